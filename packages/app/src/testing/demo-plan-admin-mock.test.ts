import { describe, expect, it } from 'vitest';
import { mockCheck } from './mock-check';

function stable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(stable);
  if (value instanceof Date || value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => !(key === 'updated_at' && 'plan_id' in value));
  return Object.fromEntries(entries.map(([key, field]) => [key, stable(field)]));
}

type UnitRows = { data: { unit_id: number }[] };

describe('the plan wizard calls answer what the stories mock', () => {
  const check = mockCheck({ stable });
  const { expectSame } = check;

  it('reads each demo plan and its units, and refuses a learner and an unknown plan', async () => {
    for (const planId of [1, 2, 3, 4, 99]) {
      await expectSame('GET', `/plan/${planId}/admin`);
      await expectSame('GET', `/plan/${planId}/units`);
    }
    const units = await expectSame<UnitRows>('GET', '/plan/2/units');
    expect(units.body.data.length).toBeGreaterThan(1);
    expect((await expectSame('GET', '/plan/2/admin', undefined, check.learner)).status).toBe(403);
  });

  it('finds the units to add by name, outside a plan, and pages them', async () => {
    await expectSame('GET', '/plan/units?not_in_plan=2');
    await expectSame('GET', '/plan/units?not_in_plan=3&term=safe');
    await expectSame('GET', '/plan/units?term=ING&_limit=1&_offset=1');
    await expectSame('GET', '/plan/units?plan_ids[]=2');
    await expectSame('GET', '/plan/units?_limit=0');
  });

  it('adds, orders and removes units; refuses a draft unit, an unknown one and a wrong order', async () => {
    await expectSame('POST', '/plan/3/units', { unit_ids: [2, 1] });
    await expectSame('POST', '/plan/3/units', { unit_ids: [4] });
    await expectSame('POST', '/plan/3/units', { unit_ids: [999] });
    await expectSame('POST', '/plan/3/units', { unit_ids: [] });
    await expectSame('POST', '/plan/99/units', { unit_ids: [1] });
    await expectSame('PUT', '/plan/3/units', { order: [1, 2] });
    await expectSame('PUT', '/plan/3/units', { order: [1] });
    await expectSame('PUT', '/plan/3/unit/pre-requisites', {
      data: [{ unit_id: 1, prereq_type_id: 1, prereq_unit_id: 2 }],
    });
    // Unit 2 left the plan: unit 1 waits for nothing any more.
    const after = await expectSame<UnitRows>('DELETE', '/plan/3/unit/2');
    expect(after.body.data.map((row) => row.unit_id)).toEqual([1]);
    await expectSame('DELETE', '/plan/3/unit/2');
    await expectSame('GET', '/plan/3/admin');
  });

  it('saves prerequisites, clearing type 0 and refusing a unit that already waits for the row', async () => {
    await expectSame('PUT', '/plan/2/unit/pre-requisites', {
      data: [{ unit_id: 2, prereq_type_id: 0, prereq_unit_id: 1, prereq_wait_time: 3 }],
    });
    await expectSame('PUT', '/plan/2/unit/pre-requisites', {
      data: [{ unit_id: 2, prereq_type_id: 2, prereq_unit_id: 3, prereq_wait_time: 5 }],
    });
    // Unit 3 waits for unit 2: unit 2 cannot wait for unit 3.
    await expectSame('PUT', '/plan/2/unit/pre-requisites', {
      data: [{ unit_id: 3, prereq_type_id: 1, prereq_unit_id: 2 }],
    });
    await expectSame('PUT', '/plan/2/unit/pre-requisites', {
      data: [{ unit_id: 2, prereq_type_id: 1, prereq_unit_id: 2 }],
    });
    await expectSame('PUT', '/plan/2/unit/pre-requisites', { data: [{ unit_id: 2, prereq_type_id: 1 }] });
    await expectSame('PUT', '/plan/2/unit/pre-requisites', { data: [{ unit_id: 4, prereq_type_id: 0 }] });
    await expectSame('PUT', '/plan/2/unit/pre-requisites', { data: [{ unit_id: 1, prereq_type_id: 3 }] });
    await expectSame('GET', '/plan/2/units');
  });

  it('reads, tallies, saves and removes a plan’s assignment (its users step); refuses what the server refuses', async () => {
    const location = (value: string) => ({ type: 1, operator: 1, value });
    await expectSame('GET', '/plan/3/assignment');
    await expectSame('POST', '/plan/3/assignment/tally', { data: [location('S101')] });
    await expectSame('POST', '/plan/3/assignment', { data: [] });
    const created = await expectSame('POST', '/plan/3/assignment', { data: [location('S101')] });
    expect(created.status).toBe(201);
    await expectSame('POST', '/plan/3/assignment', { data: [location('S102')] });
    await expectSame('PUT', '/plan/3/assignment', { data: [location('S102'), { type: 0 }] });
    await expectSame('GET', '/plan/3/assignment');
    await expectSame('DELETE', '/plan/3/assignment');
    await expectSame('DELETE', '/plan/3/assignment');
    await expectSame('GET', '/plan/99/assignment');
    expect((await expectSame('GET', '/plan/3/assignment', undefined, check.learner)).status).toBe(403);
  });
});
