import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';

/** One visible step of a wizard. */
export type WizardFrameStep = {
  /** The step's id ('edit', 'status', 'change-log'…); `currentStep` names one of these. */
  id: string;
  /** The step's title (adminMessages.wizard.steps). */
  label: string;
  /** Where the step lives (the app builds it with wizardStepPath). */
  href: string;
};

type WizardFrameStepsProps = {
  steps: readonly WizardFrameStep[];
  currentStep: string;
  /** Names the navigation landmark. */
  label: string;
};

/**
 * The wizard's steps as a numbered list of links. A row that scrolls sideways on phones, a column beside
 * the body on wide screens; the current step is marked aria-current="step".
 */
export function WizardFrameSteps({ steps, currentStep, label }: WizardFrameStepsProps) {
  const listRef = useRef<HTMLOListElement>(null);

  // On phones the row scrolls: bring the current step into it, sideways only, so the page stays put. Again
  // whenever the row's width changes (a rotated phone, a late layout).
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    function reveal() {
      const current = list?.querySelector<HTMLElement>(`[data-step-id="${CSS.escape(currentStep)}"]`);
      if (!list || !current || list.scrollWidth <= list.clientWidth) return;
      // The list is the links' offset parent (relative), so offsetLeft is measured from its start.
      const start = current.offsetLeft;
      const end = start + current.offsetWidth;
      if (start < list.scrollLeft || end > list.scrollLeft + list.clientWidth)
        list.scrollLeft = start - (list.clientWidth - current.offsetWidth) / 2;
    }
    reveal();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(reveal);
    observer.observe(list);
    return () => observer.disconnect();
  }, [currentStep]);

  return (
    <nav aria-label={label} data-slot="wizard-frame-steps" className="min-w-0">
      <ol
        ref={listRef}
        className="relative -mx-1 flex gap-1 overflow-x-auto px-1 py-1 md:mx-0 md:flex-col md:overflow-visible md:px-0"
      >
        {steps.map((step, index) => {
          const isCurrent = step.id === currentStep;
          return (
            <li key={step.id} className="shrink-0">
              <a
                href={step.href}
                data-step-id={step.id}
                aria-current={isCurrent ? 'step' : undefined}
                data-state={isCurrent ? 'current' : 'other'}
                className={cn(
                  'flex min-h-10 items-center gap-2 rounded-md px-3 text-sm whitespace-nowrap text-foreground hover:bg-muted',
                  'aria-[current=step]:bg-primary aria-[current=step]:font-medium aria-[current=step]:text-primary-foreground',
                  focusRing,
                )}
              >
                <span aria-hidden="true" className="tabular-nums">
                  {index + 1}.
                </span>
                {step.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
