/**
 * Whether a learner may submit a content (000, sections 4 to 6 and 8), decided inside the caller's
 * transaction with the domain rules: the content must be consumable (published, in a published segment if
 * any), the learner not restricted (generic user id; off the clock and the content assigned), and the
 * content not locked by its prerequisites.
 */
import {
  type CompletionResult,
  type EarnedMedal,
  isLocked,
  type MedalLevel,
  medalNames,
  type SubmitRestriction,
  scheduleState,
  submitRestriction,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { readPrerequisites } from '../repositories/prerequisite-repository';
import {
  findSubmittableContent,
  readOnTheClockEnabled,
  readSubmitter,
  type SubmittableContent,
} from '../repositories/submission-repository';

const published = 2;

/**
 * not_found: no such content; not_consumable: draft, archived, in a segment that is not published, or not live
 * (before its or its seglet's launch, from its or its seglet's expiration on).
 */
export type SubmissionRefusal = 'not_found' | 'not_consumable' | 'locked' | SubmitRestriction;

/**
 * Published, in a published segment if any, and live at `now` with its seglet (the domain's `scheduleState`):
 * what the learner's lists show (`isConsumable` in the content repository says the same in SQL).
 */
export function isConsumable(content: SubmittableContent, now: Date): boolean {
  const isLive = (schedule: SubmittableContent['schedule'] | null) =>
    schedule === null || scheduleState(schedule, now) === 'live';
  return (
    content.status === published &&
    (content.segmentId === null || content.segmentStatus === published) &&
    isLive(content.schedule) &&
    isLive(content.segletSchedule)
  );
}

/** The content when the learner may consume it, else why not (without the submit restrictions). */
export async function checkConsumable(
  tx: Orm,
  contentId: number,
  now: Date,
): Promise<SubmittableContent | 'not_found' | 'not_consumable'> {
  const content = await findSubmittableContent(tx, contentId);
  if (!content) return 'not_found';
  return isConsumable(content, now) ? content : 'not_consumable';
}

/** The content when the learner may submit it, else the first reason they may not. */
export async function checkSubmission(
  tx: Orm,
  userId: number,
  contentId: number,
  now: Date,
): Promise<SubmittableContent | SubmissionRefusal> {
  const content = await checkConsumable(tx, contentId, now);
  if (typeof content === 'string') return content;
  const submitter = await readSubmitter(tx, userId, content.segmentId);
  if (!submitter) return 'not_found';
  const restriction = submitRestriction(
    { is_generic_user: submitter.isGenericUser, on_the_clock: submitter.onTheClock },
    { is_required: submitter.isAssigned },
    await readOnTheClockEnabled(tx),
  );
  if (restriction) return restriction;
  const prerequisites = await readPrerequisites(tx, userId, contentId);
  const completed = prerequisites.items.filter((item) => item.is_complete).length;
  if (isLocked(prerequisites.rule, prerequisites.items.length, completed)) return 'locked';
  return content;
}

/** The engine's medals with their level's name, as the reward popup lists them. */
export function toEarnedMedals(medals: CompletionResult['medals']): EarnedMedal[] {
  return medals.map((medal) => ({ ...medal, name: medalNames[medal.level as MedalLevel] }));
}
