/**
 * The content wizard's relationships, locking and badges steps (001 sections 2 and 7): a content's prerequisites
 * and their rule, where it appears, its external content and the badges it earns. Segment admins only.
 */
import {
  adminContentParentListSchema,
  adminPrerequisiteListSchema,
  contentBadgeListSchema,
  externalContentDraftSchema,
  externalContentListSchema,
  prerequisiteRuleSaveSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const contentRelationshipsCalls = {
  adminContentPrerequisites: defineCall({
    method: 'GET',
    path: '/content/:content_id/prerequisite/admin',
    description:
      "A content's prerequisites whatever their status, with its rule and whether it is locked (ours: the admin's 001 section 7 GET /content/{id}/prerequisite).",
    params: { content_id: param.id },
    answer: adminPrerequisiteListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentPrerequisiteAdd: defineCall({
    method: 'PUT',
    path: '/content/:content_id/prerequisite/:prerequisite_id',
    description: 'Makes a content a prerequisite of the content, answering its prerequisites (ours).',
    params: { content_id: param.id, prerequisite_id: param.id },
    answer: adminPrerequisiteListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentPrerequisiteRemove: defineCall({
    method: 'DELETE',
    path: '/content/:content_id/prerequisite/:prerequisite_id',
    description: 'Takes a prerequisite off the content, answering its prerequisites (ours).',
    params: { content_id: param.id, prerequisite_id: param.id },
    answer: adminPrerequisiteListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentPrerequisiteRule: defineCall({
    method: 'PUT',
    path: '/content/:content_id/prerequisite_rule',
    description: "Saves the locking step's rule, all of or any N of the prerequisites (ours).",
    params: { content_id: param.id },
    body: { encoding: 'json', schema: prerequisiteRuleSaveSchema },
    answer: adminPrerequisiteListSchema,
    access: access.roles('segmentAdmin'),
  }),
  adminContentParents: defineCall({
    method: 'GET',
    path: '/content/:content_id/parents/admin',
    description:
      "The segments (with their seglet) and plans holding a content, whatever their status (ours: the admin's 001 section 7 GET /content/{id}/parents).",
    params: { content_id: param.id },
    answer: adminContentParentListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentExternalList: defineCall({
    method: 'GET',
    path: '/content/:content_id/external_content',
    description: "A content's external content, the list 001 section 7's DELETE takes entries from (ours).",
    params: { content_id: param.id },
    answer: externalContentListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentExternalAdd: defineCall({
    method: 'POST',
    status: 201,
    path: '/content/:content_id/external_content',
    description:
      "Adds an https address to the content's external content, answering 201 with the list (ours).",
    params: { content_id: param.id },
    body: { encoding: 'json', schema: externalContentDraftSchema },
    answer: externalContentListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentExternalRemove: defineCall({
    method: 'DELETE',
    path: '/content/:content_id/external_content/:external_content_id',
    description: "Removes one of the content's external content, answering the list (001 section 7).",
    params: { content_id: param.id, external_content_id: param.id },
    answer: externalContentListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentBadges: defineCall({
    method: 'GET',
    path: '/content/:content_id/badge',
    description: 'The badges a content earns, with their medal type and status (001 section 7).',
    params: { content_id: param.id },
    answer: contentBadgeListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentBadgeAdd: defineCall({
    method: 'PUT',
    path: '/content/:content_id/badge/:badge_id',
    description: 'Makes the content earn a badge, answering its badges (001 section 7).',
    params: { content_id: param.id, badge_id: param.id },
    answer: contentBadgeListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentBadgeRemove: defineCall({
    method: 'DELETE',
    path: '/content/:content_id/badge/:badge_id',
    description: 'Takes a badge off the content, answering its badges (001 section 7).',
    params: { content_id: param.id, badge_id: param.id },
    answer: contentBadgeListSchema,
    access: access.roles('segmentAdmin'),
  }),
};
