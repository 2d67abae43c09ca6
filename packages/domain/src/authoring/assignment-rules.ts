/**
 * Assignment criteria (001 sections 3 and 5; 002 section 5): an assignment is a set of criterion rows (type,
 * operator, value) that picks users. "A criterion row is complete if type is 0 (all users), or type set with a
 * nonzero operator and a value. Course and content criteria need the default_required radio chosen. Values
 * max 8000 characters."
 *
 * How rows combine (ours; the spec does not say): rows of different types must all match (AND); among the rows
 * of one type, a user matches any of its "is" values (OR) and none of its "is not" values. A row of type 0 (all
 * users) restricts nothing, so on its own it picks everyone; an assignment without complete rows picks nobody.
 * `criteriaConstraints` states this once: the tally, the save and the server's SQL all read it.
 */
import { authoringLimits } from '../limits-authoring';
import { formatMessage, messages } from '../messages';
import { adminMessages } from '../messages-admin';
import { segmentCriteria } from '../options';

/** Criterion types (001 section 3: "all users (0), location, department, job_code, manager_id"). */
export const criterionTypes = { allUsers: 0, location: 1, department: 2, jobCode: 3, managerId: 4 } as const;
export type CriterionType = (typeof criterionTypes)[keyof typeof criterionTypes];

/** Operators (ours): 0 none chosen, 1 is, 2 is not. */
export const criterionOperators = { none: 0, is: 1, isNot: 2 } as const;
export type CriterionOperator = (typeof criterionOperators)[keyof typeof criterionOperators];

/** The user fields a type compares, named as GET /definition's `segment_criteria` ids. */
export const criterionTypeKeys = {
  0: 'all_users',
  1: 'location',
  2: 'department',
  3: 'job_code',
  4: 'manager_id',
} as const satisfies Record<CriterionType, (typeof segmentCriteria)[number]['id']>;
export type CriterionField = Exclude<(typeof criterionTypeKeys)[CriterionType], 'all_users'>;

/** The type choices in the editor's order, labelled as GET /definition's segment criteria. */
export const criterionTypeOptions: readonly { id: CriterionType; name: string }[] = (
  [0, 1, 2, 3, 4] as const
).map((id) => ({
  id,
  name: segmentCriteria.find((criterion) => criterion.id === criterionTypeKeys[id])?.name ?? '',
}));

export const criterionOperatorOptions: readonly { id: 1 | 2; name: string }[] = [
  { id: criterionOperators.is, name: adminMessages.assignment.operators[1] },
  { id: criterionOperators.isNot, name: adminMessages.assignment.operators[2] },
];

/**
 * What an assignment can belong to (002 section 7: "{plan, segment, content or course}/{id}/assignment"), and
 * whether its editor asks for default_required (spec 002 section 5: "Course and content criteria need the
 * default_required radio chosen"). A plan's users step and a course's Course Visibility step are theirs.
 */
export const assignableObjects = {
  segment: { needsDefaultRequired: false },
  content: { needsDefaultRequired: true },
  plan: { needsDefaultRequired: false },
  course: { needsDefaultRequired: true },
} as const;
export type AssignableObject = keyof typeof assignableObjects;
/** The objects by name, in the order above: a path's word (`/{object}/{id}/assignment`). */
export const assignableObjectNames = Object.keys(assignableObjects) as [
  AssignableObject,
  ...AssignableObject[],
];

/**
 * Whether what the assignment hands its users is required of them (the answer's `content_default`, the
 * export's `required`): always for a segment and a plan, which the save assigns to them (an assigned plan
 * cannot be unsubscribed, 002 section 4); for a content and a course, the radio's choice (null: none yet).
 */
export function isAssignmentRequired(
  object: AssignableObject,
  defaultRequired: boolean | null,
): boolean | null {
  return assignableObjects[object].needsDefaultRequired ? defaultRequired : true;
}

