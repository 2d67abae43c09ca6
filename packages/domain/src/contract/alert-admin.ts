/** alert-admin */
import { adminAlertResponseSchema, alertSaveSchema } from '../index';
import { access, defineCall, param } from './define';

export const alertAdminCalls = {
  adminAlert: defineCall({
    method: 'GET',
    path: '/alert/admin',
    description: 'GET /alert/admin',
    answer: adminAlertResponseSchema /*alert-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  alertCreate: defineCall({
    method: 'POST',
    path: '/alert',
    description: 'POST /alert',
    body: { encoding: 'json', schema: alertSaveSchema },
    answer: adminAlertResponseSchema /*alert-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  alertSave: defineCall({
    method: 'PUT',
    path: '/alert/:alert_id',
    description: 'PUT /alert/{alert_id}',
    params: { alert_id: param.id },
    body: { encoding: 'json', schema: alertSaveSchema },
    answer: adminAlertResponseSchema /*alert-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  alertDelete: defineCall({
    method: 'DELETE',
    path: '/alert/:alert_id',
    description: 'DELETE /alert/{alert_id}',
    params: { alert_id: param.id },
    answer: adminAlertResponseSchema /*alert-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
};
