/** The change-log step of the admin wizards (001 section 7): GET /{object}/{id}/changelog, 5 a page, newest first. */
import type { ChangeLog } from '@segno/domain';
import { eq } from 'drizzle-orm';
import { badge, checklist, content, course, plan, seglet, segment } from '../db/schema';
import { listChanges } from '../repositories/change-log-repository';
import type { ServiceContext } from './service-context';

/** The objects whose changes are logged: those whose wizard has a change-log step, and checklists. */
export const changeLogObjects = [
  'segment',
  'seglet',
  'content',
  'badge',
  'plan',
  'course',
  'checklist',
] as const;
export type ChangeLogObjectName = (typeof changeLogObjects)[number];

const objectTables = { segment, seglet, content, badge, plan, course, checklist } as const;

export function createChangeLogService({ orm }: ServiceContext) {
  return {
    /** Undefined when there is no such object. */
    async list(
      object: ChangeLogObjectName,
      objectId: number,
      page: { limit: number; offset: number },
    ): Promise<ChangeLog | undefined> {
      const table = objectTables[object];
      const [found] = await orm.select({ id: table.id }).from(table).where(eq(table.id, objectId));
      if (!found) return undefined;
      const { rows, total } = await listChanges(orm, object, objectId, page);
      return {
        data: rows.map((row) => ({
          change_id: row.id,
          user_name: `${row.firstName} ${row.lastName}`,
          action: row.action,
          detail: row.detail,
          created_at: row.createdAt,
        })),
        total,
      };
    },
  };
}

export type ChangeLogService = ReturnType<typeof createChangeLogService>;
