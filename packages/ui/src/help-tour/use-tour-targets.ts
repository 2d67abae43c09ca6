import { useLayoutEffect, useState } from 'react';
import type { HelpTourStep } from './help-tour-steps';

export type TourStop = { step: HelpTourStep; element: Element };

/**
 * The steps whose target is on the page, looked up each time the tour opens; a step whose target is
 * missing is skipped. `undefined` until the lookup ran.
 */
export function useTourTargets(isOpen: boolean, steps: readonly HelpTourStep[]): TourStop[] | undefined {
  const [stops, setStops] = useState<TourStop[]>();
  useLayoutEffect(() => {
    if (!isOpen) {
      setStops(undefined);
      return;
    }
    setStops(
      steps.flatMap((step) => {
        const element = document.querySelector(step.target);
        return element ? [{ step, element }] : [];
      }),
    );
  }, [isOpen, steps]);
  return stops;
}
