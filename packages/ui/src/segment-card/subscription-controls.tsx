import { subscriptionAction } from '@segno/domain';
import { Button } from '../button';
import { useBusyWhilePending } from '../hooks/use-busy-while-pending';
import { Tag } from '../tag';

export type SubscriptionControlsProps = {
  isSubscribed: boolean;
  isAssigned: boolean;
  /** The id of the item's title, so 'Subscribe' is read with what it subscribes to. */
  describedBy?: string;
  /** Called with true to subscribe, false to unsubscribe; the button is busy while its promise is pending. */
  onSubscribeChange?: (subscribe: boolean) => unknown;
};

/** The 'Assigned' / 'Subscribed' chips and the Subscribe or Unsubscribe button. */
export function SubscriptionControls({
  isSubscribed,
  isAssigned,
  describedBy,
  onSubscribeChange,
}: SubscriptionControlsProps) {
  const [isBusy, runBusy] = useBusyWhilePending();
  const action = subscriptionAction({ isSubscribed, isAssigned });

  const change = () => runBusy(() => onSubscribeChange?.(action === 'subscribe'));

  return (
    <div data-slot="subscription-controls" className="flex flex-wrap items-center gap-2">
      {isAssigned && <Tag label="Assigned" variant="primary" />}
      {isSubscribed && <Tag label="Subscribed" variant="outline" />}
      {action !== 'none' && onSubscribeChange && (
        <Button
          size="sm"
          variant={action === 'subscribe' ? 'primary' : 'outline'}
          isLoading={isBusy}
          aria-describedby={describedBy}
          className="ml-auto"
          onClick={change}
        >
          {action === 'subscribe' ? 'Subscribe' : 'Unsubscribe'}
        </Button>
      )}
    </div>
  );
}
