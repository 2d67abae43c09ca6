import { contentCompletionMachine, type SendRatingInput, type SubmitCompletionInput } from '@segno/machines';
import { useMachine } from '@xstate/react';
import { useRef, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';
import { useApiErrorHandler } from '../../routes/route-error';
import type { ContentData } from './content-loader';
import { parentPath } from './content-place';

/**
 * Runs the content-completion machine for the content on screen (000, section 4) with the API's calls: the
 * submission, the rating sent when the reward popup closes, and the header's stats refresh (the signed-in
 * layout's loader is revalidated). A failed submission follows the error catalogue (a 403 returns to the
 * parent view); the machine shows its error popup only for what the catalogue hands back (409).
 */
export function useContentCompletion({ userId, place, content }: ContentData) {
  const api = useApi();
  const revalidator = useRevalidator();
  const handleError = useApiErrorHandler();
  // The machine is built once; its implementations read the latest hooks through this ref.
  const latest = useRef({ revalidate: revalidator.revalidate, handleError });
  latest.current = { revalidate: revalidator.revalidate, handleError };
  const [machine] = useState(() =>
    contentCompletionMachine.provide({
      actors: {
        submitCompletion: fromPromise(async ({ input }: { input: SubmitCompletionInput }) => {
          try {
            return await api.submitCompletion(userId, content.content_id, input);
          } catch (error) {
            latest.current.handleError(error, { forbiddenUrl: parentPath(place) });
            throw error;
          }
        }),
        sendRating: fromPromise<unknown, SendRatingInput>(({ input }) =>
          api.rateContent(userId, content.content_id, input.rating),
        ),
      },
      actions: { refreshStats: () => void latest.current.revalidate() },
    }),
  );
  return useMachine(machine, { input: { content } });
}
