/**
 * Assignment calls (001 sections 3 and 7; 002 "Assignments and exports"), for a segment or a content:
 * GET /{object}/{id}/assignment, POST /{object}/{id}/assignment/tally (counts without saving), POST (create),
 * PUT (replace) and DELETE /{object}/{id}/assignment. Rows run `authoring/assignment-rules.ts`, so the server
 * refuses with the editor's messages. The stored SQL (001's `sql`) is never sent: the server builds it.
 */
import {
  type AssignableObject,
  criterionRowIssue,
  defaultRequiredIssue,
  isCriterionRowComplete,
} from '../authoring/assignment-rules';
import { authoringLimits } from '../limits-authoring';
import { adminMessages } from '../messages-admin';
import { stripAngleBrackets } from '../text';
import { z } from '../zod';
import { maxSqlInteger, sqlInteger } from './integers';

const typeSchema = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(4));
const operatorSchema = z.coerce.number().check(z.int(), z.minimum(0), z.maximum(2));

/** A row as sent: the value loses < and > (001 section 5), and is checked at most 8000 characters. */
export const criterionRowDraftSchema = z.object({
  criterion_id: z.optional(z.nullable(sqlInteger(-maxSqlInteger - 1))),
  type: z.nullable(typeSchema),
  operator: z._default(operatorSchema, 0),
  value: z.pipe(
    z._default(z.string().check(z.maxLength(authoringLimits.criterionValueMaxLength * 2)), ''),
    z.transform(stripAngleBrackets),
  ),
});
export type CriterionRowDraft = z.input<typeof criterionRowDraftSchema>;

/** A stored row. */
export const criterionRowSchema = z.object({
  criterion_id: z.int(),
  type: typeSchema,
  operator: operatorSchema,
  value: z.string(),
});
export type CriterionRow = z.infer<typeof criterionRowSchema>;

/** POST …/assignment/tally: incomplete rows count for nothing, so the tally follows the editor as it is. */
export const assignmentTallyRequestSchema = z.object({
  data: z.array(criterionRowDraftSchema).check(z.maxLength(100)),
});
export type AssignmentTallyRequest = z.input<typeof assignmentTallyRequestSchema>;

export const assignmentTallySchema = z.object({ tally_total: z.int().check(z.minimum(0)) });
export type AssignmentTally = z.infer<typeof assignmentTallySchema>;

/**
 * The body of POST and PUT …/assignment for every object, as read before the object's checks: the rows as sent
 * and default_required (null: not chosen). `assignmentDraftSchema` adds the object's checks.
 */
export const assignmentDraftBodySchema = z.object({
  data: z.array(criterionRowDraftSchema).check(z.maxLength(100)),
  default_required: z._default(z.nullable(z.boolean()), null),
});

/** POST and PUT …/assignment: every row complete and valid, and default_required chosen where it is needed. */
export function assignmentDraftSchema(object: AssignableObject) {
  return z.pipe(
    z.object(assignmentDraftBodySchema.shape).check(
      z.superRefine((draft, context) => {
        if (draft.data.length === 0)
          context.addIssue({ code: 'custom', path: ['data'], message: adminMessages.assignment.noRows });
        draft.data.forEach((row, index) => {
          const message = criterionRowIssue(row);
          // A missing type is the type select's; every other refusal is the value field's.
          const field = row.type === null ? 'type' : 'value';
          if (message) context.addIssue({ code: 'custom', path: ['data', index, field], message });
        });
        const message = defaultRequiredIssue(object, draft.default_required);
        if (message) context.addIssue({ code: 'custom', path: ['default_required'], message });
      }),
    ),
    z.transform((draft) => ({
      default_required: draft.default_required,
      data: draft.data.filter(isCriterionRowComplete).map((row) => ({
        type: row.type ?? 0,
        operator: row.type === 0 ? 0 : row.operator,
        value: row.type === 0 ? '' : row.value.trim(),
      })),
    })),
  );
}
export type AssignmentDraft = z.input<ReturnType<typeof assignmentDraftSchema>>;
export type AssignmentSave = z.output<ReturnType<typeof assignmentDraftSchema>>;

/**
 * The answer of every assignment call but the tally. `assignment_id` null: none saved yet (then `data` is empty).
 * `content_default` (ours; 001 names it only): whether what the assignment hands learners is required, as
 * they see it: always for a segment or a plan (the save assigns them), the radio's choice for a content or a
 * course, null while nothing is saved.
 */
export const assignmentSchema = z.object({
  assignment_id: z.nullable(z.int()),
  data: z.array(criterionRowSchema),
  tally_total: z.int().check(z.minimum(0)),
  default_required: z.nullable(z.boolean()),
  content_default: z.nullable(z.boolean()),
});
export type Assignment = z.infer<typeof assignmentSchema>;
