/** segnocode-admin */
import {
  redeemedUsersQuerySchema,
  redeemedUsersSchema,
  segnocodeAvailabilitySchema,
  segnocodeChangeSchema,
  segnocodeReplaceSchema,
} from '../index';
import { z } from '../zod';
import { access, defineCall, param } from './define';

export const segnocodeAdminCalls = {
  segnocodeAvailability: defineCall({
    method: 'GET',
    path: '/segnocode/availability/:code',
    description: 'GET /segnocode/availability/{code}',
    params: { code: param.text },
    answer: segnocodeAvailabilitySchema /*segnocode-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeReplace: defineCall({
    method: 'POST',
    path: '/segnocode/replacecode/content',
    description: 'POST /segnocode/replacecode/content',
    body: { encoding: 'json', schema: segnocodeReplaceSchema },
    answer: segnocodeChangeSchema /*segnocode-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeRemove: defineCall({
    method: 'DELETE',
    path: '/segnocode/removecode/content/:content_id',
    description: 'DELETE /segnocode/removecode/content/{content_id}',
    params: { content_id: param.id },
    answer: segnocodeChangeSchema /*segnocode-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeImage: defineCall({
    method: 'GET',
    path: '/segnocode/codeimage/:orientation/:content_id/1',
    description: 'GET /segnocode/codeimage/{orientation}/{content_id}/1',
    params: { orientation: /* CHECK */ param.text, content_id: param.id },
    answer: z.string() /*segnocode-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
  segnocodeRedeemedUsers: defineCall({
    method: 'GET',
    path: '/segnocode/:code/redeemedusers',
    description: 'GET /segnocode/{code}/redeemedusers',
    params: { code: param.text },
    query: redeemedUsersQuerySchema,
    answer: redeemedUsersSchema /*segnocode-admin-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
};
