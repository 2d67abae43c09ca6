/** approvals */
import {
  businessUnitListSchema,
  managerApprovalRequestSchema,
  managerApprovalSchema,
  managerRegistrationCheckSchema,
  pendingRegistrationListSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const approvalsCalls = {
  businessUnits: defineCall({
    method: 'GET',
    path: '/business-unit',
    description:
      "The caller's business units as a manager of their direct users; none for someone who manages nobody (002 section 7).",
    answer: businessUnitListSchema,
    access: access.signedIn,
  }),
  managerApproval: defineCall({
    method: 'GET',
    path: '/manager/:manager_id/profiles/business_unit/:business_unit_id',
    description:
      "A business unit's responsibilities with approval and which of the manager's direct users hold them; the path's manager is the caller, who must manage someone (002 sections 1 and 7).",
    params: { manager_id: param.id, business_unit_id: param.id },
    answer: managerApprovalSchema,
    access: access.self('manager_id'),
  }),
  managerApprovalSave: defineCall({
    method: 'PUT',
    path: '/manager/:manager_id/profiles/business_unit/:business_unit_id',
    description:
      "Saves the approvals of a business unit's responsibilities for the manager's direct users and answers them; the path's manager is the caller (002 sections 1 and 7).",
    params: { manager_id: param.id, business_unit_id: param.id },
    body: { encoding: 'json', schema: managerApprovalRequestSchema },
    answer: managerApprovalSchema,
    access: access.self('manager_id'),
  }),
  managerPendingRegistrations: defineCall({
    method: 'GET',
    path: '/manager/session/registration',
    description:
      "The session registrations of the caller's direct users awaiting their approval (002 sections 2 and 7).",
    answer: pendingRegistrationListSchema,
    access: access.rule('teamManager'),
  }),
  managerRegistrationCheck: defineCall({
    method: 'GET',
    path: '/manager/session/registration/check',
    description:
      "How many of the caller's direct users' registrations await approval, and whether any of them is enrolled in a session (002 section 7).",
    answer: managerRegistrationCheckSchema,
    access: access.rule('teamManager'),
  }),
};
