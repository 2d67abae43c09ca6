import { inactivityMachine, isInactivityWarningOpen } from '@segno/machines';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useApi } from '../../api/api-context';
import { clearSession } from '../../api/session-cookies';
import { paths } from '../../paths';
import { lazyWidget } from '../header/lazy-widget';

// The warning's dialog (Radix Dialog) is fetched when the warning opens, not with the signed-in page.
const InactivityWarningDialog = lazyWidget(
  'The inactivity warning',
  async () => (await import('@segno/ui/inactivity-dialog')).InactivityWarningDialog,
);

/** The machine's named delays, shortened by stories; the spec's values otherwise. */
export type InactivityDelays = Partial<
  Record<'inactivityWarning' | 'inactivityTick' | 'warningThrottle', number>
>;

/**
 * The one inactivity watcher of the signed-in area (000, sections 4 and 9). Every API call, from anywhere,
 * restarts the wait (the api client's `onRequest`); 2 hours after the last one the warning counts down.
 * Keep alive asks for the user's stats, a cheap authenticated call that refreshes the server session; log
 * off or the countdown's end signs out, clears the session and goes to login.
 *
 * "Log off closes every dialog": every dialog of the signed-in area is a child of the layout this watcher
 * sits in, so the navigation to /login unmounts (closes) them all; `closeAllDialogs` has nothing else to do.
 */
export function InactivityWatcher({ userId, delays }: { userId: number; delays?: InactivityDelays }) {
  const api = useApi();
  const navigate = useNavigate();
  const [machine] = useState(() =>
    inactivityMachine.provide({
      actors: {
        keepAlive: fromPromise<unknown>(() => api.getUserStats(userId)),
        signOut: fromPromise<unknown>(() => api.signOut(userId)),
      },
      actions: {
        goToLogin: () => {
          clearSession();
          navigate(paths.login(), { replace: true });
        },
      },
      ...(delays && { delays }),
    }),
  );
  const actorRef = useActorRef(machine);
  const isWarningOpen = useSelector(actorRef, isInactivityWarningOpen);
  const secondsLeft = useSelector(actorRef, (snapshot) => snapshot.context.secondsLeft);

  useEffect(() => api.onRequest(() => actorRef.send({ type: 'inactivity.request' })), [api, actorRef]);

  if (!isWarningOpen) return null;
  return (
    <InactivityWarningDialog
      open
      secondsLeft={secondsLeft}
      onKeepAlive={() => actorRef.send({ type: 'inactivity.keep-alive' })}
      onLogOff={() => actorRef.send({ type: 'inactivity.log-off' })}
    />
  );
}
