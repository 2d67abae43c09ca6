/**
 * Responsibility calls (001 section 7; 002 section 5): GET /responsibility (optional searchTerm), POST a list
 * of names, and an object's responsibilities: GET and PUT (ids) /{object}/{id}/responsibility, DELETE
 * /{object}/{id}/responsibility/{responsibility_id}. Names run the mapper's rules (`responsibility-rules`).
 */
import {
  cleanResponsibilityName,
  responsibilityLimits,
  responsibilityNameRule,
  uniqueResponsibilityNames,
} from '../authoring/responsibility-rules';
import { adminMessages } from '../messages-admin';
import { z } from '../zod';
import { maxSqlInteger } from './integers';

export const responsibilityItemSchema = z.object({
  responsibility_id: z.int(),
  name: z.string(),
});
export type ResponsibilityItem = z.infer<typeof responsibilityItemSchema>;

export const responsibilityListSchema = z.object({ data: z.array(responsibilityItemSchema) });
export type ResponsibilityList = z.infer<typeof responsibilityListSchema>;

/** GET /responsibility: names holding `searchTerm` (any case), at most `_limit`; every one without a term. */
export const responsibilitySearchQuerySchema = z.object({
  searchTerm: z._default(z.string().check(z.maxLength(200)), ''),
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(responsibilityLimits.suggestionLimit)),
    responsibilityLimits.suggestionLimit,
  ),
});
export type ResponsibilitySearchQuery = z.output<typeof responsibilitySearchQuerySchema>;

const responsibilityName = z
  .pipe(z.string().check(z.maxLength(10_000)), z.transform(cleanResponsibilityName))
  .check(
    z.superRefine((value, context) => {
      const message = responsibilityNameRule(value);
      if (message) context.addIssue({ code: 'custom', message });
    }),
  );

/**
 * POST /responsibility: `names`, each 2 to 100 characters, at least one; repeats (any case) are cleared. The
 * answer holds one responsibility per distinct name, an existing one where the name is known.
 */
export const responsibilityCreateSchema = z.object({
  names: z
    .pipe(
      z.array(responsibilityName).check(z.maxLength(responsibilityLimits.maxPerSave)),
      z.transform((names) => uniqueResponsibilityNames(names).names),
    )
    .check(
      z.refine((names) => names.length >= responsibilityLimits.minFields, {
        error: adminMessages.responsibilities.atLeastOne,
      }),
    ),
});
export type ResponsibilityCreate = z.input<typeof responsibilityCreateSchema>;

/** PUT /{object}/{id}/responsibility: the object's responsibilities become exactly these (at least one). */
export const objectResponsibilitySaveSchema = z.object({
  ids: z
    .pipe(
      z
        .array(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger)))
        .check(z.maxLength(responsibilityLimits.maxPerSave)),
      z.transform((ids) => [...new Set(ids)]),
    )
    .check(
      z.refine((ids) => ids.length >= responsibilityLimits.minFields, {
        error: adminMessages.responsibilities.atLeastOne,
      }),
    ),
});
export type ObjectResponsibilitySave = z.input<typeof objectResponsibilitySaveSchema>;

/** What responsibilities are mapped to: compliance contents and compliance plans (issue 9). */
export const responsibleKinds = ['content', 'plan'] as const;
export type ResponsibleKind = (typeof responsibleKinds)[number];
