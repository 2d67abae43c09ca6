import type { SignInEvent } from '@segno/machines';
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../api/api-client';
import type { SignInAttempt } from './sign-in-actor';

const loadSignIn = async (api: Pick<ApiClient, 'signIn'>) =>
  (await import('./sign-in-actor')).startSignIn(api);

/**
 * The sign-in machine for the login page, fetched once the page shows: it brings XState (13 kB gzipped), which the
 * page needs neither to paint nor to take typing. An attempt made before it has arrived is sent once it has. The
 * machine is not stopped when the page goes: it ends in its final state, and an attempt still under way then has
 * no page left to answer.
 */
export function useSignIn(api: Pick<ApiClient, 'signIn'>) {
  const [actor] = useState(() => loadSignIn(api));
  const [attempt, setAttempt] = useState<SignInAttempt>({ isSubmitting: false });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let isUnmounted = false;
    void actor.then((started) => {
      if (!isUnmounted) unsubscribe = started.subscribe(setAttempt);
    });
    return () => {
      isUnmounted = true;
      unsubscribe?.();
    };
  }, [actor]);

  const send = useCallback(
    (event: SignInEvent) => void actor.then((started) => started.send(event)),
    [actor],
  );
  return [attempt, send] as const;
}
