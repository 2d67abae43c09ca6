import {
  adminMessages,
  type EditorUnitTreeGroup,
  formatMessage,
  groupContentIds,
  groupParentIds,
  linkableChildIds,
  maxRuleCase,
  planAdminMessages,
} from '@segno/domain';
import { useId, useMemo } from 'react';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CloseIcon, LineIcon } from '../lib/icons';
import { EditorChoiceSelect } from './unit-tree-editor-choice-select';
import type { UnitTreeEditorCallbacks, UnitTreeEditorView } from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;

/** A compact native select for the editor's choices: phones and keyboards get their platform's picker. */
export const editorSelectClass = cn(
  'nodrag nopan min-h-10 w-full min-w-0 rounded-md border border-input bg-surface px-2 text-sm text-surface-foreground',
  focusRing,
);

/** A checkbox that toggles a content in the selection (for 'Remove selected'). */
export function SelectContentBox({
  contentId,
  name,
  isSelected,
  onSelectToggle,
}: {
  contentId: number;
  name: string;
  isSelected: boolean;
  onSelectToggle: UnitTreeEditorCallbacks['onSelectToggle'];
}) {
  return (
    <input
      type="checkbox"
      checked={isSelected}
      onChange={() => onSelectToggle(contentId)}
      aria-label={formatMessage(texts.selectContent, { name })}
      className={cn('nodrag nopan size-5 shrink-0 accent-primary', focusRing)}
    />
  );
}

function UnlinkIcon() {
  return (
    <LineIcon className="size-4">
      <path d="M9 15l6-6M8 8l-3 3a3 3 0 004 4M16 16l3-3a3 3 0 00-4-4" />
    </LineIcon>
  );
}

export type EditorGroupCardProps = {
  group: EditorUnitTreeGroup;
  view: UnitTreeEditorView;
  callbacks: Pick<
    UnitTreeEditorCallbacks,
    'onRemove' | 'onLink' | 'onDetach' | 'onRuleChange' | 'onSelectToggle'
  >;
  className?: string;
};

/**
 * One group as the admin edits it, on the canvas and in the list view alike: its rule ('all of' or 'any N of',
 * capped at its content count minus 1), its contents (each can go back to the sandbox), the groups it comes
 * after (each connection can be detached) and a choice of child group to link, so nothing needs a mouse.
 */
export function EditorGroupCard({ group, view, callbacks, className }: EditorGroupCardProps) {
  const id = useId();
  const name = view.groupNames.get(group.group_id) ?? String(group.group_id);
  const contentIds = groupContentIds(group);
  const parents = groupParentIds(group);
  const linkable = useMemo(() => {
    const ids = new Set(linkableChildIds(view.tree, group.group_id));
    return view.groups
      .filter((other) => ids.has(other.group_id))
      .map((other) => ({
        value: String(other.group_id),
        label: view.groupNames.get(other.group_id) ?? String(other.group_id),
      }));
  }, [view.tree, view.groups, view.groupNames, group.group_id]);
  const ruleChoices = Array.from({ length: maxRuleCase(group) + 1 }, (_, ruleCase) => ruleCase);

  return (
    <div data-slot="unit-tree-editor-group" className={cn('grid gap-2 text-sm', className)}>
      <h3 className="font-semibold">{name}</h3>
      <label htmlFor={`${id}-rule`} className="sr-only">
        {formatMessage(texts.ruleLabel, { group: name })}
      </label>
      <select
        id={`${id}-rule`}
        data-slot="unit-tree-editor-rule"
        value={group.rule_case}
        onChange={(event) => callbacks.onRuleChange(group.group_id, Number(event.target.value))}
        className={editorSelectClass}
      >
        {ruleChoices.map((ruleCase) => (
          <option key={ruleCase} value={ruleCase}>
            {ruleCase === 0
              ? formatMessage(texts.ruleAll, { count: contentIds.length })
              : formatMessage(texts.ruleAny, { n: ruleCase, count: contentIds.length })}
          </option>
        ))}
      </select>
      <ul className="grid gap-1">
        {contentIds.map((contentId) => {
          const content = view.contents[contentId];
          const contentName = content?.name ?? String(contentId);
          return (
            <li
              key={contentId}
              data-slot="unit-tree-editor-content"
              className="flex min-h-10 items-center gap-2"
            >
              <SelectContentBox
                contentId={contentId}
                name={contentName}
                isSelected={view.selected.includes(contentId)}
                onSelectToggle={callbacks.onSelectToggle}
              />
              <span className="min-w-0 flex-1 break-words">{contentName}</span>
              {content && (
                <span className="shrink-0 text-xs text-muted-foreground">
                  {formatMessage(adminMessages.lists.points, { points: content.points })}
                </span>
              )}
              <IconButton
                className="nodrag nopan"
                label={formatMessage(texts.toSandbox, { name: contentName })}
                onClick={() => callbacks.onRemove(contentId)}
              >
                <CloseIcon />
              </IconButton>
            </li>
          );
        })}
      </ul>
      {parents.length > 0 && (
        <div className="grid gap-1">
          <p className="text-xs font-semibold text-muted-foreground">{texts.parentsLabel}</p>
          <ul className="grid gap-1">
            {parents.map((parentId) => {
              const parentName = view.groupNames.get(parentId) ?? String(parentId);
              return (
                <li key={parentId} data-slot="unit-tree-editor-parent" className="flex items-center gap-2">
                  <span className="min-w-0 flex-1">{parentName}</span>
                  <IconButton
                    className="nodrag nopan"
                    label={formatMessage(texts.detach, { child: name, parent: parentName })}
                    onClick={() => callbacks.onDetach(parentId, group.group_id)}
                  >
                    <UnlinkIcon />
                  </IconButton>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {linkable.length > 0 && (
        <>
          <label htmlFor={`${id}-link`} className="sr-only">
            {formatMessage(texts.linkLabel, { group: name })}
          </label>
          <EditorChoiceSelect
            id={`${id}-link`}
            data-slot="unit-tree-editor-link"
            value=""
            onChange={(event) => {
              if (event.target.value) callbacks.onLink(group.group_id, Number(event.target.value));
            }}
            className={editorSelectClass}
            choices={linkable}
            leading={<option value="">{texts.linkChoose}</option>}
          />
        </>
      )}
    </div>
  );
}
