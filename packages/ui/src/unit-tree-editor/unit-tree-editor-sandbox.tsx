import { planAdminMessages, unitTreeCanvas } from '@segno/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useId, useMemo, useRef } from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { LineIcon } from '../lib/icons';
import { SandboxItem } from './unit-tree-editor-sandbox-item';
import type {
  UnitTreeEditorCallbacks,
  UnitTreeEditorDragCallbacks,
  UnitTreeEditorView,
} from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;
/** A waiting content's height before it is measured: name, details and the place select. */
const estimatedItemHeight = { expanded: 116, collapsed: 96 };
/** The list scrolls past this height, about the canvas's (002 section 9: 545 high), less the sandbox's title. */
const listMaxHeight = unitTreeCanvas.minHeight - 64;
/** Up to this many waiting contents the list is all in the page; a longer one scrolls and only its view is. */
const virtualFrom = 30;

export type UnitTreeEditorSandboxProps = {
  view: UnitTreeEditorView;
  isCollapsed: boolean;
  onCollapsedChange: (isCollapsed: boolean) => void;
  onPlace: UnitTreeEditorCallbacks['onPlace'];
  onSelectToggle: UnitTreeEditorCallbacks['onSelectToggle'];
} & Pick<UnitTreeEditorDragCallbacks, 'onDragStart' | 'onDragCancel'>;

/**
 * The sandbox side list (002 section 4): the unit's contents not yet placed, each with its name, points and type,
 * and a select that places it in a group or a new group (the keyboard's way; dragging is never the only one).
 * 320 px wide, or 160 collapsed, where only the names and the place choice stay. The list scrolls beside the
 * canvas and only the contents in view are in the page, so a unit of thousands of contents stays quick.
 * Memoised: a zoom step renders the editor again, never the sandbox.
 */
export const UnitTreeEditorSandbox = memo(function UnitTreeEditorSandbox({
  view,
  isCollapsed,
  onCollapsedChange,
  onPlace,
  onSelectToggle,
  onDragStart,
  onDragCancel,
}: UnitTreeEditorSandboxProps) {
  const id = useId();
  const { tree, groups, groupNames, contents, selected } = view;
  const waiting = useMemo(
    () => tree.contents.filter((entry) => entry.is_sandbox).map((entry) => entry.content_id),
    [tree.contents],
  );
  const selectedIds = useMemo(() => new Set(selected), [selected]);
  const groupChoices = useMemo(
    () =>
      groups.map((group) => ({
        value: String(group.group_id),
        label: groupNames.get(group.group_id) ?? String(group.group_id),
      })),
    [groups, groupNames],
  );
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: waiting.length >= virtualFrom ? waiting.length : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => estimatedItemHeight[isCollapsed ? 'collapsed' : 'expanded'],
    getItemKey: (index) => waiting[index] ?? index,
    overscan: 2,
  });
  const { sidebarWidth } = unitTreeCanvas;
  const itemProps = (contentId: number) => ({
    contentId,
    details: contents[contentId],
    isSelected: selectedIds.has(contentId),
    isCollapsed,
    groupChoices,
    selectId: `${id}-place-${contentId}`,
    onPlace,
    onSelectToggle,
    onDragStart,
    onDragCancel,
  });

  return (
    <aside
      data-slot="unit-tree-editor-sandbox"
      data-state={isCollapsed ? 'collapsed' : 'expanded'}
      aria-labelledby={`${id}-title`}
      className="grid shrink-0 content-start gap-3 rounded-lg border border-border bg-surface p-3 text-surface-foreground"
      style={{ width: isCollapsed ? sidebarWidth.collapsed : sidebarWidth.expanded }}
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-title`} className="text-base font-semibold">
          {texts.sandboxTitle}
        </h2>
        <IconButton
          label={isCollapsed ? texts.expandSandbox : texts.collapseSandbox}
          aria-expanded={!isCollapsed}
          onClick={() => onCollapsedChange(!isCollapsed)}
        >
          <LineIcon className={cn('size-5 transition-transform', isCollapsed && 'rotate-180')}>
            <path d="M15 6l-6 6 6 6" />
          </LineIcon>
        </IconButton>
      </div>
      {waiting.length === 0 ? (
        <p className="text-sm text-muted-foreground">{texts.sandboxEmpty}</p>
      ) : waiting.length < virtualFrom ? (
        <ul className="grid gap-3">
          {waiting.map((contentId) => (
            <SandboxItem key={contentId} className="last:border-b-0 last:pb-0" {...itemProps(contentId)} />
          ))}
        </ul>
      ) : (
        <div
          ref={scrollRef}
          data-slot="unit-tree-editor-sandbox-scroll"
          className="-mx-1 overflow-y-auto px-1"
          style={{ height: listMaxHeight }}
        >
          <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((item) => {
              const contentId = waiting[item.index] as number;
              return (
                <SandboxItem
                  key={item.key}
                  ref={virtualizer.measureElement}
                  data-index={item.index}
                  aria-setsize={waiting.length}
                  aria-posinset={item.index + 1}
                  // a 12 px gap between items and a rule under each but the last
                  className={cn(
                    'absolute inset-x-0 top-0',
                    item.index > 0 && 'pt-3',
                    item.index === waiting.length - 1 && 'border-b-0 pb-0',
                  )}
                  style={{ transform: `translateY(${item.start}px)` }}
                  {...itemProps(contentId)}
                />
              );
            })}
          </ul>
        </div>
      )}
    </aside>
  );
});
