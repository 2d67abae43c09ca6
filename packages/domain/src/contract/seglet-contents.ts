/** seglet-contents */
import { adminContentListSchema } from '../index';
import { access, defineCall, param } from './define';

export const segletContentsCalls = {
  segletContents: defineCall({
    method: 'GET',
    path: '/seglet/:seglet_id/content',
    description: "The seglet's contents, for the seglet wizard's contents step (001 section 2).",
    params: { seglet_id: param.id },
    answer: adminContentListSchema,
    access: access.roles('segmentAdmin'),
  }),
};
