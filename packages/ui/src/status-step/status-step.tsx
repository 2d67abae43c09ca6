// Not statusChoices or publicationStatus: they live beside the zod schemas, which would ride along (about
// 100 kB). The app passes `choices = statusChoices(status)`.
import { adminMessages, formatMessage } from '@segno/domain';
import { lazy, Suspense, useState } from 'react';
import { cn } from '../lib/cn';
import { RadioGroup } from '../radio-group';

// The archive confirmation (Radix Dialog) loads when asked for: a wizard's route goes without it (issue 11).
const ConfirmDialog = lazy(async () => ({ default: (await import('../confirm-dialog')).ConfirmDialog }));

/** 1 draft, 2 published, 3 archived (001 section 4). */
export type StatusStepValue = 1 | 2 | 3;

const archived = 3;

const statusLabels: Record<StatusStepValue, string> = {
  1: adminMessages.status.draft,
  2: adminMessages.status.published,
  3: adminMessages.status.archived,
};

export type StatusStepProps = {
  /** The item's name, quoted in the archive question. */
  name: string;
  /** The statuses offered, in order: the domain's `statusChoices(savedStatus)` (draft only while a draft). */
  choices: readonly StatusStepValue[];
  /** The chosen status, owned by the app; saved when the wizard continues. */
  value: StatusStepValue;
  /** Called with draft or published when chosen. Archived goes through the confirmation and `onArchive`. */
  onChange: (value: StatusStepValue) => void;
  /** Called once the admin confirms archiving; the app archives (DELETE) and then shows status 3. */
  onArchive: () => void;
  /** Disables the choices (while saving). */
  disabled?: boolean;
  className?: string;
};

/**
 * The wizards' status step: the statuses the item may take as radios. Choosing archived asks first
 * ("Archiving after confirmation deletes the item"); cancelling puts the previous choice back.
 */
export function StatusStep({
  name,
  choices,
  value,
  onChange,
  onArchive,
  disabled,
  className,
}: StatusStepProps) {
  const [isConfirming, setConfirming] = useState(false);
  const options = choices.map((choice) => ({ value: String(choice), label: statusLabels[choice] }));

  function handleChange(next: string) {
    const chosen = Number(next) as StatusStepValue;
    if (chosen === archived && value !== archived) setConfirming(true);
    else onChange(chosen);
  }

  return (
    <div data-slot="status-step" data-state={isConfirming ? 'confirming' : 'idle'} className={cn(className)}>
      <RadioGroup
        legend={adminMessages.wizard.steps.status}
        options={options}
        value={String(isConfirming ? archived : value)}
        onValueChange={handleChange}
        disabled={disabled}
      />
      {isConfirming && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={setConfirming}
            tone="danger"
            message={formatMessage(adminMessages.status.archiveConfirm, { name })}
            onConfirm={onArchive}
          />
        </Suspense>
      )}
    </div>
  );
}
