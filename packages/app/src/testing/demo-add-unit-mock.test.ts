import { describe, expect, it } from 'vitest';
import { mockCheck } from './mock-check';

describe('the add-unit dialog calls answer what the stories mock', () => {
  const check = mockCheck();
  const { expectSame } = check;

  const copyPath = (planId: number, unitId: number, name: string) =>
    `/plan/${planId}/unit/${unitId}/duplicate?new_name=${encodeURIComponent(name)}`;

  it('copies a published unit into the plan, last, under its new name, and lists the copy afterwards', async () => {
    const copied = await expectSame<{ data: { unit_name: string }[] }>(
      'PUT',
      copyPath(2, 1, '  Getting Started, again '),
    );
    expect(copied.status).toBe(201);
    expect(copied.body.data.at(-1)?.unit_name).toBe('Getting Started, again');
    // The body's name is taken too when there is no parameter.
    await expectSame('PUT', '/plan/3/unit/2/duplicate', { new_name: 'Hazards for the new plan' });
    await expectSame('GET', '/plan/3/units');
    await expectSame('GET', '/plan/units?term=again');
    await expectSame('GET', '/plan/units?not_in_plan=2&term=again');
  });

  it('refuses a short name, a taken one (case aside), a draft unit, an unknown unit or plan, and a learner', async () => {
    await expectSame('PUT', copyPath(3, 1, ' x '));
    await expectSame('PUT', copyPath(3, 1, 'GETTING STARTED'));
    await expectSame('PUT', copyPath(3, 4, 'Copy of the draft'));
    await expectSame('PUT', copyPath(3, 999, 'Copy of nothing'));
    await expectSame('PUT', copyPath(99, 1, 'Copy in no plan'));
    await expectSame('PUT', '/plan/3/unit/1/duplicate', {});
    expect(
      (await expectSame('PUT', copyPath(3, 1, 'Copy by a learner'), undefined, check.learner)).status,
    ).toBe(403);
    await expectSame('GET', '/plan/3/units');
  });
});
