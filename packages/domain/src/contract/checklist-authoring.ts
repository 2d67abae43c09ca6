/**
 * Responsibilities (001 section 7; 002 section 7) and checklist authoring (001 section 7, "standard resource calls
 * for checklists, checklist items"), with the checklist a checklist content shows (ours). Segment admins only.
 */
import {
  adminChecklistSchema,
  checklistItemSaveSchema,
  checklistSaveSchema,
  checklistSummaryListSchema,
  contentChecklistSaveSchema,
  contentChecklistSchema,
  objectResponsibilitySaveSchema,
  responsibilityCreateSchema,
  responsibilityListSchema,
  responsibilitySearchQuerySchema,
} from '../index';
import { access, defineCall, param } from './define';

export const checklistAuthoringCalls = {
  responsibilitySearch: defineCall({
    method: 'GET',
    path: '/responsibility',
    description:
      'Responsibilities whose name holds searchTerm (any case), or the first by name without one; at most _limit (001 section 7).',
    query: responsibilitySearchQuerySchema,
    answer: responsibilityListSchema,
    access: access.roles('segmentAdmin'),
  }),
  responsibilityCreate: defineCall({
    method: 'POST',
    path: '/responsibility',
    description:
      'Creates a responsibility per distinct name, reusing known ones; 201 when one was created (001 section 7).',
    body: { encoding: 'json', schema: responsibilityCreateSchema },
    answer: responsibilityListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentResponsibilities: defineCall({
    method: 'GET',
    path: '/content/:content_id/responsibility',
    description: "A compliance content's responsibilities, its map-responsibilities step (002 section 7).",
    params: { content_id: param.id },
    answer: responsibilityListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentResponsibilitiesSave: defineCall({
    method: 'PUT',
    path: '/content/:content_id/responsibility',
    description:
      "A compliance content's responsibilities become exactly these ids, answering them (001 section 7).",
    params: { content_id: param.id },
    body: { encoding: 'json', schema: objectResponsibilitySaveSchema },
    answer: responsibilityListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentResponsibilityRemove: defineCall({
    method: 'DELETE',
    path: '/content/:content_id/responsibility/:responsibility_id',
    description: 'Takes a responsibility off a compliance content, answering the rest (001 section 7).',
    params: { content_id: param.id, responsibility_id: param.id },
    answer: responsibilityListSchema,
    access: access.roles('segmentAdmin'),
  }),
  adminChecklists: defineCall({
    method: 'GET',
    path: '/checklist',
    description:
      "Every checklist by name with its item count, for the content's checklist picker (001 section 7).",
    answer: checklistSummaryListSchema,
    access: access.roles('segmentAdmin'),
  }),
  checklistCreate: defineCall({
    method: 'POST',
    status: 201,
    path: '/checklist',
    description: 'Creates a checklist with its items in order, answering 201 with it (001 section 7).',
    body: { encoding: 'json', schema: checklistSaveSchema },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  adminChecklist: defineCall({
    method: 'GET',
    path: '/checklist/:checklist_id/admin',
    description:
      "A checklist as its editor reads it, with how many learners have a copy (ours: the admin's 001 section 7 checklist read).",
    params: { checklist_id: param.id },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  checklistSave: defineCall({
    method: 'PUT',
    path: '/checklist/:checklist_id',
    description: "Saves a checklist's name and its whole ordered item list (001 section 7).",
    params: { checklist_id: param.id },
    body: { encoding: 'json', schema: checklistSaveSchema },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  checklistItemAdd: defineCall({
    method: 'POST',
    status: 201,
    path: '/checklist/:checklist_id/item',
    description:
      'Adds an item to a checklist, last or at position, answering 201 with the checklist (001 section 7).',
    params: { checklist_id: param.id },
    body: { encoding: 'json', schema: checklistItemSaveSchema },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  checklistItemSave: defineCall({
    method: 'PUT',
    path: '/checklist/:checklist_id/item/:item_id',
    description: 'Renames or moves one item of a checklist, answering the checklist (001 section 7).',
    params: { checklist_id: param.id, item_id: param.id },
    body: { encoding: 'json', schema: checklistItemSaveSchema },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  checklistItemRemove: defineCall({
    method: 'DELETE',
    path: '/checklist/:checklist_id/item/:item_id',
    description: 'Removes one item of a checklist (never the last), answering the checklist (001 section 7).',
    params: { checklist_id: param.id, item_id: param.id },
    answer: adminChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentChecklist: defineCall({
    method: 'GET',
    path: '/content/:content_id/checklist',
    description:
      'The checklist a checklist content shows its learners (ours: the content form has no checklist field).',
    params: { content_id: param.id },
    answer: contentChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentChecklistSave: defineCall({
    method: 'PUT',
    path: '/content/:content_id/checklist',
    description: 'Sets or clears the checklist a checklist content shows (ours).',
    params: { content_id: param.id },
    body: { encoding: 'json', schema: contentChecklistSaveSchema },
    answer: contentChecklistSchema,
    access: access.roles('segmentAdmin'),
  }),
};
