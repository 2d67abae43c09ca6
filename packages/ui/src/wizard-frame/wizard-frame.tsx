import { adminMessages, formatMessage } from '@segno/domain';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Alert } from '../alert';
import { Button } from '../button';
import { cn } from '../lib/cn';
import { type WizardFrameStep, WizardFrameSteps } from './wizard-frame-steps';

// The created dialog (Radix Dialog) loads when an item is created: a wizard's route goes without it (issue 11).
const MessageDialog = lazy(async () => ({ default: (await import('../message-dialog')).MessageDialog }));

/** Which buttons a step shows: the domain's `wizardButtons(steps, step, isNew)`. */
export type WizardFrameButtons = { back: boolean; continue: boolean; saveAndClose: boolean; close: boolean };

/**
 * 'saving' while a save is under way, 'saved' after one succeeded, 'failed' when the last one failed, 'loading'
 * while the next step opens (its data on the way): the step shown waits, busy and out of reach.
 */
export type WizardFrameState = 'idle' | 'saving' | 'saved' | 'failed' | 'loading';

export type WizardFrameProps = {
  /** The page heading (h1): the item's name, or "New segment". */
  title: string;
  /** What is being edited ('Segment', adminMessages.kinds), shown above the title and in the created dialog. */
  kindLabel?: string;
  /** The visible steps, in order; a new item has only one. */
  steps: readonly WizardFrameStep[];
  /** The id of the step shown. */
  currentStep: string;
  /** The buttons this step shows, exactly as given. */
  buttons: WizardFrameButtons;
  /** A new item: the forward button reads Create instead of Save and continue. */
  isNew: boolean;
  /** The save's progress, announced politely; the buttons wait while saving. */
  state?: WizardFrameState;
  /** Why the last save failed; shown in an alert above the body, which keeps what was typed. */
  errorMessage?: string;
  /** Back: the previous step, discarding unsaved changes. */
  onBack: () => void;
  /** Save and continue (or Create on a new item). */
  onContinue: () => void;
  /** Save and close: saves, then returns to admin home. */
  onSaveAndClose: () => void;
  /** Close: leaves without saving (status and change-log steps). */
  onClose: () => void;
  /** Set once a new item is created: a dialog says so, and its button opens the item's wizard. */
  created?: { name: string; onOpen: () => void };
  /** Names the steps' navigation landmark. */
  stepsLabel?: string;
  /** The step's body. */
  children: ReactNode;
  className?: string;
};

// Buttons stay focusable while saving (aria-disabled, not disabled) so focus does not drop to the page.
const waitingClass = 'aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

/** The frame of every admin wizard (001 section 2): title, steps, the step's body and its buttons. */
export function WizardFrame({
  title,
  kindLabel,
  steps,
  currentStep,
  buttons,
  isNew,
  state = 'idle',
  errorMessage,
  onBack,
  onContinue,
  onSaveAndClose,
  onClose,
  created,
  stepsLabel = 'Steps',
  children,
  className,
}: WizardFrameProps) {
  const stepHeadingId = useId();
  const isLoading = state === 'loading';
  const isSaving = state === 'saving' || isLoading;
  const currentLabel = steps.find((step) => step.id === currentStep)?.label;

  function unlessSaving(handler: () => void) {
    return () => {
      if (!isSaving) handler();
    };
  }

  const waiting = { 'aria-disabled': isSaving || undefined, className: waitingClass };

  return (
    <div data-slot="wizard-frame" data-state={state} className={cn('grid gap-6', className)}>
      <div data-slot="wizard-frame-header" className="grid gap-1">
        {kindLabel && <p className="text-sm font-medium text-muted-foreground">{kindLabel}</p>}
        <h1 className="text-2xl font-semibold break-words">{title}</h1>
      </div>
      <div className="grid gap-6 md:grid-cols-[14rem_minmax(0,1fr)] md:items-start">
        <WizardFrameSteps steps={steps} currentStep={currentStep} label={stepsLabel} />
        <section
          data-slot="wizard-frame-body"
          aria-labelledby={currentLabel ? stepHeadingId : undefined}
          aria-busy={isLoading || undefined}
          className="grid min-w-0 gap-4"
        >
          {currentLabel && (
            <h2 id={stepHeadingId} className="text-lg font-semibold">
              {currentLabel}
            </h2>
          )}
          {state === 'failed' && (
            <Alert tone="danger">{errorMessage ?? adminMessages.wizard.saveFailed}</Alert>
          )}
          <div
            data-slot="wizard-frame-step"
            className={cn('grid min-w-0 gap-4', isLoading && 'opacity-60')}
            inert={isLoading}
          >
            {children}
          </div>
          <p role="status" data-slot="wizard-frame-status" className="text-sm text-muted-foreground">
            {isLoading
              ? adminMessages.wizard.openingStep
              : isSaving
                ? adminMessages.wizard.saving
                : state === 'saved'
                  ? adminMessages.wizard.saved
                  : ''}
          </p>
          <div
            data-slot="wizard-frame-buttons"
            className="flex flex-wrap items-center gap-2 border-t border-border pt-4"
          >
            {buttons.back && (
              <Button variant="outline" {...waiting} onClick={unlessSaving(onBack)}>
                {adminMessages.wizard.back}
              </Button>
            )}
            <div className="ml-auto flex flex-wrap justify-end gap-2">
              {buttons.close && (
                <Button variant="ghost" {...waiting} onClick={unlessSaving(onClose)}>
                  {adminMessages.wizard.close}
                </Button>
              )}
              {buttons.saveAndClose && (
                <Button variant="outline" {...waiting} onClick={unlessSaving(onSaveAndClose)}>
                  {adminMessages.wizard.saveAndClose}
                </Button>
              )}
              {buttons.continue && (
                <Button {...waiting} onClick={unlessSaving(onContinue)}>
                  {isNew ? adminMessages.wizard.create : adminMessages.wizard.continue}
                </Button>
              )}
            </div>
          </div>
        </section>
      </div>
      {created && (
        <Suspense fallback={null}>
          <MessageDialog
            slot="wizard-frame-created"
            tone="success"
            title={formatMessage(adminMessages.wizard.created, { kind: kindLabel ?? '' }).trim()}
            message={formatMessage(adminMessages.wizard.createdBody, { name: created.name })}
            closeLabel={adminMessages.wizard.open}
            onClose={created.onOpen}
          />
        </Suspense>
      )}
    </div>
  );
}
