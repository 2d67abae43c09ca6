/**
 * Launch and expiration (001 sections 3 and 4): a content or seglet is launched when its start date is not in
 * the future and expired from its expiration date on. Our rule (the spec names both dates but no order): an
 * expiration date falls after the launch date. The admin form, the server and the learner's lists all read
 * these.
 */
import { adminMessages } from '../messages-admin';

export type Schedule = { start_date: Date | null; expiration_date: Date | null };

/** What learners see of it now: 'scheduled' before launch, 'expired' after expiration, else 'live'. */
export type ScheduleState = 'scheduled' | 'live' | 'expired';

/**
 * Expired from the expiration date on (whatever the start date); else launched when there is no start date or
 * it is not in the future. The server's learner queries mirror this in SQL (`isConsumable`).
 */
export function scheduleState(schedule: Schedule, now: Date): ScheduleState {
  const { start_date, expiration_date } = schedule;
  if (expiration_date !== null && expiration_date.getTime() <= now.getTime()) return 'expired';
  return start_date === null || start_date.getTime() <= now.getTime() ? 'live' : 'scheduled';
}

/** The expiration date's error, if any: it must fall after the launch date when both are set. */
export function expirationRule(schedule: Schedule): string | undefined {
  const { start_date, expiration_date } = schedule;
  if (start_date === null || expiration_date === null) return undefined;
  return expiration_date.getTime() > start_date.getTime()
    ? undefined
    : adminMessages.schedule.expirationBeforeLaunch;
}
