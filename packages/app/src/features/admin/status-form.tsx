import { statusChoices } from '@segno/domain';
import { StatusStep, type StatusStepValue } from '@segno/ui';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import type { StepProps } from './admin-wizard';

export type StatusFormProps = StepProps & {
  name: string;
  /** The saved status. */
  status: StatusStepValue;
  /** Archives through the API after the admin confirmed (001 section 4); the step then shows it archived. */
  archive: () => Promise<unknown>;
};

/**
 * A wizard's status step: draft or published is saved when the wizard continues (a form, so the frame's
 * buttons submit it like any step); archiving asks first and then happens at once.
 */
export function StatusForm({ formId, onSubmit, onDirtyChange, name, status, archive }: StatusFormProps) {
  const revalidator = useRevalidator();
  const [value, setValue] = useState<StatusStepValue>(status);
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Archiving happened at once (after its confirmation): continuing from it saves nothing more.
        void onSubmit(value === 3 ? {} : { status: value });
      }}
    >
      <StatusStep
        name={name}
        choices={statusChoices(status) as StatusStepValue[]}
        value={value}
        onChange={(chosen) => {
          setValue(chosen);
          onDirtyChange(chosen !== status);
        }}
        onArchive={() => {
          setValue(3);
          onDirtyChange(false);
          void archive().then(() => revalidator.revalidate());
        }}
      />
    </form>
  );
}
