import { adminMessages, formatMessage } from '@segno/domain';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';

export type ChecklistEditorItemProps = {
  index: number;
  count: number;
  name: string;
  maxLength: number;
  errorMessage?: string;
  disabled?: boolean;
  onNameChange: (name: string) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
};

const arrow = (d: string) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    className="size-5"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
  >
    <path d={d} strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

/** One item row: its name, and buttons to move it up or down and to remove it (never the only item). */
export function ChecklistEditorItem({
  index,
  count,
  name,
  maxLength,
  errorMessage,
  disabled,
  onNameChange,
  onMove,
  onRemove,
}: ChecklistEditorItemProps) {
  const number = { number: index + 1 };
  return (
    <li data-slot="checklist-editor-item" className="flex items-start gap-2">
      <TextField
        className="grow"
        label={formatMessage(adminMessages.checklists.itemLabel, number)}
        value={name}
        maxLength={maxLength}
        errorMessage={errorMessage}
        disabled={disabled}
        onValueChange={onNameChange}
      />
      <div className="mt-6 flex gap-1">
        <IconButton
          label={formatMessage(adminMessages.checklists.moveUp, number)}
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          {arrow('M12 19V5M5 12l7-7 7 7')}
        </IconButton>
        <IconButton
          label={formatMessage(adminMessages.checklists.moveDown, number)}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          {arrow('M12 5v14M5 12l7 7 7-7')}
        </IconButton>
        <IconButton
          label={formatMessage(adminMessages.checklists.removeItem, number)}
          disabled={disabled || count <= 1}
          onClick={onRemove}
        >
          {arrow('M6 6l12 12M18 6L6 18')}
        </IconButton>
      </div>
    </li>
  );
}
