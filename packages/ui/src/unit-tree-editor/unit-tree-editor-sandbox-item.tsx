import { adminMessages, formatMessage, planAdminMessages } from '@segno/domain';
import { type ComponentProps, memo } from 'react';
import { cn } from '../lib/cn';
import { type EditorChoice, EditorChoiceSelect } from './unit-tree-editor-choice-select';
import { editorSelectClass, SelectContentBox } from './unit-tree-editor-group';
import {
  type UnitTreeEditorCallbacks,
  type UnitTreeEditorContent,
  type UnitTreeEditorDragCallbacks,
  unitTreeContentDragType,
} from './unit-tree-editor-types';

const texts = planAdminMessages.unitEditor;
/** The place select's value for 'New group'. */
const newGroupValue = 'new';

export type SandboxItemProps = Omit<ComponentProps<'li'>, 'children' | 'onDragStart'> & {
  contentId: number;
  /** The content's name, points and type. */
  details: UnitTreeEditorContent | undefined;
  isSelected: boolean;
  isCollapsed: boolean;
  /** The groups a content can be placed in, in reading order: each id and name. */
  groupChoices: readonly EditorChoice[];
  /** The select's id (unique in the page). */
  selectId: string;
  onPlace: UnitTreeEditorCallbacks['onPlace'];
  onSelectToggle: UnitTreeEditorCallbacks['onSelectToggle'];
} & Pick<UnitTreeEditorDragCallbacks, 'onDragStart' | 'onDragCancel'>;

/**
 * One content waiting in the sandbox: its selection box, name, points and type, and the select that places it.
 * Memoised, so an edit elsewhere in a large unit does not render every waiting content again.
 */
export const SandboxItem = memo(function SandboxItem({
  contentId,
  details: content,
  isSelected,
  isCollapsed,
  groupChoices,
  selectId,
  onPlace,
  onSelectToggle,
  onDragStart,
  onDragCancel,
  className,
  ...props
}: SandboxItemProps) {
  const name = content?.name ?? String(contentId);
  return (
    <li
      data-slot="unit-tree-editor-sandbox-item"
      draggable={onDragStart !== undefined}
      onDragStart={(event) => {
        if (!onDragStart) return;
        event.dataTransfer.setData(unitTreeContentDragType, String(contentId));
        event.dataTransfer.effectAllowed = 'move';
        onDragStart(contentId);
      }}
      // Dropped nowhere (or Escape): the machine takes its placeholder away.
      onDragEnd={(event) => {
        if (event.dataTransfer.dropEffect === 'none') onDragCancel?.();
      }}
      className={cn('grid gap-1.5 border-b border-border pb-3', className)}
      {...props}
    >
      <div className="flex items-start gap-2">
        <SelectContentBox
          contentId={contentId}
          name={name}
          isSelected={isSelected}
          onSelectToggle={onSelectToggle}
        />
        <span className="min-w-0 flex-1 text-sm font-medium break-words">{name}</span>
      </div>
      {content && !isCollapsed && (
        <p className="flex gap-2 text-xs text-muted-foreground">
          <span>{formatMessage(adminMessages.lists.points, { points: content.points })}</span>
          <span>{content.type}</span>
        </p>
      )}
      <label htmlFor={selectId} className="sr-only">
        {formatMessage(texts.placeLabel, { name })}
      </label>
      <EditorChoiceSelect
        id={selectId}
        data-slot="unit-tree-editor-place"
        value=""
        onChange={(event) => {
          const { value } = event.target;
          if (value === newGroupValue) onPlace(contentId, { parentIds: [] });
          else if (value) onPlace(contentId, { groupId: Number(value) });
        }}
        className={editorSelectClass}
        choices={groupChoices}
        leading={<option value="">{texts.placeChoose}</option>}
        trailing={<option value={newGroupValue}>{texts.newGroup}</option>}
      />
    </li>
  );
});
