/**
 * Publishing a segment's medals (001 sections 4 and 5). A medal asked to be published is checked; one that
 * fails is saved as a draft with its error code:
 * 1 its points exceed the segment's total possible points (the segment's max points, default 150);
 * 2 it has zero points and no badges;
 * 3 the published medals' points are not strictly rising, bronze < silver < gold;
 * 4 its points are not a number.
 * Drafts are never checked, so a draft can hold anything the admin is still working on, except error 4: the
 * points are stored, so they must be a number whatever the status.
 */

import { type MedalLevel, medalLevels } from '../gamification/medals';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { publicationStatus } from '../publication-status';
import { parseWholeNumber } from './field-rules';

export const medalErrorCodes = [1, 2, 3, 4] as const;
export type MedalErrorCode = (typeof medalErrorCodes)[number];

export type MedalStatus = typeof publicationStatus.draft | typeof publicationStatus.published;

export type MedalDraft = {
  level: MedalLevel;
  /** As typed: the medal editor's field is text, and the server checks what it is sent the same way. */
  points: string | number;
  status: MedalStatus;
  /** Badges earned with this medal. */
  badgeCount: number;
};

export type CheckedMedal = {
  level: MedalLevel;
  /** The points to store; undefined when they were not a number (error 4), so the stored points stay. */
  points: number | undefined;
  /** The status to store: the one asked for, or draft when publishing was refused. */
  status: MedalStatus;
  error: MedalErrorCode | undefined;
};

/**
 * Checks a segment's three medals for publishing. Error 3 is judged after errors 1, 2 and 4 have reverted
 * their medals, so only medals that will really be published are compared; of two medals out of order, the
 * higher level is the one refused.
 */
export function checkMedals(medals: readonly MedalDraft[], maxPoints: number): CheckedMedal[] {
  const byLevel = [...medals].sort((a, b) => a.level - b.level);
  const first = byLevel.map((medal): CheckedMedal => {
    const points = parseWholeNumber(medal.points);
    const base = { level: medal.level, points, status: medal.status, error: undefined };
    if (points === undefined) return { ...base, status: publicationStatus.draft, error: 4 };
    if (medal.status !== publicationStatus.published) return base;
    if (points > maxPoints) return { ...base, status: publicationStatus.draft, error: 1 };
    if (points === 0 && medal.badgeCount === 0) return { ...base, status: publicationStatus.draft, error: 2 };
    return base;
  });
  let highestPublished: number | undefined;
  return first.map((medal) => {
    if (medal.status !== publicationStatus.published || medal.points === undefined) return medal;
    if (highestPublished !== undefined && medal.points <= highestPublished)
      return { ...medal, status: publicationStatus.draft, error: 3 };
    highestPublished = medal.points;
    return medal;
  });
}

/** The message for a medal's error code; error 1 names the segment's possible points. */
export function medalErrorMessage(code: MedalErrorCode, maxPoints: number): string {
  return formatMessage(adminMessages.medalErrors[code], { max: maxPoints });
}

/** The three medals a new segment starts with: drafts at 0 points. */
export const newSegmentMedals = medalLevels.map((level) => ({
  level,
  points: 0,
  status: publicationStatus.draft,
}));
