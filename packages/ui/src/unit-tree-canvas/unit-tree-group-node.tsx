import { Handle, type Node, type NodeProps, Position, useReactFlow } from '@xyflow/react';
import { cva } from 'class-variance-authority';
import type { FocusEvent } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CheckIcon, LineIcon, LockIcon } from '../lib/icons';
import { groupNodeWidth } from './unit-tree-canvas-constants';
import type { UnitTreeGroup, UnitTreeGroupState, UnitTreeLabels } from './unit-tree-canvas-types';

export type UnitTreeGroupNodeData = {
  group: UnitTreeGroup;
  labels: UnitTreeLabels;
};
export type UnitTreeGroupNodeType = Node<UnitTreeGroupNodeData, 'unitGroup'>;

export const unitTreeGroupNodeVariants = cva(
  'rounded-lg border-2 bg-surface text-surface-foreground shadow-raised',
  {
    variants: {
      state: {
        satisfied: 'border-success',
        next: 'border-primary ring-4 ring-primary/25',
        locked: 'border-dashed border-input',
      },
    },
  },
);

const stateBadgeClass: Record<UnitTreeGroupState, string> = {
  satisfied: 'bg-success text-success-foreground',
  next: 'bg-primary text-primary-foreground',
  locked: 'bg-muted text-muted-foreground',
};

function ArrowIcon() {
  return (
    <LineIcon className="size-3.5">
      <path d="M5 12h14m-5-5l5 5-5 5" />
    </LineIcon>
  );
}

const stateIcons: Record<UnitTreeGroupState, () => React.JSX.Element> = {
  satisfied: () => <CheckIcon className="size-3.5" />,
  next: ArrowIcon,
  locked: () => <LockIcon className="size-3.5" />,
};

/**
 * One group of the unit tree as the learner sees it: its state as icon and word, its rule, and its contents
 * (links when they can be opened). Connection points are fixed: top for parents, bottom for children. The canvas
 * names the node (a labelled group), so screen readers hear the group's name once.
 */
export function UnitTreeGroupNode({
  data,
  positionAbsoluteX,
  positionAbsoluteY,
  width,
  height,
}: NodeProps<UnitTreeGroupNodeType>) {
  const { group, labels } = data;
  const StateIcon = stateIcons[group.state];
  const { setCenter, getZoom } = useReactFlow();

  // The canvas clips what lies outside it: a link reached by Tab there is brought into view (WCAG 2.4.11).
  function showFocused(event: FocusEvent<HTMLAnchorElement>) {
    const frame = event.currentTarget.closest('.react-flow')?.getBoundingClientRect();
    const focused = event.target.getBoundingClientRect();
    if (!frame) return;
    const isInside =
      focused.top >= frame.top &&
      focused.bottom <= frame.bottom &&
      focused.left >= frame.left &&
      focused.right <= frame.right;
    if (isInside) return;
    setCenter(positionAbsoluteX + (width ?? 0) / 2, positionAbsoluteY + (height ?? 0) / 2, {
      zoom: getZoom(),
    });
  }

  return (
    <div
      data-slot="unit-tree-group"
      data-state={group.state}
      className={unitTreeGroupNodeVariants({ state: group.state })}
      style={{ width: groupNodeWidth }}
    >
      <Handle type="target" position={Position.Top} isConnectable={false} className="opacity-0" />
      <header className="flex items-start justify-between gap-2 border-b border-border px-3 pt-2 pb-1.5">
        <p className="min-w-0 text-sm font-semibold break-words">{group.name}</p>
        <span
          data-slot="unit-tree-group-state"
          className={cn(
            'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold',
            stateBadgeClass[group.state],
          )}
        >
          <StateIcon />
          {labels.states[group.state]}
        </span>
      </header>
      {group.ruleText && (
        <p data-slot="unit-tree-group-rule" className="px-3 pt-1.5 text-xs text-muted-foreground">
          {group.ruleText}
        </p>
      )}
      <ul className="flex flex-col px-1.5 py-1 text-sm">
        {group.contents.map((content) => (
          <li
            key={content.id}
            data-slot="unit-tree-content"
            data-state={content.isComplete ? 'complete' : 'incomplete'}
            className="flex min-h-10 items-center gap-1.5 px-1.5"
          >
            {content.isComplete ? (
              <CheckIcon className="size-4 text-success" />
            ) : (
              <span aria-hidden="true" className="size-4 shrink-0 rounded-full border-2 border-input" />
            )}
            {content.href ? (
              <a
                href={content.href}
                onFocus={showFocused}
                // A full-height row: 40 px stays 24 px tall at the smallest zoom (WCAG 2.5.8 target size).
                className={cn(
                  'nodrag nopan flex min-h-10 min-w-0 flex-1 items-center rounded-sm break-words text-primary underline',
                  focusRing,
                )}
              >
                {content.name}
              </a>
            ) : (
              <span className="min-w-0 break-words">{content.name}</span>
            )}
            {content.isComplete && <span className="sr-only">({labels.contentComplete})</span>}
          </li>
        ))}
      </ul>
      <Handle type="source" position={Position.Bottom} isConnectable={false} className="opacity-0" />
    </div>
  );
}
