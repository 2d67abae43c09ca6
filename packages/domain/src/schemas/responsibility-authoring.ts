/**
 * Responsibility calls (001 section 7; 002 section 5): GET /responsibility (optional searchTerm), POST a list
 * of names, and an object's responsibilities: GET and PUT (ids) /{object}/{id}/responsibility, DELETE
 * /{object}/{id}/responsibility/{responsibility_id}. Names run the mapper's rules (`responsibility-rules`).
 */
import { z } from 'zod';
import {
  cleanResponsibilityName,
  responsibilityLimits,
  responsibilityNameRule,
  uniqueResponsibilityNames,
} from '../authoring/responsibility-rules';
import { adminMessages } from '../messages-admin';

export const responsibilityItemSchema = z.object({ responsibility_id: z.number().int(), name: z.string() });
export type ResponsibilityItem = z.infer<typeof responsibilityItemSchema>;

export const responsibilityListSchema = z.object({ data: z.array(responsibilityItemSchema) });
export type ResponsibilityList = z.infer<typeof responsibilityListSchema>;

/** GET /responsibility: names holding `searchTerm` (any case), at most `_limit`; every one without a term. */
export const responsibilitySearchQuerySchema = z.object({
  searchTerm: z.string().max(200).default(''),
  _limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(responsibilityLimits.suggestionLimit)
    .default(responsibilityLimits.suggestionLimit),
});
export type ResponsibilitySearchQuery = z.output<typeof responsibilitySearchQuerySchema>;

const responsibilityName = z
  .string()
  .max(10_000)
  .transform(cleanResponsibilityName)
  .superRefine((value, context) => {
    const message = responsibilityNameRule(value);
    if (message) context.addIssue({ code: 'custom', message });
  });

/**
 * POST /responsibility: `names`, each 2 to 100 characters, at least one; repeats (any case) are cleared. The
 * answer holds one responsibility per distinct name, an existing one where the name is known.
 */
export const responsibilityCreateSchema = z.object({
  names: z
    .array(responsibilityName)
    .max(responsibilityLimits.maxPerSave)
    .transform((names) => uniqueResponsibilityNames(names).names)
    .refine((names) => names.length >= responsibilityLimits.minFields, {
      error: adminMessages.responsibilities.atLeastOne,
    }),
});
export type ResponsibilityCreate = z.input<typeof responsibilityCreateSchema>;

/** PUT /{object}/{id}/responsibility: the object's responsibilities become exactly these (at least one). */
export const objectResponsibilitySaveSchema = z.object({
  ids: z
    .array(z.coerce.number().int().positive())
    .max(responsibilityLimits.maxPerSave)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length >= responsibilityLimits.minFields, {
      error: adminMessages.responsibilities.atLeastOne,
    }),
});
export type ObjectResponsibilitySave = z.input<typeof objectResponsibilitySaveSchema>;

/** What responsibilities are mapped to: compliance contents and compliance plans (issue 9). */
export const responsibleKinds = ['content', 'plan'] as const;
export type ResponsibleKind = (typeof responsibleKinds)[number];
