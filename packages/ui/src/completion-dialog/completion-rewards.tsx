import { formatMessage, type MedalLevel, medalNames, messages } from '@segno/domain';
import type { ReactNode } from 'react';

/** A badge earned by this completion, with the message its admin wrote for it (the notifications step). */
export type CompletionBadge = { badge_id: number; name: string; message?: string };
/** A medal earned by this completion: its level and the segment's name. */
export type CompletionMedal = { medal_id: number; level: MedalLevel; name: string };

export type CompletionRewardsProps = {
  badges?: readonly CompletionBadge[];
  medals?: readonly CompletionMedal[];
  /** The learner's new level when it rose, else null. */
  level?: number | null;
};

/** What a completion or a redeemed SegnoCode earned beyond points: new badges, medals and level. Renders
 * nothing when there is none. */
export function CompletionRewards({ badges = [], medals = [], level = null }: CompletionRewardsProps) {
  if (badges.length === 0 && medals.length === 0 && level === null) return null;
  return (
    <div data-slot="completion-rewards" className="grid gap-3 text-sm">
      {badges.length > 0 && (
        <RewardList title={messages.completion.newBadges}>
          {badges.map((badge) => (
            <li key={badge.badge_id}>
              {badge.name}
              {badge.message && <span className="block pl-5">{badge.message}</span>}
            </li>
          ))}
        </RewardList>
      )}
      {medals.length > 0 && (
        <RewardList title={messages.completion.newMedals}>
          {medals.map((medal) => (
            <li key={medal.medal_id} data-level={medal.level}>
              {medal.name}: {medalNames[medal.level]}
            </li>
          ))}
        </RewardList>
      )}
      {level !== null && (
        <p data-slot="completion-level" className="font-medium">
          {formatMessage(messages.completion.newLevel, { level })}
        </p>
      )}
    </div>
  );
}

function RewardList({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h3 className="font-medium">{title}</h3>
      <ul className="list-inside list-disc text-muted-foreground">{children}</ul>
    </div>
  );
}
