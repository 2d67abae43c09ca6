import { createContext, useContext, useDeferredValue, useState } from 'react';

/**
 * The data of every group and connection the canvas held when its view last started to move (a pan, a zoom step).
 * A part that mounts with such data is coming into view; a part with data the set does not know comes from an edit
 * (or is in the first view).
 */
export const CanvasMovedPastContext = createContext<WeakSet<object> | undefined>(undefined);

/**
 * Whether a canvas part (a group's card, a connection's detach button) shows its full content yet. A part coming into
 * view as the view moves mounts light and fills in at once in a background render that React interrupts for the
 * next frame, so the frame that moves the view pays for the light part only (issue 9: a pan or zoom frame under
 * 16 ms). A part mounted by an edit is full from the start: the admin uses it straight away.
 */
export function useIsFilled(data: object | undefined): boolean {
  const movedPast = useContext(CanvasMovedPastContext);
  const [isComingIntoView] = useState(() => data !== undefined && movedPast?.has(data) === true);
  return useDeferredValue(true, isComingIntoView ? false : undefined);
}
