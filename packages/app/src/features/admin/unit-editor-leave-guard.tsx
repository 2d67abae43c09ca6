import { planAdminMessages } from '@segno/domain';
import { ConfirmDialog } from '@segno/ui';
import { type RefObject, useEffect } from 'react';
import { useBlocker } from 'react-router-dom';

const texts = planAdminMessages.unitScreens;

/**
 * Unsaved changes are not lost silently: leaving the page inside the app (Close, a link, the browser's back)
 * asks first, and closing or reloading the tab gets the browser's own question. `isLeaving` lets a leave that
 * follows a save through.
 */
export function UnitEditorLeaveGuard({
  isDirty,
  isLeaving,
}: {
  isDirty: boolean;
  isLeaving: RefObject<boolean>;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !isLeaving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  if (blocker.state !== 'blocked') return null;
  return (
    <ConfirmDialog
      open
      title={texts.leaveTitle}
      message={texts.leaveMessage}
      confirmLabel={texts.leave}
      cancelLabel={texts.stay}
      tone="danger"
      onConfirm={() => blocker.proceed()}
      onCancel={() => blocker.reset()}
    />
  );
}
