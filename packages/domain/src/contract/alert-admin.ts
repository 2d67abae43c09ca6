/** alert-admin */
import { adminAlertResponseSchema, alertSaveSchema } from '../index';
import { access, defineCall, param } from './define';

export const alertAdminCalls = {
  adminAlert: defineCall({
    method: 'GET',
    path: '/alert/admin',
    description:
      "The current system alert, of either status, as the admin edits it (ours: 001 section 7's GET /alert is the learner's).",
    answer: adminAlertResponseSchema,
    access: access.roles('segmentAdmin'),
  }),
  alertCreate: defineCall({
    method: 'POST',
    status: 201,
    path: '/alert',
    description: 'Creates the system alert; answers the current alert with 201 (001 section 7).',
    body: { encoding: 'json', schema: alertSaveSchema },
    answer: adminAlertResponseSchema,
    access: access.roles('segmentAdmin'),
  }),
  alertSave: defineCall({
    method: 'PUT',
    path: '/alert/:alert_id',
    description:
      'Saves the system alert; an empty text deletes a published one; answers the current alert (001 sections 4 and 7).',
    params: { alert_id: param.id },
    body: { encoding: 'json', schema: alertSaveSchema },
    answer: adminAlertResponseSchema,
    access: access.roles('segmentAdmin'),
  }),
  alertDelete: defineCall({
    method: 'DELETE',
    path: '/alert/:alert_id',
    description: 'Deletes the system alert; answers the current alert, now none (001 section 7).',
    params: { alert_id: param.id },
    answer: adminAlertResponseSchema,
    access: access.roles('segmentAdmin'),
  }),
};
