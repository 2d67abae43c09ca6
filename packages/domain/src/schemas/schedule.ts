/**
 * The launch-and-expiration step's fields as requests send them (PUT /content/{id}, PUT /seglet/{id}); the
 * zod-free rules are in ../authoring/schedule-rules.
 */
import { dateFromStamp } from '../dates';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';

/**
 * A date in a request body: a Date (the app's own form values), or seconds or milliseconds as the client sends
 * them (001 section 3: "sent back in seconds"); null clears it.
 */
export const sentDateSchema = z.nullable(
  z.pipe(
    z.union([z.instanceof(Date), z.number(), z.string().check(z.maxLength(20))]),
    z.transform((value, context) => {
      const date = value instanceof Date ? value : dateFromStamp(value);
      if (date === undefined || Number.isNaN(date.getTime())) {
        context.issues.push({ code: 'custom', message: adminMessages.schedule.invalidDate, input: value });
        return z.NEVER;
      }
      return date;
    }),
  ),
);

/** PUT /content/{id} and PUT /seglet/{id}: the launch-and-expiration step's fields. */
export const scheduleUpdateShape = {
  start_date: z.optional(sentDateSchema),
  expiration_date: z.optional(sentDateSchema),
};
