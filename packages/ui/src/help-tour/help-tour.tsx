import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../button';
import { Popover, PopoverAnchor, PopoverContent } from '../popover';
import { type HelpTourStep, helpTourSteps } from './help-tour-steps';
import { useTourTargets } from './use-tour-targets';

export type HelpTourProps = {
  /** Whether the tour runs. Starting it again begins at the first step. */
  open: boolean;
  /** Called when the tour ends: `isComplete` after 'Done', false after 'Skip tour', Escape, or when no
   * step's target is on the page. */
  onEnd: (outcome: { isComplete: boolean }) => void;
  /** The steps; the spec's five by default. */
  steps?: readonly HelpTourStep[];
};

/**
 * A step-by-step tour of the page (000 section 2: main navigation, header progress, profile picture, network
 * activity, my recent activity). Each step points at its target; focus moves into the step and returns
 * where it was when the tour ends.
 */
export function HelpTour({ open, onEnd, steps = helpTourSteps }: HelpTourProps) {
  const stops = useTourTargets(open, steps);
  const [index, setIndex] = useState(0);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const stop = stops?.[index];
  const isRunning = open && stop !== undefined;

  // Remembers where focus was, so it can go back there when the tour ends.
  useEffect(() => {
    if (!open) return;
    setIndex(0);
    returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  // Nothing to show: the tour ends at once.
  useEffect(() => {
    if (open && stops?.length === 0) onEnd({ isComplete: false });
  }, [open, stops, onEnd]);

  // Brings the target into view and marks it, so the page can highlight it.
  useEffect(() => {
    const target = stop?.element;
    if (!isRunning || !target) return;
    target.scrollIntoView?.({ block: 'nearest' });
    target.setAttribute('data-tour-state', 'active');
    // Later steps: the panel is already mounted (the first is focused by onOpenAutoFocus).
    titleRef.current?.focus();
    return () => target.removeAttribute('data-tour-state');
  }, [isRunning, stop]);

  function end(isComplete: boolean) {
    returnFocusTo.current?.focus();
    onEnd({ isComplete });
  }

  if (!isRunning || !stops) return null;
  const isLast = index === stops.length - 1;
  return (
    <Popover open onOpenChange={(next) => !next && end(false)}>
      <PopoverAnchor virtualRef={{ current: stop.element }} />
      <PopoverContent
        data-slot="help-tour"
        data-step={stop.step.id}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        side="bottom"
        collisionPadding={8}
        className="grid gap-3"
        // Focus goes to the step's title instead of the first button, and back by `end`.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          titleRef.current?.focus();
        }}
        onCloseAutoFocus={(event) => event.preventDefault()}
        // Clicks on the page do not end the tour; Escape and 'Skip tour' do.
        onInteractOutside={(event) => event.preventDefault()}
      >
        <p data-slot="help-tour-progress" className="text-xs text-muted-foreground">
          Step {index + 1} of {stops.length}
        </p>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className="text-base font-semibold outline-none">
          {stop.step.title}
        </h2>
        <p id={descriptionId}>{stop.step.description}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <Button variant="ghost" size="sm" className="min-h-10" onClick={() => end(false)}>
            Skip tour
          </Button>
          <div className="flex gap-2">
            {index > 0 && (
              <Button variant="outline" onClick={() => setIndex(index - 1)}>
                Back
              </Button>
            )}
            <Button onClick={() => (isLast ? end(true) : setIndex(index + 1))}>
              {isLast ? 'Done' : 'Next'}
            </Button>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}