/** One row as edited: `type` null until chosen. */
export type CriterionRowInput = {
  type: number | null;
  operator: number;
  value: string;
};

/** Whether the row picks users (spec: type 0, or a type with a nonzero operator and a value). */
export function isCriterionRowComplete(row: CriterionRowInput): boolean {
  if (row.type === criterionTypes.allUsers) return true;
  return row.type !== null && row.operator !== criterionOperators.none && row.value.trim() !== '';
}

/** The message refusing a row, or undefined when it can be saved. */
export function criterionRowIssue(row: CriterionRowInput): string | undefined {
  if (row.type === null) return messages.validation.required;
  if (row.value.length > authoringLimits.criterionValueMaxLength)
    return formatMessage(adminMessages.validation.tooLong, {
      maxlength: authoringLimits.criterionValueMaxLength,
    });
  if (!isCriterionRowComplete(row)) return adminMessages.assignment.incomplete;
  if (row.type === criterionTypes.managerId && !/^\d+$/.test(row.value.trim()))
    return adminMessages.validation.wholeNumber;
  return undefined;
}

/** The message refusing the radio, or undefined: only objects that need it must have it chosen (spec). */
export function defaultRequiredIssue(
  object: AssignableObject,
  defaultRequired: boolean | null,
): string | undefined {
  return assignableObjects[object].needsDefaultRequired && defaultRequired === null
    ? adminMessages.assignment.defaultRequiredMissing
    : undefined;
}

/** One type's part of the rule: values a user must have one of (null: any) and values they must not have. */
export type CriterionConstraint = { field: CriterionField; anyOf: string[] | null; noneOf: string[] };

/**
 * The complete rows as constraints that must all hold, or 'nobody' when there is no complete row. Values are
 * compared trimmed and in lower case, so "s101" picks the store "S101".
 */
export function criteriaConstraints(rows: readonly CriterionRowInput[]): CriterionConstraint[] | 'nobody' {
  const complete = rows.filter(isCriterionRowComplete);
  if (complete.length === 0) return 'nobody';
  const byField = new Map<CriterionField, CriterionConstraint>();
  for (const row of complete) {
    if (row.type === criterionTypes.allUsers || row.type === null) continue;
    const field = criterionTypeKeys[row.type as CriterionType] as CriterionField | undefined;
    if (field === undefined) continue;
    const constraint = byField.get(field) ?? { field, anyOf: null, noneOf: [] };
    const value = normaliseCriterionValue(row.value);
    if (row.operator === criterionOperators.is) constraint.anyOf = [...(constraint.anyOf ?? []), value];
    else constraint.noneOf.push(value);
    byField.set(field, constraint);
  }
  return [...byField.values()];
}

export function normaliseCriterionValue(value: string): string {
  return value.trim().toLowerCase();
}

/** A user's criterion fields; null where they have none. */
export type CriterionSubject = Record<CriterionField, string | number | null>;

/** Whether the rows pick this user. */
export function matchesCriteria(rows: readonly CriterionRowInput[], user: CriterionSubject): boolean {
  const constraints = criteriaConstraints(rows);
  if (constraints === 'nobody') return false;
  return constraints.every(({ field, anyOf, noneOf }) => {
    const own = user[field] === null ? null : normaliseCriterionValue(String(user[field]));
    if (anyOf !== null && (own === null || !anyOf.includes(own))) return false;
    return own === null || !noneOf.includes(own);
  });
}

/**
 * The assignment export's fields (001 section 7, "/api/{type}/{id}/assignment/export"), in file order: the user
 * row of each active user the saved rows pick, with the fields the criteria compare and whether the object is
 * required of them (a segment's assigned users must take its contents; a content says so in default_required).
 */
export const assignmentExportFields = [
  'userId',
  'username',
  'firstName',
  'lastName',
  'email',
  'location',
  'department',
  'jobCode',
  'managerId',
  'required',
] as const;
export type AssignmentExportField = (typeof assignmentExportFields)[number];
