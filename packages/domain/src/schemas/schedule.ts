/**
 * The launch-and-expiration step's fields as requests send them (PUT /content/{id}, PUT /seglet/{id}); the
 * zod-free rules are in ../authoring/schedule-rules.
 */
import { z } from 'zod';
import { dateFromStamp } from '../dates';
import { adminMessages } from '../messages-admin';

/**
 * A date in a request body: a Date (the app's own form values), or seconds or milliseconds as the client sends
 * them (001 section 3: "sent back in seconds"); null clears it.
 */
export const sentDateSchema = z
  .union([z.instanceof(Date), z.number(), z.string().max(20)])
  .transform((value, context) => {
    const date = value instanceof Date ? value : dateFromStamp(value);
    if (date === undefined || Number.isNaN(date.getTime())) {
      context.addIssue({ code: 'custom', message: adminMessages.schedule.invalidDate });
      return z.NEVER;
    }
    return date;
  })
  .nullable();

/** PUT /content/{id} and PUT /seglet/{id}: the launch-and-expiration step's fields. */
export const scheduleUpdateShape = {
  start_date: sentDateSchema.optional(),
  expiration_date: sentDateSchema.optional(),
};
