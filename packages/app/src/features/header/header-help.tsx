import {
  FeedbackDialog,
  type FeedbackValues,
  HelpTour,
  RequestContentDialog,
  type RequestContentValues,
} from '@segno/ui';
import { useCallback, useState } from 'react';
import { type HelpChoice, HelpMenu } from './help-menu';

export type HeaderHelpProps = {
  /** Sends the feedback; resolve to close the dialog, reject to keep it open with an error. */
  onSendFeedback: (values: FeedbackValues) => Promise<void>;
  /** Sends the content request; resolve to close the dialog, reject to keep it open with an error. */
  onRequestContent: (values: RequestContentValues) => Promise<void>;
};

/** The header's help entry and what it opens: the feedback and request dialogs and the help tour. */
export function HeaderHelp({ onSendFeedback, onRequestContent }: HeaderHelpProps) {
  const [opened, setOpened] = useState<HelpChoice>();
  const closeWhenShut = (isOpen: boolean) => !isOpen && setOpened(undefined);
  const endTour = useCallback(() => setOpened(undefined), []);
  return (
    <>
      <HelpMenu onChoose={setOpened} />
      <FeedbackDialog open={opened === 'feedback'} onOpenChange={closeWhenShut} onSubmit={onSendFeedback} />
      <RequestContentDialog
        open={opened === 'request-content'}
        onOpenChange={closeWhenShut}
        onSubmit={onRequestContent}
      />
      <HelpTour open={opened === 'tour'} onEnd={endTour} />
    </>
  );
}
