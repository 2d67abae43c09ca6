/** Tags (001 section 7): suggestions, creating one, and the tags of a content, a segment or a seglet. */
import { tagDraftSchema, tagListSchema, tagSchema, tagSearchQuerySchema } from '../index';
import { access, defineCall, param } from './define';

export const tagsCalls = {
  tagSearch: defineCall({
    method: 'GET',
    path: '/tag',
    description:
      'Tags whose name holds searchTerm (more than 2 characters, else none), at most _limit (001 section 7).',
    query: tagSearchQuerySchema,
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  tagCreate: defineCall({
    method: 'POST',
    path: '/tag',
    description:
      'Creates a tag (201), or answers the one that has the name already in any case (001 section 7).',
    body: { encoding: 'json', schema: tagDraftSchema },
    answer: tagSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentTags: defineCall({
    method: 'GET',
    path: '/content/:content_id/tag',
    description: "A content's tags (001 section 7).",
    params: { content_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentTagAdd: defineCall({
    method: 'PUT',
    path: '/content/:content_id/tag/:tag_id',
    description: "Puts a tag on a content, answering the content's tags (001 section 7).",
    params: { content_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  contentTagRemove: defineCall({
    method: 'DELETE',
    path: '/content/:content_id/tag/:tag_id',
    description: "Takes a tag off a content, answering the content's tags (001 section 7).",
    params: { content_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segmentTags: defineCall({
    method: 'GET',
    path: '/segment/:segment_id/tag',
    description: "A segment's tags, the list 001 section 7's PUT and DELETE change (ours).",
    params: { segment_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segmentTagAdd: defineCall({
    method: 'PUT',
    path: '/segment/:segment_id/tag/:tag_id',
    description: "Puts a tag on a segment, answering the segment's tags (001 section 7).",
    params: { segment_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segmentTagRemove: defineCall({
    method: 'DELETE',
    path: '/segment/:segment_id/tag/:tag_id',
    description: "Takes a tag off a segment, answering the segment's tags (001 section 7).",
    params: { segment_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segletTagAdd: defineCall({
    method: 'PUT',
    path: '/seglet/:seglet_id/tag/:tag_id',
    description: "Puts a tag on a seglet, answering the seglet's tags (001 section 7).",
    params: { seglet_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segletTagAddPost: defineCall({
    method: 'POST',
    path: '/seglet/:seglet_id/tag/:tag_id',
    description: "Puts a tag on a seglet as the PUT does, answering the seglet's tags (001 section 7).",
    params: { seglet_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
  segletTagRemove: defineCall({
    method: 'DELETE',
    path: '/seglet/:seglet_id/tag/:tag_id',
    description: "Takes a tag off a seglet, answering the seglet's tags (001 section 7).",
    params: { seglet_id: param.id, tag_id: param.id },
    answer: tagListSchema,
    access: access.roles('segmentAdmin'),
  }),
};
