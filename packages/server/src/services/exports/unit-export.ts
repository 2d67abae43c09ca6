/**
 * The unit's contents export (002 section 7: "Exports: … /api/unit/{id}/export"): each content of the unit,
 * those placed in the tree first in group order, then the sandbox's.
 */
import {
  adminMessages,
  contentTypes,
  expertiseLevels,
  planAdminMessages,
  unitExportFields,
} from '@segno/domain';
import { countUnitContents, findUnit, listUnitExportRows } from '../../repositories/unit-admin-repository';
import { defineExportKind } from './export-kind';

const texts = planAdminMessages.unitAuthoring;
const statusNames: Record<number, string> = {
  1: adminMessages.status.draft,
  2: adminMessages.status.published,
  3: adminMessages.status.archived,
};

export const unitExport = defineExportKind({
  fields: unitExportFields,
  headings: texts.exportColumns,
  fileStem: (params) => `unit-${params.unit_id}`,
  exists: async (db, params) => (await findUnit(db, Number(params.unit_id))) !== undefined,
  count: (db, params) => countUnitContents(db, Number(params.unit_id)),
  async page(db, params, offset, limit) {
    const rows = await listUnitExportRows(db, Number(params.unit_id), { limit, offset });
    return rows.map((row) => ({
      contentId: row.id,
      name: row.name,
      type: contentTypes.find((type) => type.id === row.type)?.name ?? String(row.type),
      points: row.points,
      estimatedTime: row.estimatedMinutes,
      expertise: expertiseLevels.find((level) => level.id === row.expertise)?.name ?? null,
      placement: row.groupId === null ? texts.placements.sandbox : texts.placements.tree,
      group: row.groupId,
      status: statusNames[row.status] ?? String(row.status),
    }));
  },
});
