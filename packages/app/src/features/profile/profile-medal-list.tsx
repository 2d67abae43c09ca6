import { formatDate, type MedalLevel, medalNames, type UserMedal } from '@segno/domain';
import { cn, EmptyState, ListPreview } from '@segno/ui';

const discTone = {
  1: 'bg-bronze text-bronze-foreground',
  2: 'bg-silver text-silver-foreground',
  3: 'bg-gold text-gold-foreground',
} as const;

/** The medals a learner has earned, newest first: the medal, its segment and when it was earned. */
export function ProfileMedalList({ medals }: { medals: readonly UserMedal[] }) {
  return (
    <ListPreview
      items={medals}
      label="Medals"
      getKey={(medal) => medal.medal_id}
      emptyState={<EmptyState headingLevel={3} title="No medals yet" />}
      renderItem={(medal) => {
        // The schema bounds the level to 1..3.
        const level = medal.level as MedalLevel;
        const name = `${medalNames[level]} medal`;
        return (
          <div
            data-slot="profile-medal"
            data-level={level}
            className="flex items-center gap-3 rounded-md border border-border bg-surface p-2 text-surface-foreground"
          >
            <span
              aria-hidden="true"
              className={cn(
                'inline-flex size-10 shrink-0 items-center justify-center rounded-full font-bold',
                discTone[level],
              )}
            >
              ★
            </span>
            <span className="grid min-w-0">
              <span className="truncate font-medium">
                {name}
                <span className="font-normal text-muted-foreground"> in {medal.segment_name}</span>
              </span>
              <span className="text-xs text-muted-foreground">Earned {formatDate(medal.earned_date)}</span>
            </span>
          </div>
        );
      }}
    />
  );
}
