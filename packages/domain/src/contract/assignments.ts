/** assignments */
import {
  assignmentDraftSchema,
  assignmentSchema,
  assignmentTallyRequestSchema,
  assignmentTallySchema,
  exportStatusSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const assignmentsCalls = {
  assignment: defineCall({
    method: 'GET',
    path: '/:assigned_object/:object_id/assignment',
    description: 'GET /{assigned_object}/{object_id}/assignment',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    answer: assignmentSchema /*assignment-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  assignmentTally: defineCall({
    method: 'POST',
    path: '/:assigned_object/:object_id/assignment/tally',
    description: 'POST /{assigned_object}/{object_id}/assignment/tally',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    body: { encoding: 'json', schema: assignmentTallyRequestSchema },
    answer: assignmentTallySchema /*assignment-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  assignmentCreate: defineCall({
    method: 'POST',
    path: '/:assigned_object/:object_id/assignment',
    description: 'POST /{assigned_object}/{object_id}/assignment',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    body: { encoding: 'json', schema: assignmentDraftSchema('segment') },
    answer: assignmentSchema /*assignment-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  assignmentSave: defineCall({
    method: 'PUT',
    path: '/:assigned_object/:object_id/assignment',
    description: 'PUT /{assigned_object}/{object_id}/assignment',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    body: { encoding: 'json', schema: assignmentDraftSchema('segment') },
    answer: assignmentSchema /*assignment-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  assignmentDelete: defineCall({
    method: 'DELETE',
    path: '/:assigned_object/:object_id/assignment',
    description: 'DELETE /{assigned_object}/{object_id}/assignment',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    answer: assignmentSchema /*assignment-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  assignmentExport: defineCall({
    method: 'GET',
    path: '/:assigned_object/:object_id/assignment/export',
    description:
      'The users the saved assignment picks, as an export job (001 section 7); `type` csv or xls, `fields[]`.',
    params: { assigned_object: /* CHECK */ param.text, object_id: param.id },
    answer: exportStatusSchema /*assignment-export-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
};
