import { useRef } from 'react';

/**
 * Sends focus back to where it was when the dialog opened. Radix returns focus to a `DialogTrigger`; the
 * dialogs the app opens by itself (a result, a warning) have none, and focus would fall to the page's body.
 * Spread the handlers on `DialogContent`; `onOpenAutoFocus` runs before focus moves into the dialog.
 */
export function useReturnFocus(onOpenAutoFocus?: (event: Event) => void) {
  const returnToRef = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const active = document.activeElement;
      returnToRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus(event: Event) {
      const returnTo = returnToRef.current;
      if (!returnTo?.isConnected) return;
      event.preventDefault();
      returnTo.focus();
    },
  };
}
