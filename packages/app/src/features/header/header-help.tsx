import type { FeedbackValues, RequestContentValues } from '@segno/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type HelpChoice, HelpMenu } from './help-menu';
import { lazyWidget } from './lazy-widget';

// Closed until chosen in the help menu: each is mounted only while it is open, so its code (from its own entry, not
// the barrel) is fetched on the first choice (issue 11).
const FeedbackDialog = lazyWidget(
  'The feedback dialog',
  async () => (await import('@segno/ui/feedback-dialog')).FeedbackDialog,
);
const RequestContentDialog = lazyWidget(
  'The content request dialog',
  async () => (await import('@segno/ui/request-content-dialog')).RequestContentDialog,
);
const HelpTour = lazyWidget('The help tour', async () => (await import('@segno/ui/help-tour')).HelpTour);

export type HeaderHelpProps = {
  /** Sends the feedback; resolve to close the dialog, reject to keep it open with an error. */
  onSendFeedback: (values: FeedbackValues) => Promise<void>;
  /** Sends the content request; resolve to close the dialog, reject to keep it open with an error. */
  onRequestContent: (values: RequestContentValues) => Promise<void>;
};

/**
 * The header's help entry and what it opens: the feedback and request dialogs and the help tour. Focus goes back
 * to 'Help' when the chosen one closes (the dialogs have no trigger of their own to return it to).
 */
export function HeaderHelp({ onSendFeedback, onRequestContent }: HeaderHelpProps) {
  const [opened, setOpened] = useState<HelpChoice>();
  const helpButton = useRef<HTMLButtonElement>(null);
  const wasOpened = useRef(false);
  const close = useCallback(() => setOpened(undefined), []);
  const closeWhenShut = (isOpen: boolean) => !isOpen && close();

  // After the chosen widget has unmounted, so its focus trap no longer holds focus.
  useEffect(() => {
    if (opened) wasOpened.current = true;
    else if (wasOpened.current) {
      wasOpened.current = false;
      helpButton.current?.focus();
    }
  }, [opened]);

  return (
    <>
      <HelpMenu onChoose={setOpened} triggerRef={helpButton} />
      {opened === 'feedback' && (
        <FeedbackDialog open onOpenChange={closeWhenShut} onSubmit={onSendFeedback} onLoadFailed={close} />
      )}
      {opened === 'request-content' && (
        <RequestContentDialog
          open
          onOpenChange={closeWhenShut}
          onSubmit={onRequestContent}
          onLoadFailed={close}
        />
      )}
      {opened === 'tour' && <HelpTour open onEnd={close} onLoadFailed={close} />}
    </>
  );
}
