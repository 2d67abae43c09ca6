import { isRecent } from '@segno/domain';
import { cva } from 'class-variance-authority';
import { type MouseEvent, type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';
import { CheckIcon, LockIcon } from '../lib/icons';
import { raisedSurface } from '../lib/surfaces';
import { RatingStars } from '../rating-stars';
import { Tag } from '../tag';
import { Truncate } from '../truncate';
import { contentTypeLabel, estimatedTimeLabel, expertiseLabel, pointsLabel } from './content-card-labels';
import type { ContentCardContent } from './content-card-types';

export type ContentCardState = 'locked' | 'complete' | 'available';

export const contentCardVariants = cva(
  [raisedSurface, 'relative flex min-w-0 flex-col overflow-hidden transition-shadow hover:shadow-overlay'],
  {
    variants: {
      state: {
        available: '',
        complete: 'border-success/60',
        locked: 'border-dashed',
      },
    },
    defaultVariants: { state: 'available' },
  },
);

/** What a custom link (a router's Link) receives: spread it onto the element. */
export type ContentCardLinkProps = {
  className: string;
  children: ReactNode;
  'data-slot': 'content-card-link';
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
};

export type ContentCardProps = {
  content: ContentCardContent;
  /** Where the card leads, such as '#/dashboard/content/42'. */
  href?: string;
  /**
   * Called when the card is activated (click or Enter), locked or not: the app opens the content or, for a
   * locked one, the locked-content modal (it may call `event.preventDefault()` to stay on the page).
   */
  onSelect?: (content: ContentCardContent, event: MouseEvent<HTMLAnchorElement>) => void;
  /** Renders the link yourself (a router Link); the card's whole surface is its click target either way. */
  renderLink?: (props: ContentCardLinkProps) => ReactNode;
  /** A trigger placed above the link, such as the preview popover's button. */
  preview?: ReactNode;
  /** Today, for the 'New' flag (injectable so stories and tests are stable). */
  now?: Date;
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
};

export function contentCardState(content: Pick<ContentCardContent, 'is_locked' | 'is_complete'>) {
  if (content.is_locked) return 'locked';
  return content.is_complete ? 'complete' : 'available';
}

// The link's ::after covers the card, so the whole tile is one link whose name is the full title.
const linkClass = [
  'rounded-sm text-primary underline-offset-2 outline-none hover:underline',
  'after:absolute after:inset-0 after:rounded-lg after:content-[""]',
  'focus-visible:after:ring-2 focus-visible:after:ring-ring focus-visible:after:ring-inset',
].join(' ');

/**
 * A content tile (000 section 9): title cut at 32 characters, 'New' while its start date is within 14 days,
 * type, expertise, rating, points, estimated time, and the completed or locked state.
 */
export function ContentCard({
  content,
  href,
  onSelect,
  renderLink,
  preview,
  now = new Date(),
  headingLevel: Heading = 'h3',
  className,
}: ContentCardProps) {
  const titleId = useId();
  const state = contentCardState(content);
  const isNew = content.start_date !== null && isRecent(content.start_date, now);
  const expertise = expertiseLabel(content.expertise);
  const estimatedTime = estimatedTimeLabel(content.estimated_time);
  const handleClick = onSelect && ((event: MouseEvent<HTMLAnchorElement>) => onSelect(content, event));
  const linkProps: ContentCardLinkProps = {
    className: linkClass,
    children: <Truncate text={content.name} />,
    'data-slot': 'content-card-link',
    onClick: handleClick,
  };

  return (
    <article
      data-slot="content-card"
      data-state={state}
      data-new={isNew ? '' : undefined}
      aria-labelledby={titleId}
      className={cn(contentCardVariants({ state }), className)}
    >
      {content.thumbnail_url ? (
        <img
          src={content.thumbnail_url}
          alt=""
          width={320}
          height={180}
          className="aspect-video w-full object-cover"
        />
      ) : (
        <span aria-hidden="true" className="block aspect-video w-full bg-secondary" />
      )}
      <div className="grid flex-1 content-start gap-2 p-4 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {isNew && <Tag label="New" variant="primary" />}
          <span data-slot="content-card-type" className="text-xs font-medium text-muted-foreground uppercase">
            {contentTypeLabel(content.type)}
          </span>
        </div>
        <Heading id={titleId} className="text-base font-semibold">
          {/* Without a destination the link still needs an href to be focusable and announced. */}
          {renderLink ? renderLink(linkProps) : <a href={href ?? '#'} {...linkProps} />}
        </Heading>
        <ul className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground">
          {expertise && <li data-slot="content-card-expertise">{expertise}</li>}
          {estimatedTime && <li data-slot="content-card-time">{estimatedTime}</li>}
          <li data-slot="content-card-points">{pointsLabel(content.points)}</li>
        </ul>
        <RatingStars readOnly value={content.rating ?? undefined} />
        {state !== 'available' && (
          <p
            data-slot="content-card-status"
            className={cn(
              'inline-flex items-center gap-1.5 font-medium',
              state === 'locked' ? 'text-foreground' : 'text-success',
            )}
          >
            {state === 'locked' ? <LockIcon /> : <CheckIcon />}
            {state === 'locked' ? 'Locked' : 'Completed'}
          </p>
        )}
      </div>
      {preview && (
        <div data-slot="content-card-preview" className="relative z-10 px-4 pb-3">
          {preview}
        </div>
      )}
    </article>
  );
}
