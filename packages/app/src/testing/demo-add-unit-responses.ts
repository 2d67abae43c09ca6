/**
 * The add-unit dialog's copy (PUT /plan/{id}/unit/{unit_id}/duplicate) for the plan wizard's Screens stories:
 * the copied units of a story's world, and the copy as the server's plan admin service makes it (the copy keeps
 * the unit's status, gets the next unit id, and joins the plan last). demo-plan-admin-responses answers the call
 * with these; demo-add-unit-mock.test.ts keeps them equal to the real server.
 *
 * Left out: the copy's tree (groups, links and contents), which no Screens story reads.
 */
import { planAdminMessages, publicationStatus } from '@segno/domain';
import type { DemoUnit } from '@segno/server/demo-data';
import type { DemoAdminWorld } from './demo-admin-responses';

const copiesByWorld = new WeakMap<DemoAdminWorld, DemoUnit[]>();

/** The units a story's copies made, beside the seeded ones. */
export function demoCopiedUnits(world: DemoAdminWorld): DemoUnit[] {
  let copies = copiesByWorld.get(world);
  if (!copies) {
    copies = [];
    copiesByWorld.set(world, copies);
  }
  return copies;
}

export type DemoUnitCopy =
  | { outcome: 'copied'; unit: DemoUnit }
  | { outcome: 'unitNotFound' }
  | { outcome: 'notPublished' }
  | { outcome: 'nameTaken'; issues: { path: string; message: string }[] };

/**
 * The copy of `unitId` under `newName` (already trimmed and checked for length), refused as the service refuses:
 * an unknown unit, a unit not published, a name another unit (not archived) has, case aside.
 */
export function demoCopyUnit(
  world: DemoAdminWorld,
  units: readonly DemoUnit[],
  unitId: number,
  newName: string,
): DemoUnitCopy {
  const source = units.find((unit) => unit.id === unitId);
  if (!source) return { outcome: 'unitNotFound' };
  if (source.status !== publicationStatus.published) return { outcome: 'notPublished' };
  const wanted = newName.toLowerCase();
  if (units.some((unit) => unit.status !== publicationStatus.archived && unit.name.toLowerCase() === wanted))
    return {
      outcome: 'nameTaken',
      issues: [{ path: 'new_name', message: planAdminMessages.planAuthoring.unitNameTaken }],
    };
  const unit: DemoUnit = {
    id: Math.max(0, ...units.map((row) => row.id)) + 1,
    name: newName,
    status: source.status,
    createdAt: world.demo.now,
  };
  demoCopiedUnits(world).push(unit);
  return { outcome: 'copied', unit };
}
