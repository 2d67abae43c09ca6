import { adminMessages, type WizardKind, type WizardStep } from '@segno/domain';
import { selectWizardButtons, type WizardSaveInput, wizardMachine } from '@segno/machines';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { ApiError } from '../../api/api-error';
import { paths } from '../../paths';

/** A field the server refused, as the forms take it (`serverErrors`). */
export type FieldIssue = { path: string; message: string };

/** Thrown by a step's save when the answer is data the step shows (refused medals), not a failed call. */
export class StepRefused extends Error {}

export type AdminWizardOptions = {
  kind: WizardKind;
  /** The item's id; undefined while it is new. */
  itemId: number | undefined;
  steps: WizardStep[];
  step: WizardStep;
  exit: number | undefined;
  /** Stores the step's values; answers the item's id (the new one when creating). */
  save: (input: WizardSaveInput) => Promise<{ id: number }>;
};

/** The field issues of a refused save (400 or 409 with `issues`), if that is what it was. */
function fieldIssues(error: unknown): FieldIssue[] | undefined {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return undefined;
  return error.issues;
}

/**
 * Runs an admin wizard on the wizard machine and keeps it and the address in step: the machine's step is the
 * URL's, a step chosen in the URL (the step list's links) is the machine's, and its end navigates. A refused
 * save leaves the server's field issues for the form; the form keeps what was typed.
 */
export function useAdminWizard({ kind, itemId, steps, step, exit, save }: AdminWizardOptions) {
  const navigate = useNavigate();
  const latestSave = useRef(save);
  latestSave.current = save;
  const [issues, setIssues] = useState<FieldIssue[]>([]);
  const [machine] = useState(() =>
    wizardMachine.provide({
      actors: {
        save: fromPromise(async ({ input }: { input: WizardSaveInput }) => {
          setIssues([]);
          try {
            return await latestSave.current(input);
          } catch (error) {
            const refused = fieldIssues(error);
            if (refused) {
              setIssues(refused);
              throw new Error(adminMessages.wizard.checkFields);
            }
            if (error instanceof StepRefused) throw error;
            throw new Error(adminMessages.wizard.saveFailed);
          }
        }),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, {
    input: { kind, steps, step, isNew: itemId === undefined, exit },
  });
  const machineStep = snapshot.context.step;

  // The address and the machine keep the same step: a step chosen in the address (a step link) moves the
  // machine, discarding what was not saved; a move of the machine (continue, back) moves the address.
  const addressStep = useRef(step);
  useEffect(() => {
    if (step !== addressStep.current) {
      addressStep.current = step;
      if (step !== machineStep) send({ type: 'wizard.goTo', step });
    } else if (itemId !== undefined && machineStep !== step) {
      navigate(paths.wizardStep(kind, itemId, machineStep, exit));
    }
  }, [step, machineStep, itemId, kind, exit, navigate, send]);

  // The steps shown change with the item (content becoming compliance).
  useEffect(() => {
    send({ type: 'wizard.setSteps', steps });
  }, [steps, send]);

  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (output?.type === 'exit') navigate(output.path);
    if (output?.type === 'openEdit') navigate(paths.wizardStep(kind, output.id, 'edit', exit));
  }, [output, navigate, kind, exit]);

  /**
   * Sends a step's submitted values and settles when the machine is done with them: resolves once saved (or
   * moved without a save), rejects when the save failed, so the form stays dirty and keeps what was typed.
   */
  function submit(event: { type: 'wizard.continue' | 'wizard.saveAndClose'; values: unknown }) {
    send(event);
    return new Promise<void>((resolve, reject) => {
      const settle = (current: typeof snapshot) => {
        if (current.matches('saving')) return false;
        if (current.context.error) reject(new Error(current.context.error));
        else resolve();
        return true;
      };
      if (settle(actor.getSnapshot())) return;
      const subscription = actor.subscribe((next) => {
        if (settle(next)) subscription.unsubscribe();
      });
    });
  }

  return {
    snapshot,
    send,
    submit,
    issues,
    buttons: selectWizardButtons(snapshot),
    state: snapshot.matches('saving')
      ? ('saving' as const)
      : snapshot.context.error
        ? ('failed' as const)
        : ('idle' as const),
    error: snapshot.context.error,
    isCreated: snapshot.matches('created'),
    createdId: snapshot.context.createdId,
  };
}
