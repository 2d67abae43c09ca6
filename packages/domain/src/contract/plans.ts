/** plans */
import {
  adminUnitSchema,
  learnerUnitSchema,
  planDetailSchema,
  planOverviewSchema,
  planUnitListSchema,
  planUnitQuerySchema,
  unitContentListSchema,
  unitSchema,
} from '../index';
import { z } from '../zod';
import { access, defineCall, param } from './define';

export const plansCalls = {
  plan: defineCall({
    method: 'GET',
    path: '/plan/:plan_id',
    description:
      "One plan with the caller's subscription flags, due date and progress; a draft or archived plan only for segment admins (000 section 7).",
    params: { plan_id: param.id },
    answer: planDetailSchema,
    access: access.signedIn,
  }),
  planOverview: defineCall({
    method: 'GET',
    path: '/plan/:plan_id/overview',
    description:
      "A plan's totals: units, contents, points available, estimated time, created and published dates (002 section 7).",
    params: { plan_id: param.id },
    answer: planOverviewSchema,
    access: access.signedIn,
  }),
  planUnits: defineCall({
    method: 'GET',
    path: '/plan/:plan_id/unit',
    description:
      "A page of a plan's units in plan order (or by name), with their prerequisites and the caller's lock state (002 section 7).",
    params: { plan_id: param.id },
    query: planUnitQuerySchema,
    answer: planUnitListSchema,
    access: access.signedIn,
  }),
  learnerPlanUnit: defineCall({
    method: 'GET',
    path: '/user/:user_id/plan/:plan_id/unit/:unit_id',
    description:
      "A unit of a plan with the learner's own state per group and content, and its lock (002 section 7).",
    params: { user_id: param.id, plan_id: param.id, unit_id: param.id },
    answer: learnerUnitSchema,
    access: access.self(),
  }),
  unit: defineCall({
    method: 'GET',
    path: '/unit/:unit_id',
    description:
      "One unit and its tree: a segment admin reads any status with the list view and each group's layout, anyone else a published unit (000 section 7, 002 section 7).",
    params: { unit_id: param.id },
    answer: z.union([adminUnitSchema, unitSchema]),
    access: access.signedIn,
  }),
  unitContents: defineCall({
    method: 'GET',
    path: '/unit/:unit_id/content',
    description:
      "A unit's contents, placed or in the sandbox, with the caller's completion and lock state (002 section 7).",
    params: { unit_id: param.id },
    answer: unitContentListSchema,
    access: access.signedIn,
  }),
};
