/** unit-authoring */
import {
  adminUnitSchema,
  contentPickerListSchema,
  contentPickerQuerySchema,
  contentPrerequisiteListSchema,
  exportRequestQuerySchema,
  exportStatusSchema,
  similarNameQuerySchema,
  similarNameSchema,
  similarNameTypes,
  unitContentIdsQuerySchema,
  unitContentListSchema,
  unitContentsSavedSchema,
  unitCreatedSchema,
  unitDraftSchema,
  unitExportFields,
  unitFiltersQuerySchema,
  unitPlanListSchema,
  unitSaveSchema,
  unitSearchFiltersSchema,
  unitSearchListSchema,
  unitSearchQuerySchema,
} from '../index';
import { access, defineCall, param } from './define';

export const unitAuthoringCalls = {
  unitSearch: defineCall({
    method: 'GET',
    path: '/unit/search',
    description:
      'Manage units: a page of units with their content count, points and plan count, filtered, searched and ordered (002 section 7).',
    query: unitSearchQuerySchema,
    answer: unitSearchListSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitSearchFilters: defineCall({
    method: 'GET',
    path: '/unit/search/filters',
    description:
      "Manage units' filter groups, the ones asked for checked, and the points slider's maximum (002 section 7).",
    query: unitFiltersQuerySchema,
    answer: unitSearchFiltersSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitCreate: defineCall({
    method: 'POST',
    status: 201,
    path: '/unit',
    description: 'Creates a blank draft unit in the plans named; answers 201 with its id (002 section 7).',
    body: { encoding: 'json', schema: unitDraftSchema },
    answer: unitCreatedSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitSave: defineCall({
    method: 'PUT',
    path: '/unit/:unit_id',
    description:
      'Saves the whole unit as the editor holds it (name, tree, list view, status, contents) and answers it as the admin reads it (002 section 7).',
    params: { unit_id: param.id },
    body: { encoding: 'json', schema: unitSaveSchema },
    answer: adminUnitSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitPlans: defineCall({
    method: 'GET',
    path: '/unit/:unit_id/plan',
    description: 'The plans a unit is in, with their status (002 section 7).',
    params: { unit_id: param.id },
    answer: unitPlanListSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitContentsAdd: defineCall({
    method: 'PUT',
    path: '/unit/:unit_id/contents',
    description:
      "Adds contents to a unit's sandbox (content_ids[] in the query, or in a JSON body when the query has none) and answers them as data.data (002 section 7).",
    params: { unit_id: param.id },
    query: unitContentIdsQuerySchema,
    answer: unitContentsSavedSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitContentsRemove: defineCall({
    method: 'DELETE',
    path: '/unit/:unit_id/contents',
    description:
      'Removes contents from a unit wherever they are (content_ids[] in the query, or in a JSON body when the query has none); emptied groups go; answers the unit (002 section 7).',
    params: { unit_id: param.id },
    query: unitContentIdsQuerySchema,
    answer: adminUnitSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentPicker: defineCall({
    method: 'GET',
    path: '/content',
    description:
      "The unit editor's content picker: filters[], not_in_unit[], search_term, _limit up to 10000; archived contents never show (002 section 7).",
    query: contentPickerQuerySchema,
    answer: contentPickerListSchema,
    access: access.roles('segmentAdmin'),
  }),
  unitExport: defineCall({
    method: 'GET',
    path: '/unit/:unit_id/export',
    description:
      "The unit's contents as an export job, type csv or xls with fields[]; the client polls /export/{file} (002 section 7).",
    params: { unit_id: param.id },
    query: exportRequestQuerySchema(unitExportFields),
    answer: exportStatusSchema,
    access: access.roles('segmentAdmin'),
  }),
  planContents: defineCall({
    method: 'GET',
    path: '/plan/:plan_id/content',
    description:
      "A compliance plan's own contents with the learner's state: the compliance list (ours; 002 names no call).",
    params: { plan_id: param.id },
    answer: unitContentListSchema,
    access: access.signedIn,
  }),
  contentPrerequisites: defineCall({
    method: 'GET',
    path: '/content/:content_id/prerequisite',
    description:
      "What unlocks a content the caller may see: its rule, its prerequisites with the caller's completions, and whether it is locked (002 section 7).",
    params: { content_id: param.id },
    answer: contentPrerequisiteListSchema,
    access: access.signedIn,
  }),
  contentFile: defineCall({
    method: 'GET',
    path: '/content-files/:name',
    description:
      'A file shipped with the product (the demo video and pages) by its name; public like uploads (ours).',
    params: { name: param.fileName },
    answer: 'file',
    access: access.public,
  }),
  similarName: defineCall({
    method: 'GET',
    path: '/search/similar/type/:type',
    description:
      'Whether another item of the type has the name or short name, ignoring case (001 section 5, 002 section 5).',
    params: { type: param.oneOf(...similarNameTypes) },
    query: similarNameQuerySchema,
    answer: similarNameSchema,
    access: access.roles('segmentAdmin'),
  }),
};
