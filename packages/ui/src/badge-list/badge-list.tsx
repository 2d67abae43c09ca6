import { limits } from '@segno/domain';
import type { ReactNode } from 'react';
import { Avatar } from '../avatar';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { CheckIcon } from '../lib/icons';
import { ListPreview } from '../list-preview';

/** One badge of a segment or of the learner, with whether the learner has earned it. */
export type BadgeListBadge = {
  badge_id: number;
  name: string;
  /** The badge's picture; without one its initials show. */
  image_url?: string;
  is_earned: boolean;
};

/** 000, section 9: a badge list shows 4 by default; the system badge display shows 8 before expand. */
export const badgeListPreviewCount = {
  segment: limits.badgePreview,
  system: limits.systemBadgePreview,
} as const;

export type BadgeListProps = {
  badges: readonly BadgeListBadge[];
  /** 'segment' previews 4 badges, 'system' (every badge of the learner) previews 8. */
  variant?: keyof typeof badgeListPreviewCount;
  /** Names the list for screen readers. */
  label?: string;
  /** Shown instead of the list when there are no badges. */
  emptyState?: ReactNode;
  /** Whether every badge shows (controlled). */
  expanded?: boolean;
  /** Called when the learner expands or collapses the list. */
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
};

function BadgeListItem({ badge }: { badge: BadgeListBadge }) {
  return (
    <div
      data-slot="badge-list-item"
      data-state={badge.is_earned ? 'earned' : 'not-earned'}
      className="flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-surface-foreground"
    >
      <span className="relative">
        <Avatar
          name={badge.name}
          src={badge.image_url}
          aria-hidden="true"
          className={cn(!badge.is_earned && 'border-2 border-dashed border-input grayscale')}
        />
        {badge.is_earned && (
          <span className="absolute right-0 bottom-0 inline-flex size-5 items-center justify-center rounded-full bg-success text-success-foreground">
            <CheckIcon className="size-3" strokeWidth={3} />
          </span>
        )}
      </span>
      <span className="grid min-w-0">
        <span className="truncate font-medium">{badge.name}</span>
        {/* The words, not only the colour and the tick, say whether it is earned (WCAG 1.4.1). */}
        <span className="text-xs text-muted-foreground">{badge.is_earned ? 'Earned' : 'Not earned yet'}</span>
      </span>
    </div>
  );
}

/** Badges with a 'Show all (N)' toggle; earned ones carry a tick and the word 'Earned'. */
export function BadgeList({
  badges,
  variant = 'segment',
  label = 'Badges',
  emptyState,
  expanded,
  onExpandedChange,
  className,
}: BadgeListProps) {
  return (
    <ListPreview
      items={badges}
      label={label}
      getKey={(badge) => badge.badge_id}
      previewCount={badgeListPreviewCount[variant]}
      renderItem={(badge) => <BadgeListItem badge={badge} />}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      emptyState={emptyState ?? <EmptyState headingLevel={3} title="No badges yet" />}
      className={className}
    />
  );
}
