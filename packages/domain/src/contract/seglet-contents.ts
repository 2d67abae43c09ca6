/** seglet-contents */
import { adminContentListSchema } from '../index';
import { access, defineCall, param } from './define';

export const segletContentsCalls = {
  segletContents: defineCall({
    method: 'GET',
    path: '/seglet/:seglet_id/content',
    description: 'GET /seglet/{seglet_id}/content',
    params: { seglet_id: param.id },
    answer: adminContentListSchema /*seglet-content-calls.ts*/,
    access: access.roles('segmentAdmin'),
  }),
};
