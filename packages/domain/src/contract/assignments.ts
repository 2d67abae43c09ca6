/** assignments */
import {
  assignableObjectNames,
  assignmentDraftBodySchema,
  assignmentExportFields,
  assignmentSchema,
  assignmentTallyRequestSchema,
  assignmentTallySchema,
  exportRequestQuerySchema,
  exportStatusSchema,
} from '../index';
import { access, defineCall, param } from './define';

/** The object the assignment belongs to: a plan, a segment, a content or a course (002 section 7). */
const assignedObject = param.oneOf(...assignableObjectNames);

export const assignmentsCalls = {
  assignment: defineCall({
    method: 'GET',
    path: '/:assigned_object/:object_id/assignment',
    description:
      "An object's assignment, its criterion rows and how many users they pick (001 section 7; 002 section 7).",
    params: { assigned_object: assignedObject, object_id: param.id },
    answer: assignmentSchema,
    access: access.roles('segmentAdmin'),
  }),
  assignmentTally: defineCall({
    method: 'POST',
    path: '/:assigned_object/:object_id/assignment/tally',
    description: 'How many users the criterion rows pick, saving nothing (001 section 7; 002 section 7).',
    params: { assigned_object: assignedObject, object_id: param.id },
    body: { encoding: 'json', schema: assignmentTallyRequestSchema },
    answer: assignmentTallySchema,
    access: access.roles('segmentAdmin'),
  }),
  assignmentCreate: defineCall({
    method: 'POST',
    status: 201,
    path: '/:assigned_object/:object_id/assignment',
    description:
      "Creates the object's assignment and assigns the users it picks (201); 409 when it has one (001 section 7; 002 section 7).",
    params: { assigned_object: assignedObject, object_id: param.id },
    // Every object's body; the object's own checks (default_required for a content or a course) are the server's.
    body: { encoding: 'json', schema: assignmentDraftBodySchema },
    answer: assignmentSchema,
    access: access.roles('segmentAdmin'),
  }),
  assignmentSave: defineCall({
    method: 'PUT',
    path: '/:assigned_object/:object_id/assignment',
    description:
      "Replaces the object's assignment and who it assigns; 404 when it has none (001 section 7; 002 section 7).",
    params: { assigned_object: assignedObject, object_id: param.id },
    // Every object's body; the object's own checks (default_required for a content or a course) are the server's.
    body: { encoding: 'json', schema: assignmentDraftBodySchema },
    answer: assignmentSchema,
    access: access.roles('segmentAdmin'),
  }),
  assignmentDelete: defineCall({
    method: 'DELETE',
    path: '/:assigned_object/:object_id/assignment',
    description:
      "Deletes the object's assignment and unassigns the users it assigned (001 section 7; 002 section 7).",
    params: { assigned_object: assignedObject, object_id: param.id },
    answer: assignmentSchema,
    access: access.roles('segmentAdmin'),
  }),
  assignmentExport: defineCall({
    method: 'GET',
    path: '/:assigned_object/:object_id/assignment/export',
    description: 'The users the saved assignment picks, as an export job (001 section 7; 002 section 7).',
    params: { assigned_object: assignedObject, object_id: param.id },
    query: exportRequestQuerySchema(assignmentExportFields),
    answer: exportStatusSchema,
    access: access.roles('segmentAdmin'),
  }),
};
