/**
 * Launch and expiration (001 sections 3 and 4): a content or seglet is launched when its start date is not in
 * the future and expired from its expiration date on. Our rule (the spec names both dates but no order): an
 * expiration date falls after the launch date. The admin form, the server and the learner's lists all read
 * these.
 */
import { adminMessages } from '../messages-admin';

export type Schedule = { start_date: Date | null; expiration_date: Date | null };

/** Launched when there is no start date, or it is not in the future. */
export function isLaunched(startDate: Date | null, now: Date): boolean {
  return startDate === null || startDate.getTime() <= now.getTime();
}

/** Expired from the expiration date on. */
export function isExpired(expirationDate: Date | null, now: Date): boolean {
  return expirationDate !== null && expirationDate.getTime() <= now.getTime();
}

/** What learners see of it now: 'scheduled' before launch, 'expired' after expiration, else 'live'. */
export type ScheduleState = 'scheduled' | 'live' | 'expired';

export function scheduleState(schedule: Schedule, now: Date): ScheduleState {
  if (isExpired(schedule.expiration_date, now)) return 'expired';
  return isLaunched(schedule.start_date, now) ? 'live' : 'scheduled';
}

/** The expiration date's error, if any: it must fall after the launch date when both are set. */
export function expirationRule(schedule: Schedule): string | undefined {
  const { start_date, expiration_date } = schedule;
  if (start_date === null || expiration_date === null) return undefined;
  return expiration_date.getTime() > start_date.getTime()
    ? undefined
    : adminMessages.schedule.expirationBeforeLaunch;
}
