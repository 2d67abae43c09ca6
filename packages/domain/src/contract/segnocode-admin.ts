/** segnocode-admin */
import {
  redeemedUsersQuerySchema,
  redeemedUsersSchema,
  segnocodeAvailabilitySchema,
  segnocodeChangeSchema,
  segnocodeReplaceSchema,
} from '../index';
import { access, defineCall, param } from './define';

export const segnocodeAdminCalls = {
  segnocodeAvailability: defineCall({
    method: 'GET',
    path: '/segnocode/availability/:code',
    description:
      'Whether no content and no handed-out code uses the code; one breaking the rules is 400 (001 sections 5 and 7).',
    params: { code: param.text },
    answer: segnocodeAvailabilitySchema,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeReplace: defineCall({
    method: 'POST',
    path: '/segnocode/replacecode/content',
    description:
      'Gives a content the typed code (manual mode); error 1 with error_msg when refused (001 sections 7 and 8).',
    body: { encoding: 'json', schema: segnocodeReplaceSchema },
    answer: segnocodeChangeSchema,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeRemove: defineCall({
    method: 'DELETE',
    path: '/segnocode/removecode/content/:content_id',
    description: "Removes a content's code (001 section 7).",
    params: { content_id: param.id },
    answer: segnocodeChangeSchema,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeImage: defineCall({
    method: 'GET',
    path: '/segnocode/codeimage/:orientation/:content_id/1',
    description:
      "The printable image of a content's code, portrait (p) or landscape (l), as an SVG file (001 section 7).",
    params: { orientation: param.oneOf('p', 'l'), content_id: param.id },
    answer: 'file',
    access: access.roles('segmentAdmin'),
  }),
  segnocodeRedeemedUsers: defineCall({
    method: 'GET',
    path: '/segnocode/:code/redeemedusers',
    description:
      'The learners who redeemed a code, paged and sorted; error 1 for a code no one can redeem (001 section 7).',
    params: { code: param.text },
    query: redeemedUsersQuerySchema,
    answer: redeemedUsersSchema,
    access: access.roles('segmentAdmin'),
  }),
};
