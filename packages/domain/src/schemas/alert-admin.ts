/**
 * System alert authoring calls (001 sections 3 and 7): the admin's read of the one system-wide alert, and
 * POST /alert, PUT /alert/{id}, DELETE /alert/{id}. The learner's GET /alert is in ./alert.
 */
import { z } from 'zod';
import { alertStatuses, defaultAlertType } from '../authoring/alert-editing';
import { cleanText } from '../authoring/field-rules';
import { alertTextMaxLength } from '../limits';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';

const alertStatusSchema = z.union([z.literal(alertStatuses[0]), z.literal(alertStatuses[1])]);

export const adminAlertSchema = z.object({
  alert_id: z.number().int(),
  alert_text: z.string().max(alertTextMaxLength),
  alert_status: alertStatusSchema,
  alert_type: z.number().int(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

/**
 * The answer of GET /alert/admin and of every alert save: `data` holds the current alert (the latest one, of
 * either status), or nothing. An array, as the spec's GET /alert "reads data array".
 */
export const adminAlertResponseSchema = z.object({ data: z.array(adminAlertSchema).max(1) });
export type AdminAlertResponse = z.infer<typeof adminAlertResponseSchema>;

/**
 * POST /alert and PUT /alert/{id}. The text is cleaned (no < or >, trimmed) and may be empty here: whether an
 * empty text deletes or is refused depends on the stored alert (`alertSaveAction`).
 */
export const alertSaveSchema = z.object({
  alert_text: z
    .string()
    .transform(cleanText)
    .pipe(
      z.string().max(alertTextMaxLength, {
        error: formatMessage(adminMessages.validation.tooLong, { maxlength: alertTextMaxLength }),
      }),
    ),
  alert_status: z.coerce.number().pipe(alertStatusSchema),
  alert_type: z.coerce.number().pipe(z.literal(defaultAlertType)).default(defaultAlertType),
});
export type AlertSave = z.input<typeof alertSaveSchema>;
