import {
  type AddUnitChoice,
  addUnitChoices,
  addUnitProblem,
  authoringLimits,
  copyUnitNameProblem,
  planAdminMessages,
  toggleAddUnitSelection,
} from '@segno/domain';
import { type FormEvent, useId, useRef, useState } from 'react';
import { minLengthMessage } from '../field/field-messages';
import { FormDialog, FormDialogFooter, type FormDialogOpenProps } from '../form-dialog';
import { RadioGroup } from '../radio-group';
import { TextField } from '../text-field';
import { AddUnitDialogFinds } from './add-unit-dialog-finds';
import type { AddUnitSend, LoadAddUnitFinds } from './add-unit-dialog-types';
import { useAddUnitFinds } from './use-add-unit-finds';

const texts = planAdminMessages.addUnitDialog;

export type AddUnitDialogProps = FormDialogOpenProps & {
  /** Finds the units of the existing and copy options (the app leaves out the plan's units for existing). */
  loadUnits: LoadAddUnitFinds;
  /** Add blank unit: the app opens the unit editor for a new unit in the plan; the dialog closes. */
  onAddBlank: () => void;
  /** Use existing unit: the chosen units join the plan. */
  onAddExisting: AddUnitSend<[unitIds: number[]]>;
  /** Copy unit: a copy of the one chosen unit, under the new name (trimmed), joins the plan. */
  onCopy: AddUnitSend<[unitId: number, newName: string]>;
  /** The option chosen on opening (blank unless said). */
  defaultChoice?: AddUnitChoice;
};

/**
 * The add-unit dialog of a plan's units step (002 sections 2, 4 and 5): add a blank unit, use existing units
 * (many), or copy one unit under a name of at least 2 characters. Sending waits for the app; a refusal the
 * server gives (the not-published flag, a taken name) is shown and everything chosen is kept.
 */
export function AddUnitDialog({
  loadUnits,
  onAddBlank,
  onAddExisting,
  onCopy,
  defaultChoice = 'blank',
  ...openProps
}: AddUnitDialogProps) {
  return (
    <FormDialog slot="add-unit-dialog" title={texts.title} description={texts.description} {...openProps}>
      {(close) => (
        <AddUnitForm
          loadUnits={loadUnits}
          onAddBlank={onAddBlank}
          onAddExisting={onAddExisting}
          onCopy={onCopy}
          defaultChoice={defaultChoice}
          close={close}
        />
      )}
    </FormDialog>
  );
}

type AddUnitFormProps = Omit<AddUnitDialogProps, keyof FormDialogOpenProps | 'defaultChoice'> & {
  defaultChoice: AddUnitChoice;
  close: () => void;
};

function AddUnitForm({
  loadUnits,
  onAddBlank,
  onAddExisting,
  onCopy,
  defaultChoice,
  close,
}: AddUnitFormProps) {
  const id = useId();
  const [choice, setChoice] = useState<AddUnitChoice>(defaultChoice);
  const [term, setTerm] = useState('');
  const [selected, setSelected] = useState<readonly number[]>([]);
  const [copyName, setCopyName] = useState('');
  const [isChecked, setChecked] = useState(false);
  const [isSending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const unitsRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const finds = useAddUnitFinds(loadUnits, choice === 'blank' ? undefined : choice, term);

  const problem = addUnitProblem(choice, selected, copyName);
  const nameProblem = choice === 'copy' && isChecked ? copyUnitNameProblem(copyName) : undefined;

  function choose(next: AddUnitChoice) {
    // Each option holds its own units: copy allows one, the others many.
    setChoice(next);
    setSelected([]);
    setChecked(false);
    setRefusal(undefined);
  }

  function pick(unitId: number, isPicked: boolean) {
    setRefusal(undefined);
    setSelected((current) =>
      isPicked || current.includes(unitId) ? toggleAddUnitSelection(current, unitId, choice) : current,
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setChecked(true);
    if (problem === 'noUnit' || problem === 'tooManyUnits') {
      (
        unitsRef.current?.querySelector('input') ??
        unitsRef.current?.closest('search')?.querySelector('input')
      )?.focus();
      return;
    }
    if (problem === 'copyName') {
      nameRef.current?.focus();
      return;
    }
    if (choice === 'blank') {
      onAddBlank();
      close();
      return;
    }
    setSending(true);
    setRefusal(undefined);
    try {
      const [first] = selected;
      const answer =
        choice === 'copy' && first !== undefined
          ? await onCopy(first, copyName.trim())
          : await onAddExisting([...selected]);
      if (answer === undefined) close();
      else setRefusal(answer);
    } catch {
      setRefusal(texts.failed);
    } finally {
      setSending(false);
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-5" data-slot="add-unit-form" data-choice={choice}>
      <fieldset disabled={isSending} className="grid min-w-0 gap-5">
        <RadioGroup
          legend={texts.choiceLegend}
          name={`${id}-choice`}
          options={addUnitChoices.map((value) => ({
            value,
            label: texts.choices[value],
            description: texts.choiceHints[value],
          }))}
          value={choice}
          onValueChange={(value) => choose(value as AddUnitChoice)}
        />
        {choice !== 'blank' && (
          <AddUnitDialogFinds
            choice={choice}
            term={term}
            onTermChange={setTerm}
            finds={finds}
            selected={selected}
            onPick={pick}
            errorMessage={isChecked && problem === 'noUnit' ? texts.noUnit : undefined}
            firstUnitRef={unitsRef}
          />
        )}
        {choice === 'copy' && (
          <TextField
            ref={nameRef}
            label={texts.copyName}
            value={copyName}
            onValueChange={(value) => {
              setCopyName(value);
              setRefusal(undefined);
            }}
            maxLength={authoringLimits.nameMaxLength}
            required
            errorMessage={
              nameProblem === 'minLength'
                ? minLengthMessage(authoringLimits.unitCopyNameMinLength)
                : undefined
            }
          />
        )}
      </fieldset>
      <FormDialogFooter
        submitLabel={texts.submit[choice]}
        isSubmitting={isSending}
        sendErrorMessage={refusal}
      />
    </form>
  );
}
