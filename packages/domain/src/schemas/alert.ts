/** The system-wide alert admins write and learners dismiss (000, sections 1 and 7). */
import { alertTextMaxLength } from '../limits';
import { z } from '../zod';

export const alertSchema = z.object({
  alert_id: z.int(),
  text: z.string().check(z.maxLength(alertTextMaxLength)),
  created_at: z.date(),
  updated_at: z.date(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /alert: the active alert the signed-in user has not dismissed, or null. */
export const activeAlertResponseSchema = z.object({ data: z.nullable(alertSchema) });
export type ActiveAlertResponse = z.infer<typeof activeAlertResponseSchema>;
