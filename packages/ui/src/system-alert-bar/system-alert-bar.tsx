import { type Alert, messages } from '@segno/domain';
import { useRef, useState } from 'react';
import { Banner } from '../banner';

export type SystemAlertBarProps = {
  /** The system-wide alert the signed-in user has not dismissed (text up to 200 characters), or none. */
  alert: Pick<Alert, 'alert_id' | 'text'> | null | undefined;
  /** Dismisses the alert for this user. The bar hides once it resolves and stays if it rejects. */
  onDismiss: (alertId: number) => Promise<void>;
  /** Shown when dismissing fails. */
  dismissErrorMessage?: string;
  className?: string;
};

/** The admins' system-wide alert across the top of the page, with 'Dismiss alert' (000 sections 1 and 7). */
export function SystemAlertBar({
  alert,
  onDismiss,
  dismissErrorMessage = messages.errors.generic,
  className,
}: SystemAlertBarProps) {
  const [dismissedId, setDismissedId] = useState<number>();
  const [hasFailed, setHasFailed] = useState(false);
  const isDismissing = useRef(false);

  if (!alert || alert.alert_id === dismissedId) return null;
  const alertId = alert.alert_id;

  async function dismiss() {
    if (isDismissing.current) return;
    isDismissing.current = true;
    setHasFailed(false);
    try {
      await onDismiss(alertId);
      setDismissedId(alertId);
    } catch {
      setHasFailed(true);
    } finally {
      isDismissing.current = false;
    }
  }

  return (
    <Banner
      data-slot="system-alert-bar"
      tone="warning"
      open
      durationMs={null}
      dismissLabel="Dismiss alert"
      onDismiss={() => void dismiss()}
      className={className}
    >
      <p>{alert.text}</p>
      {hasFailed && <p className="font-medium">{dismissErrorMessage}</p>}
    </Banner>
  );
}
