/** reports */
import {
  exportStatusSchema,
  reportFilterListSchema,
  reportFilterQuerySchema,
  reportGraphSchema,
  reportListSchema,
  reportTeamListSchema,
  reportTeamQuerySchema,
  reportViewListSchema,
  reportViewSaveSchema,
  reportViewSchema,
} from '../index';
import { z } from '../zod';
import { access, defineCall, param } from './define';

/** A report answers its list or its graph, as the query's `type` asks (001 section 7). */
const reportAnswerSchema = z.union([reportListSchema, reportGraphSchema]);

export const reportsCalls = {
  report: defineCall({
    method: 'GET',
    path: '/report',
    description: 'GET /report',
    answer: reportAnswerSchema,
    access: access.rule('reportReader'),
  }),
  reportRegion: defineCall({
    method: 'GET',
    path: '/report/region/:region_id',
    description: 'GET /report/region/{region_id}',
    params: { region_id: param.id },
    answer: reportAnswerSchema,
    access: access.rule('reportReader'),
  }),
  reportDistrict: defineCall({
    method: 'GET',
    path: '/report/region/:region_id/district/:district_id',
    description: 'GET /report/region/{region_id}/district/{district_id}',
    params: { region_id: param.id, district_id: param.id },
    answer: reportAnswerSchema,
    access: access.rule('reportReader'),
  }),
  reportStore: defineCall({
    method: 'GET',
    path: '/report/region/:region_id/district/:district_id/store/:store_id',
    description: 'GET /report/region/{region_id}/district/{district_id}/store/{store_id}',
    params: { region_id: param.id, district_id: param.id, store_id: param.id },
    answer: reportAnswerSchema,
    access: access.rule('reportReader'),
  }),
  reportManager: defineCall({
    method: 'GET',
    path: '/report/manager/:manager_id',
    description: 'GET /report/manager/{manager_id}',
    params: { manager_id: param.id },
    answer: reportAnswerSchema,
    access: /* CHECK matrix: allow('manager' */ access.signedIn,
  }),
  reportFilters: defineCall({
    method: 'GET',
    path: '/report/filter',
    description: 'GET /report/filter',
    query: reportFilterQuerySchema,
    answer: reportFilterListSchema /*report-calls.ts*/,
    access: access.rule('reportReader'),
  }),
  reportTeams: defineCall({
    method: 'GET',
    path: '/report/team',
    description: 'GET /report/team',
    query: reportTeamQuerySchema,
    answer: reportTeamListSchema /*report-calls.ts*/,
    access: access.rule('reportReader'),
  }),
  reportViews: defineCall({
    method: 'GET',
    path: '/report/saved',
    description: 'GET /report/saved',
    answer: reportViewListSchema /*report-calls.ts*/,
    access: access.rule('reportReader'),
  }),
  reportViewCreate: defineCall({
    method: 'POST',
    path: '/report/saved',
    description: 'POST /report/saved',
    body: { encoding: 'json', schema: reportViewSaveSchema },
    answer: reportViewSchema /*report-calls.ts*/,
    access: access.rule('reportReader'),
  }),
  reportViewSave: defineCall({
    method: 'PUT',
    path: '/report/saved/:view_id',
    description: 'PUT /report/saved/{view_id}',
    params: { view_id: param.id },
    body: { encoding: 'json', schema: reportViewSaveSchema },
    answer: reportViewSchema /*report-calls.ts*/,
    access: /* CHECK matrix: { ...allow('manager') */ access.signedIn,
  }),
  reportExport: defineCall({
    method: 'GET',
    path: '/report/export',
    description:
      "A report's rows as an export job (`reportExportQuerySchema`: the list's query; `type` csv or xls, `fields[]` of `reportExportFields`): the list's path with /export after it (001 names none; ours).",
    answer: exportStatusSchema,
    access: access.rule('reportReader'),
  }),
  reportRegionExport: defineCall({
    method: 'GET',
    path: '/report/region/:region_id/export',
    description: 'GET /report/region/{region_id}/export',
    params: { region_id: param.id },
    answer: exportStatusSchema,
    access: access.rule('reportReader'),
  }),
  reportDistrictExport: defineCall({
    method: 'GET',
    path: '/report/region/:region_id/district/:district_id/export',
    description: 'GET /report/region/{region_id}/district/{district_id}/export',
    params: { region_id: param.id, district_id: param.id },
    answer: exportStatusSchema,
    access: access.rule('reportReader'),
  }),
  reportStoreExport: defineCall({
    method: 'GET',
    path: '/report/region/:region_id/district/:district_id/store/:store_id/export',
    description: 'GET /report/region/{region_id}/district/{district_id}/store/{store_id}/export',
    params: { region_id: param.id, district_id: param.id, store_id: param.id },
    answer: exportStatusSchema,
    access: access.rule('reportReader'),
  }),
  reportManagerExport: defineCall({
    method: 'GET',
    path: '/report/manager/:manager_id/export',
    description: 'GET /report/manager/{manager_id}/export',
    params: { manager_id: param.id },
    answer: exportStatusSchema,
    access: /* CHECK matrix: allow('manager' */ access.signedIn,
  }),
  objectExport: defineCall({
    method: 'GET',
    path: '/:export_object/:object_id/export',
    description:
      'A segment\'s learners or a content\'s completions as an export job (001 section 7: "/api/{type}/{id}/export"; :export_object one of `contentExportObjects`); `type` csv or xls, `fields[]`. Segment admins only.',
    params: { export_object: /* CHECK */ param.text, object_id: param.id },
    answer: exportStatusSchema,
    access: access.roles('segmentAdmin'),
  }),
};
