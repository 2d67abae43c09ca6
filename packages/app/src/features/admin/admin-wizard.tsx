import {
  adminMessages,
  type ChangeLog,
  formatMessage,
  type WizardKind,
  type WizardStep,
  wizardStepPath,
  wizardStepTitle,
} from '@segno/domain';
import type { WizardSaveInput } from '@segno/machines';
import { Skeleton, WizardFrame } from '@segno/ui';
import { type ReactNode, Suspense, useRef } from 'react';
import { useNavigation } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { ChangeLogStep } from './change-log-step';
import { type FieldIssue, useAdminWizard } from './use-admin-wizard';

/** What a step's body is handed: its form's id and the wizard's handlers for it. */
export type StepProps = {
  formId: string;
  /**
   * The form's submit: the frame's button that asked decides whether it continues or closes. Settles with the
   * save: a rejection keeps the form dirty.
   */
  onSubmit: (values: unknown) => Promise<void>;
  onDirtyChange: (dirty: boolean) => void;
  serverErrors: FieldIssue[];
};

export type AdminWizardProps = {
  kind: WizardKind;
  itemId: number | undefined;
  /** The item's name for the heading; a new item's heading says what it is. */
  itemName: string | undefined;
  steps: WizardStep[];
  step: WizardStep;
  exit: number | undefined;
  save: (input: WizardSaveInput) => Promise<{ id: number; name?: string }>;
  /** The change-log step's page, which every wizard shows the same way. */
  changeLog?: ChangeLog;
  children: (step: StepProps) => ReactNode;
};

type Intent = 'wizard.continue' | 'wizard.saveAndClose';

/**
 * An admin wizard's screen: the frame, its steps as links, and the buttons, driven by the wizard machine. The
 * frame's buttons sit outside the step's form, so they submit it (`requestSubmit`, which validates first) and
 * the submitted values go to the machine with the button's intent; a step without a form sends the intent alone.
 */
export function AdminWizard({
  kind,
  itemId,
  itemName,
  steps,
  step,
  exit,
  save,
  changeLog,
  children,
}: AdminWizardProps) {
  const createdName = useRef('');
  const wizard = useAdminWizard({
    kind,
    itemId,
    steps,
    step,
    exit,
    save: async (input) => {
      const saved = await save(input);
      createdName.current = saved.name ?? '';
      return saved;
    },
  });
  const { send } = wizard;
  // Between a step's save (or Back, or a step link) and the next step's data, the step shown waits.
  const navigation = useNavigation();
  const isOpeningStep =
    itemId !== undefined &&
    navigation.state === 'loading' &&
    steps.some((id) => navigation.location.pathname === wizardStepPath(kind, itemId, id));
  const intent = useRef<Intent | undefined>(undefined);
  const formId = `${kind}-${step}-form`;
  const kindLabel = adminMessages.kinds[kind];

  // The button pressed, until the form submits (validation may take a lookup's time). A form that is not
  // valid never submits: typing in it next forgets the press, so Enter then means continue.
  function submitWith(type: Intent) {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return send({ type });
    intent.current = type;
    form.requestSubmit();
  }

  const onSubmit = (values: unknown) => {
    const type = intent.current ?? 'wizard.continue';
    intent.current = undefined;
    return wizard.submit({ type, values });
  };

  return (
    <WizardFrame
      title={itemName ?? formatMessage(adminMessages.wizard.newTitle, { kind: kindLabel.toLowerCase() })}
      kindLabel={kindLabel}
      steps={steps.map((id) => ({
        id,
        label: wizardStepTitle(kind, id),
        href: hashHref(paths.wizardStep(kind, itemId ?? 'new', id, exit)),
      }))}
      currentStep={step}
      buttons={wizard.buttons}
      isNew={itemId === undefined}
      state={wizard.state === 'idle' && isOpeningStep ? 'loading' : wizard.state}
      errorMessage={wizard.error}
      onBack={() => send({ type: 'wizard.back' })}
      onContinue={() => submitWith('wizard.continue')}
      onSaveAndClose={() => submitWith('wizard.saveAndClose')}
      onClose={() => send({ type: 'wizard.close' })}
      created={
        wizard.isCreated
          ? { name: createdName.current, onOpen: () => send({ type: 'wizard.openCreated' }) }
          : undefined
      }
    >
      <div
        className="contents"
        onKeyDownCapture={() => {
          intent.current = undefined;
        }}
      >
        {step === 'change-log' ? (
          <ChangeLogStep changeLog={changeLog} />
        ) : (
          // The heavier steps load when opened (lazy-steps.ts).
          <Suspense fallback={<Skeleton className="h-48 w-full" />}>
            {children({
              formId,
              onSubmit,
              onDirtyChange: (dirty) => send({ type: 'wizard.change', dirty }),
              serverErrors: wizard.issues,
            })}
          </Suspense>
        )}
      </div>
    </WizardFrame>
  );
}
