/**
 * Responsibilities (001 section 7; 002 section 5): suggestions, creating from a list of names, and the
 * responsibilities mapped to a compliance content (its map-responsibilities step). A change to a content's
 * mapping writes the content's change-log line ('update', detail 'responsibilities') in the same transaction;
 * a save that changes nothing writes none. Nothing a learner sees reads the mapping yet.
 */
import type {
  ResponsibilityItem,
  ResponsibilityList,
  ResponsibilitySearchQuery,
  ResponsibleKind,
} from '@segno/domain';
import type { Orm } from '../db/database';
import { findContentForUpdate } from '../repositories/admin-content-repository';
import { insertChange } from '../repositories/change-log-repository';
import { findPlanForUpdate } from '../repositories/plan-admin-repository';
import {
  countResponsibilities,
  findResponsibilitiesByName,
  insertUnitlessResponsibilities,
  listObjectResponsibilities,
  type ResponsibilityRow,
  removeObjectResponsibility,
  replaceObjectResponsibilities,
  searchResponsibilities,
} from '../repositories/responsibility-repository';
import type { ServiceContext } from './service-context';

const toItem = (row: ResponsibilityRow): ResponsibilityItem => ({
  responsibility_id: row.id,
  name: row.name,
});

/** itemNotFound: no such object; notResponsible: an object without the step; unknownIds: an id names nothing. */
export type ResponsibilityChangeResult =
  | { outcome: 'saved'; list: ResponsibilityList }
  | { outcome: 'itemNotFound' | 'notResponsible' | 'unknownIds' };

/**
 * Locks the object's row; which objects can carry responsibilities: compliance content without a sub type
 * (001 section 2), and compliance plans (002 section 2).
 */
async function lockObject(
  db: Orm,
  kind: ResponsibleKind,
  id: number,
): Promise<'found' | 'itemNotFound' | 'notResponsible'> {
  switch (kind) {
    case 'content': {
      const row = await findContentForUpdate(db, id);
      if (!row) return 'itemNotFound';
      return row.objectType === 'complianceContent' && !row.subType ? 'found' : 'notResponsible';
    }
    case 'plan': {
      // spec 002 section 2: the map-responsibilities step is for compliance plans only.
      const row = await findPlanForUpdate(db, id);
      if (!row) return 'itemNotFound';
      return row.objectType === 'compliancePlan' ? 'found' : 'notResponsible';
    }
  }
}

async function readMapped(db: Orm, kind: ResponsibleKind, id: number): Promise<ResponsibilityList> {
  return { data: (await listObjectResponsibilities(db, kind, id)).map(toItem) };
}

export function createResponsibilityService({ orm, now }: ServiceContext) {
  async function change(
    userId: number,
    kind: ResponsibleKind,
    id: number,
    apply: (tx: Orm) => Promise<boolean | 'unknownIds'>,
  ): Promise<ResponsibilityChangeResult> {
    return orm.transaction(async (tx) => {
      const found = await lockObject(tx, kind, id);
      if (found !== 'found') return { outcome: found };
      const changed = await apply(tx);
      if (changed === 'unknownIds') return { outcome: 'unknownIds' };
      if (changed)
        await insertChange(
          tx,
          { objectType: kind, objectId: id, userId, action: 'update', detail: 'responsibilities' },
          now(),
        );
      return { outcome: 'saved', list: await readMapped(tx, kind, id) };
    });
  }

  return {
    /** GET /responsibility: names holding the term, or the first ones by name without a term. */
    async search(query: ResponsibilitySearchQuery): Promise<ResponsibilityList> {
      return { data: (await searchResponsibilities(orm, query.searchTerm, query._limit)).map(toItem) };
    },

    /**
     * POST /responsibility: one responsibility per (distinct) name, in the order given: an existing one of that
     * name in any case and any business unit, else a new one without a unit. `created` counts the new ones.
     */
    async create(names: readonly string[]): Promise<{ list: ResponsibilityList; created: number }> {
      return orm.transaction(async (tx) => {
        const known = await findResponsibilitiesByName(tx, names);
        const knownNames = new Set(known.map((row) => row.name.toLowerCase()));
        const fresh = names.filter((name) => !knownNames.has(name.toLowerCase()));
        await insertUnitlessResponsibilities(tx, fresh);
        const rows = await findResponsibilitiesByName(tx, names);
        const byName = new Map(rows.map((row) => [row.name.toLowerCase(), row]));
        const data = names.flatMap((name) => {
          const row = byName.get(name.toLowerCase());
          return row ? [toItem(row)] : [];
        });
        return { list: { data }, created: fresh.length };
      });
    },

    /** GET /{kind}/{id}/responsibility. */
    async listOf(kind: ResponsibleKind, id: number): Promise<ResponsibilityChangeResult> {
      return orm.transaction(async (tx) => {
        const found = await lockObject(tx, kind, id);
        if (found === 'itemNotFound') return { outcome: found };
        return { outcome: 'saved', list: await readMapped(tx, kind, id) };
      });
    },

    /** PUT /{kind}/{id}/responsibility: the object's responsibilities become exactly `ids`. */
    replace: (userId: number, kind: ResponsibleKind, id: number, ids: readonly number[]) =>
      change(userId, kind, id, async (tx) => {
        if ((await countResponsibilities(tx, ids)) !== ids.length) return 'unknownIds';
        return replaceObjectResponsibilities(tx, kind, id, ids);
      }),

    /** DELETE /{kind}/{id}/responsibility/{responsibility_id}: idempotent. */
    remove: (userId: number, kind: ResponsibleKind, id: number, responsibilityId: number) =>
      change(userId, kind, id, (tx) => removeObjectResponsibility(tx, kind, id, responsibilityId)),
  };
}

export type ResponsibilityService = ReturnType<typeof createResponsibilityService>;
