/**
 * System alert authoring calls (001 sections 3 and 7): the admin's read of the one system-wide alert, and
 * POST /alert, PUT /alert/{id}, DELETE /alert/{id}. The learner's GET /alert is in ./alert.
 */
import { alertStatuses, defaultAlertType } from '../authoring/alert-editing';
import { cleanText } from '../authoring/field-rules';
import { alertTextMaxLength } from '../limits';
import { formatMessage } from '../messages';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';

const alertStatusSchema = z.union([z.literal(alertStatuses[0]), z.literal(alertStatuses[1])]);

export const adminAlertSchema = z.object({
  alert_id: z.int(),
  alert_text: z.string().check(z.maxLength(alertTextMaxLength)),
  alert_status: alertStatusSchema,
  alert_type: z.int(),
  created_at: z.date(),
  updated_at: z.date(),
});
export type AdminAlert = z.infer<typeof adminAlertSchema>;

/**
 * The answer of GET /alert/admin and of every alert save: `data` holds the current alert (the latest one, of
 * either status), or nothing. An array, as the spec's GET /alert "reads data array".
 */
export const adminAlertResponseSchema = z.object({ data: z.array(adminAlertSchema).check(z.maxLength(1)) });
export type AdminAlertResponse = z.infer<typeof adminAlertResponseSchema>;

/**
 * POST /alert and PUT /alert/{id}. The text is cleaned (no < or >, trimmed) and may be empty here: whether an
 * empty text deletes or is refused depends on the stored alert (`alertSaveAction`).
 */
export const alertSaveSchema = z.object({
  alert_text: z.pipe(
    z.pipe(z.string(), z.transform(cleanText)),
    z.string().check(
      z.maxLength(alertTextMaxLength, {
        error: formatMessage(adminMessages.validation.tooLong, { maxlength: alertTextMaxLength }),
      }),
    ),
  ),
  alert_status: z.pipe(z.coerce.number(), alertStatusSchema),
  alert_type: z._default(z.pipe(z.coerce.number(), z.literal(defaultAlertType)), defaultAlertType),
});
export type AlertSave = z.input<typeof alertSaveSchema>;
