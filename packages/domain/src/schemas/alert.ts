/** The system-wide alert admins write and learners dismiss (000, sections 1 and 7). */
import { z } from 'zod';
import { alertTextMaxLength } from '../limits';

export const alertSchema = z.object({
  alert_id: z.number().int(),
  text: z.string().max(alertTextMaxLength),
  created_at: z.date(),
  updated_at: z.date(),
});
export type Alert = z.infer<typeof alertSchema>;

/** GET /alert: the active alert the signed-in user has not dismissed, or null. */
export const activeAlertResponseSchema = z.object({ data: alertSchema.nullable() });
export type ActiveAlertResponse = z.infer<typeof activeAlertResponseSchema>;
