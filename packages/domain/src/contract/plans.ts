/** plans */
import {
  adminUnitSchema,
  learnerUnitSchema,
  planDetailSchema,
  planUnitListSchema,
  planUnitQuerySchema,
  unitContentListSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const plansCalls = {
  plan: defineCall({
    method: 'GET',
    path: '/plan/:plan_id',
    description: 'GET /plan/{plan_id}',
    params: { plan_id: param.id },
    answer: planDetailSchema /*plan-calls.ts*/,
    access: access.signedIn,
  }),
  planOverview: defineCall({
    method: 'GET',
    path: '/plan/:plan_id/overview',
    description: 'GET /plan/{plan_id}/overview',
    params: { plan_id: param.id },
    answer: /* CHECK no client call */ 'file',
    access: access.signedIn,
  }),
  planUnits: defineCall({
    method: 'GET',
    path: '/plan/:plan_id/unit',
    description: 'GET /plan/{plan_id}/unit',
    params: { plan_id: param.id },
    query: planUnitQuerySchema,
    answer: planUnitListSchema /*plan-calls.ts*/,
    access: access.signedIn,
  }),
  learnerPlanUnit: defineCall({
    method: 'GET',
    path: '/user/:user_id/plan/:plan_id/unit/:unit_id',
    description: 'GET /user/{user_id}/plan/{plan_id}/unit/{unit_id}',
    params: { user_id: param.id, plan_id: param.id, unit_id: param.id },
    answer: learnerUnitSchema /*plan-calls.ts*/,
    access: access.self(),
  }),
  unit: defineCall({
    method: 'GET',
    path: '/unit/:unit_id',
    description: 'GET /unit/{unit_id}',
    params: { unit_id: param.id },
    answer: adminUnitSchema /*unit-admin-calls.ts*/,
    access: access.signedIn,
  }),
  unitContents: defineCall({
    method: 'GET',
    path: '/unit/:unit_id/content',
    description: 'GET /unit/{unit_id}/content',
    params: { unit_id: param.id },
    answer: unitContentListSchema /*unit-admin-calls.ts*/,
    access: access.signedIn,
  }),
};
