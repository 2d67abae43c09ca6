import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { CloseIcon } from '../lib/icons';
import { Truncate } from '../truncate';
import type { RecommendationItem } from './recommendation-list-types';

const numberFormat = new Intl.NumberFormat('en-US');

export type RecommendationListItemProps = {
  item: RecommendationItem;
  onDismiss: () => void;
};

/** A thumbnail, the name (cut at 32 characters), the type and points, and a dismiss button. */
export function RecommendationListItem({ item, onDismiss }: RecommendationListItemProps) {
  const name = <Truncate text={item.name} className="font-medium" />;
  return (
    <div
      data-slot="recommendation-item"
      data-kind={item.kind}
      className="flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-surface-foreground"
    >
      {item.thumbnail_url ? (
        <img
          src={item.thumbnail_url}
          alt=""
          width={64}
          height={48}
          className="h-12 w-16 shrink-0 rounded-sm object-cover"
        />
      ) : (
        <span aria-hidden="true" className="h-12 w-16 shrink-0 rounded-sm bg-muted" />
      )}
      <span className="grid min-w-0 flex-1 gap-0.5">
        {item.href ? (
          <a
            href={item.href}
            className={cn('rounded-sm text-primary underline-offset-2 hover:underline', focusRing)}
          >
            {name}
          </a>
        ) : (
          name
        )}
        <span className="text-xs text-muted-foreground">
          {item.type_label} · {numberFormat.format(item.points)} points
        </span>
      </span>
      <IconButton label={`Dismiss ${item.name}`} onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
