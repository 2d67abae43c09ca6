/**
 * The seglet wizard's contents step (001 section 2): the contents of one seglet, as the admin reads them.
 * Adding and removing go through the content's segment placement (PUT/DELETE /content/{id}/segment/{segment_id}),
 * which writes the content's change log and each seglet's it joins or leaves, in the same transaction.
 */
import type { AdminContentList } from '@segno/domain';
import { findAdminContent } from '../repositories/admin-content-repository';
import { listSegletContentIds, segletExists } from '../repositories/seglet-content-repository';
import { toAdminContent } from './admin-content-service';
import type { ServiceContext } from './service-context';

export function createSegletContentService({ orm }: ServiceContext) {
  return {
    /** GET /seglet/{id}/content: the seglet's contents by name; 'notFound' when there is no such seglet. */
    async list(segletId: number): Promise<AdminContentList | 'notFound'> {
      if (!(await segletExists(orm, segletId))) return 'notFound';
      const ids = await listSegletContentIds(orm, segletId);
      const rows = await Promise.all(ids.map((id) => findAdminContent(orm, id)));
      const data = rows.flatMap((row) => (row ? [toAdminContent(row)] : []));
      return { data, total: data.length };
    },
  };
}
