import { describe, expect, it } from 'vitest';
import { paths, type UnitItemId } from '../../paths';
import { contentPlaceFrom, parentPath } from '../content/content-place';
import { planLandingPath } from './plan-loaders';
import { unitItemId } from './unit-items';

describe('plan paths (002, section 2)', () => {
  it('builds the plan screens', () => {
    expect(paths.learningPlan(2)).toBe('/dashboard/learning-plan/2');
    expect(paths.planCompliance(1)).toBe('/dashboard/learning-plan/1/compliance');
    expect(paths.planUnitHome(2, 3)).toBe('/dashboard/learning-plan/2/unit/3/home');
    expect(paths.planUnitReload(2, 3)).toBe('/dashboard/learning-plan/2/unit/3/reload');
    expect(paths.planUnitCourse(2, 3, 7)).toBe('/dashboard/learning-plan/2/unit/3/course/7');
  });

  it.each<[UnitItemId, string]>([
    [11, '/dashboard/learning-plan/2/unit/1/content/11'],
    ['-7', '/dashboard/learning-plan/2/unit/1/course/7'],
    ['-12', '/dashboard/learning-plan/2/unit/1/course/12'],
  ])('the unit item %s opens %s', (itemId, path) => {
    expect(paths.planUnitItem(2, 1, itemId)).toBe(path);
  });

  it('an item with a course goes by its dash-prefixed course id', () => {
    expect(unitItemId({ content_id: 11, course_id: null })).toBe(11);
    expect(unitItemId({ content_id: 30, course_id: 7 })).toBe('-7');
    expect(paths.planUnitItem(2, 1, unitItemId({ content_id: 30, course_id: 7 }))).toBe(
      '/dashboard/learning-plan/2/unit/1/course/7',
    );
  });

  it.each([
    [
      { plan_id: '2', unit_id: '1', content_id: '11' },
      '/dashboard/learning-plan/2/unit/1/content/11',
      '/dashboard/learning-plan/2/unit/1/home',
    ],
    [
      { plan_id: '1', content_id: '40' },
      '/dashboard/learning-plan/1/content/40',
      '/dashboard/learning-plan/1',
    ],
  ])('the content route %j is %s and returns to %s', (params, path, parent) => {
    const place = contentPlaceFrom(params);
    expect(paths.content(place)).toBe(path);
    expect(parentPath(place)).toBe(parent);
  });
});

describe('where a plan leads (002, section 2)', () => {
  const unit = (unit_id: number, is_complete = false, is_locked = false) => ({
    unit_id,
    is_complete,
    is_locked,
  });
  const standard = { plan_id: 2, object_type: 'standard' as const, unit_pointer: null };

  it('a compliance plan: its list, whatever the pointer', () => {
    expect(planLandingPath({ ...standard, object_type: 'compliancePlan', unit_pointer: 3 }, [unit(3)])).toBe(
      '/dashboard/learning-plan/2/compliance',
    );
  });

  it('the unit pointer when it names a unit of the plan', () => {
    expect(planLandingPath({ ...standard, unit_pointer: 3 }, [unit(1), unit(3)])).toBe(
      '/dashboard/learning-plan/2/unit/3/home',
    );
  });

  it('without a pointer: the first unit neither complete nor locked', () => {
    expect(planLandingPath(standard, [unit(1, true), unit(2, false, true), unit(3), unit(4)])).toBe(
      '/dashboard/learning-plan/2/unit/3/home',
    );
  });

  it('every unit complete or locked: the first unit', () => {
    expect(planLandingPath(standard, [unit(5, true), unit(6, false, true)])).toBe(
      '/dashboard/learning-plan/2/unit/5/home',
    );
  });

  it('a pointer to a unit no longer in the plan counts as none', () => {
    expect(planLandingPath({ ...standard, unit_pointer: 9 }, [unit(1, true), unit(2)])).toBe(
      '/dashboard/learning-plan/2/unit/2/home',
    );
  });
});
