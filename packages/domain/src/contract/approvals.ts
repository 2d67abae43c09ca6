/** approvals */
import {
  businessUnitListSchema,
  managerApprovalRequestSchema,
  managerApprovalSchema,
  managerRegistrationCheckSchema,
  pendingRegistrationListSchema,
} from '../index';
import { access, defineCall, param, unknownAnswerSchema } from './define';

export const approvalsCalls = {
  businessUnits: defineCall({
    method: 'GET',
    path: '/business-unit',
    description: 'GET /business-unit',
    answer: businessUnitListSchema /*approval-calls.ts*/,
    access: access.signedIn,
  }),
  managerApproval: defineCall({
    method: 'GET',
    path: '/manager/:manager_id/profiles/business_unit/:business_unit_id',
    description: 'GET /manager/{manager_id}/profiles/business_unit/{business_unit_id}',
    params: { manager_id: param.id, business_unit_id: param.id },
    answer: managerApprovalSchema /*approval-calls.ts*/,
    access: /* CHECK matrix: allow('manager') */ access.signedIn,
  }),
  managerApprovalSave: defineCall({
    method: 'PUT',
    path: '/manager/:manager_id/profiles/business_unit/:business_unit_id',
    description: 'PUT /manager/{manager_id}/profiles/business_unit/{business_unit_id}',
    params: { manager_id: param.id, business_unit_id: param.id },
    body: { encoding: 'json', schema: managerApprovalRequestSchema },
    answer: unknownAnswerSchema /*approval-calls.ts*/,
    access: /* CHECK matrix: allow('manager') */ access.signedIn,
  }),
  managerPendingRegistrations: defineCall({
    method: 'GET',
    path: '/manager/session/registration',
    description: 'GET /manager/session/registration',
    answer: pendingRegistrationListSchema /*approval-calls.ts*/,
    access: /* CHECK matrix: teamManagers */ access.signedIn,
  }),
  managerRegistrationCheck: defineCall({
    method: 'GET',
    path: '/manager/session/registration/check',
    description: 'GET /manager/session/registration/check',
    answer: managerRegistrationCheckSchema /*approval-calls.ts*/,
    access: /* CHECK matrix: teamManagers */ access.signedIn,
  }),
};
