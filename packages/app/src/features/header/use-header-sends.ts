import { messages } from '@segno/domain';
import type { FeedbackValues, RequestContentValues } from '@segno/ui';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { clientDetails } from './client-details';

/** A success message to show at the top of the page; a new id shows it again after a repeated send. */
export type HeaderNotice = { id: number; text: string };

/**
 * Sends the header's feedback and content requests for the signed-in user and keeps the success message
 * (000, section 4: a success banner that leaves after 8 seconds). A failed send rejects, so the dialog stays.
 */
export function useHeaderSends(userId: number) {
  const api = useApi();
  const [notice, setNotice] = useState<HeaderNotice>();
  const announce = (text: string) => setNotice((previous) => ({ id: (previous?.id ?? 0) + 1, text }));

  return {
    notice,
    clearNotice: () => setNotice(undefined),
    sendFeedback: async (values: FeedbackValues) => {
      await api.sendFeedback(userId, { ...values, ...clientDetails() });
      announce(messages.banners.feedbackSent);
    },
    requestContent: async (values: RequestContentValues) => {
      await api.requestContent(userId, { ...values, pageUrl: window.location.href });
      announce(messages.banners.contentRequestSent);
    },
  };
}
