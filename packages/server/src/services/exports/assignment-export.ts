/**
 * The assignment export (001 section 7: "/api/{type}/{id}/assignment/export"): the active users the object's
 * saved assignment picks, by user id, with the fields its criteria compare and whether the object is required
 * of them (`isAssignmentRequired`: always for a segment or a plan; a content or a course says so in
 * default_required).
 */
import {
  type AssignableObject,
  adminMessages,
  assignableObjectNames,
  assignmentExportFields,
  isAssignmentRequired,
} from '@segno/domain';
import type { Orm } from '../../db/database';
import {
  assignableObjectExists,
  listAssignees,
  savedAssignment,
} from '../../repositories/assignment-export-repository';
import { countMatchingUsers } from '../../repositories/assignment-repository';
import { defineExportKind, type ExportParams } from './export-kind';

/** The job's parameters: the assignable object and its id (`/segment/3/assignment/export`). */
export const assignmentExportParams = (object: AssignableObject, objectId: number): ExportParams => ({
  object,
  objectId,
});

function readParams(params: ExportParams): { object: AssignableObject; objectId: number } | undefined {
  const object = assignableObjectNames.find((name) => name === params.object);
  return object ? { object, objectId: Number(params.objectId) } : undefined;
}

async function savedRows(db: Orm, params: ExportParams) {
  const target = readParams(params);
  if (!target) return { rows: [], required: null };
  const { rows, defaultRequired } = await savedAssignment(db, target.object, target.objectId);
  return { rows, required: isAssignmentRequired(target.object, defaultRequired) };
}

const requiredText = (required: boolean | null) =>
  required === null ? null : required ? adminMessages.assignment.required : adminMessages.assignment.optional;

export const assignmentExport = defineExportKind({
  fields: assignmentExportFields,
  headings: adminMessages.assignment.exportColumns,
  fileStem: (params) => `${params.object}-${params.objectId}-assignment`,
  async exists(db, params) {
    const target = readParams(params);
    return target !== undefined && assignableObjectExists(db, target.object, target.objectId);
  },
  count: async (db, params) => countMatchingUsers(db, (await savedRows(db, params)).rows),
  async page(db, params, offset, limit) {
    const { rows, required } = await savedRows(db, params);
    const users = await listAssignees(db, rows, offset, limit);
    return users.map((user) => ({ ...user, required: requiredText(required) }));
  },
});
