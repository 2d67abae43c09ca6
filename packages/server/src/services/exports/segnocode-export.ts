/**
 * The segnocode report export (001 section 7: "Export: /api/segnocode/{code}/export"): the redeemed-user report
 * row (section 3) in the report's default order, external id ascending.
 */
import { adminMessages, redeemedUserColumns, redeemedUsersDefaultSort } from '@segno/domain';
import { count, eq } from 'drizzle-orm';
import { segnocodeRedemption } from '../../db/schema';
import { findCodeContent, listRedemptions } from '../../repositories/segnocode-admin-repository';
import { defineExportKind } from './export-kind';

export const segnocodeExport = defineExportKind({
  fields: redeemedUserColumns,
  headings: adminMessages.segnocodes.columns,
  fileStem: (params) => `segnocode-${params.code}`,
  exists: async (db, params) => (await findCodeContent(db, String(params.code))) !== undefined,
  async count(db, params) {
    const [row] = await db
      .select({ total: count() })
      .from(segnocodeRedemption)
      .where(eq(segnocodeRedemption.code, String(params.code)));
    return row?.total ?? 0;
  },
  async page(db, params, offset, limit) {
    const { rows } = await listRedemptions(db, String(params.code), {
      _limit: limit,
      _offset: offset,
      order_by: redeemedUsersDefaultSort.orderBy,
      order_dir: redeemedUsersDefaultSort.orderDir,
    });
    // Users have no stored location (see listRedemptions): the columns exist, empty.
    return rows.map((row) => ({ ...row, location: null, locDesc: null }));
  },
});
