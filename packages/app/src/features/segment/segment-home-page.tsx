import type { MedalLevel } from '@segno/domain';
import {
  BadgeList,
  buttonVariants,
  cn,
  EmptyState,
  MedalCards,
  ProgressMeter,
  SegletList,
  SubscriptionControls,
} from '@segno/ui';
import { useId } from 'react';
import { useLoaderData } from 'react-router-dom';
import { hashHref, paths } from '../../paths';
import { useDashboardActions } from '../dashboard/use-dashboard-actions';
import type { SegmentHomeData } from './segment-home-loader';

/** The localStorage key of the segment home's content sort (000, section 9: remembered locally). */
export const segmentSortStorageKey = 'segno.sort.segment';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * /dashboard/segments/{segment_id}/home: the segment's progress and subscription, its seglets (10 shown) with
 * contents sorted the learner's remembered way, its medals and badges, and a link to its leaderboard.
 */
export function SegmentHomePage() {
  const { segment } = useLoaderData() as SegmentHomeData;
  const { onSegmentSubscribeChange } = useDashboardActions();
  const titleId = useId();
  const segmentId = segment.segment_id;

  return (
    <div className="grid gap-8">
      <header className="grid gap-3">
        <h1 id={titleId} className="text-2xl font-semibold">
          {segment.name}
        </h1>
        {segment.description && <p className="max-w-prose text-muted-foreground">{segment.description}</p>}
        <ProgressMeter
          value={segment.contents.percent_complete}
          label={`${segment.name} progress`}
          className="max-w-md"
        />
        <p data-slot="segment-points" className="text-sm">
          {numberFormat.format(segment.segment_score)} of {numberFormat.format(segment.total_points)} points
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <SubscriptionControls
            isSubscribed={segment.is_subscribed === 1}
            isAssigned={segment.is_assigned === 1}
            describedBy={titleId}
            onSubscribeChange={(subscribe) => onSegmentSubscribeChange(segmentId, subscribe)}
          />
          <a
            href={hashHref(paths.leaderboard(segmentId))}
            className={cn(buttonVariants({ variant: 'outline', size: 'sm' }))}
          >
            Leaderboard<span className="sr-only"> of {segment.name}</span>
          </a>
        </div>
      </header>
      <section aria-labelledby={`${titleId}-seglets`} className="grid gap-3">
        <h2 id={`${titleId}-seglets`} className="text-xl font-semibold">
          Seglets
        </h2>
        <SegletList
          seglets={segment.seglets ?? []}
          sortStorageKey={segmentSortStorageKey}
          getHref={(content) =>
            hashHref(
              paths.content({
                contentId: content.content_id,
                segmentId,
                segletId: content.seglet_id ?? undefined,
              }),
            )
          }
        />
      </section>
      <section aria-labelledby={`${titleId}-medals`} className="grid gap-3">
        <h2 id={`${titleId}-medals`} className="text-xl font-semibold">
          Medals
        </h2>
        {(segment.medals ?? []).some((medal) => medal.active) ? (
          <MedalCards
            // The schema bounds the level to 1..3 but types it as a number.
            medals={(segment.medals ?? []).map((medal) => ({ ...medal, level: medal.level as MedalLevel }))}
            segmentScore={segment.segment_score}
            label={`Medals of ${segment.name}`}
          />
        ) : (
          <EmptyState headingLevel={3} title="No medals in this segment" />
        )}
      </section>
      <section aria-labelledby={`${titleId}-badges`} className="grid gap-3">
        <h2 id={`${titleId}-badges`} className="text-xl font-semibold">
          Badges
        </h2>
        <BadgeList
          badges={(segment.badges ?? []).filter((badge) => badge.active)}
          label={`Badges of ${segment.name}`}
          emptyState={<EmptyState headingLevel={3} title="No badges in this segment" />}
        />
      </section>
    </div>
  );
}
