import { describe, expect, it } from 'vitest';
import { unitExitPath, wizardExitPath, wizardStepPath } from './admin-paths';
import {
  statusChoices,
  visibleWizardSteps,
  wizardButtons,
  wizardSteps,
  wizardStepTitle,
  wizardSubRoutes,
} from './wizard';

describe('visibleWizardSteps', () => {
  it('shows only basic info for a new item', () => {
    expect(visibleWizardSteps('segment', { isNew: true })).toEqual(['edit']);
    expect(visibleWizardSteps('content', { isNew: true, isCompliance: true })).toEqual(['edit']);
  });

  it('shows the segment wizard steps the spec lists', () => {
    expect(visibleWizardSteps('segment', { isNew: false })).toEqual([
      'edit',
      'content',
      'medals',
      'users',
      'status',
      'change-log',
    ]);
  });

  it('hides skill mapping without the assessment tool, and the compliance steps on other content', () => {
    const steps = visibleWizardSteps('content', { isNew: false });
    expect(steps).not.toContain('skill-mapping');
    expect(steps).not.toContain('map-responsibilities');
    expect(steps).not.toContain('add-learner');
    expect(steps).toHaveLength(wizardSteps.content.length - 3);
  });

  it('shows skill mapping with the assessment tool', () => {
    expect(visibleWizardSteps('content', { isNew: false, assessmentToolEnabled: true })).toContain(
      'skill-mapping',
    );
  });

  it('shows responsibilities and learners for compliance content without a sub type only', () => {
    const compliance = visibleWizardSteps('content', { isNew: false, isCompliance: true });
    expect(compliance).toContain('map-responsibilities');
    expect(compliance).toContain('add-learner');
    const withSubType = visibleWizardSteps('content', { isNew: false, isCompliance: true, hasSubType: true });
    expect(withSubType).not.toContain('map-responsibilities');
  });

  it('hides most steps of foreign-language content', () => {
    expect(
      visibleWizardSteps('content', { isNew: false, isForeignLanguage: true, assessmentToolEnabled: true }),
    ).toEqual(['edit', 'launch-and-expiration', 'status', 'change-log']);
  });
});

describe('wizardButtons', () => {
  const steps = visibleWizardSteps('segment', { isNew: false });

  it('offers only continue (create) on a new item', () => {
    expect(wizardButtons(['edit'], 'edit', true)).toEqual({
      back: false,
      continue: true,
      saveAndClose: false,
      close: false,
    });
  });

  it('hides back on the first step and shows save-and-close', () => {
    expect(wizardButtons(steps, 'edit', false)).toEqual({
      back: false,
      continue: true,
      saveAndClose: true,
      close: false,
    });
  });

  it('shows close on status and change-log, and hides continue on change-log', () => {
    expect(wizardButtons(steps, 'status', false)).toMatchObject({ close: true, continue: true });
    expect(wizardButtons(steps, 'change-log', false)).toEqual({
      back: true,
      continue: false,
      saveAndClose: false,
      close: true,
    });
  });
});

describe('statusChoices', () => {
  it('offers draft only to a draft', () => {
    expect(statusChoices(1)).toEqual([1, 2, 3]);
    expect(statusChoices(2)).toEqual([2, 3]);
  });
});

describe('exit paths', () => {
  it('maps 1 to the manage list and anything else to admin home', () => {
    expect(wizardExitPath('segment', 1)).toBe('/segment-admin/manage-segments');
    expect(wizardExitPath('content', 0)).toBe('/segment-admin/home');
    expect(wizardExitPath('badge', undefined)).toBe('/segment-admin/home');
  });

  it.each([
    [undefined, undefined, '/segment-admin/manage-units'],
    [2, undefined, '/segment-admin/manage-units'],
    [undefined, 7, '/segment-admin/home'],
    [1, 7, '/segment-admin/manage-units'],
    [2, 7, '/segment-admin/learning-plan/7/units?exit=0'],
    [3, 7, '/segment-admin/learning-plan/7/units?exit=1'],
    [4, 7, '/segment-admin/learning-plan/7/units-prerequisites?exit=0'],
    [5, 7, '/segment-admin/learning-plan/7/units-prerequisites?exit=1'],
  ])('unit exit %s in plan %s leads to %s', (exit, plan, path) => {
    expect(unitExitPath(exit, plan)).toBe(path);
  });

  it('builds step paths', () => {
    expect(wizardStepPath('segment', 'new')).toBe('/segment-admin/segments/new');
    expect(wizardStepPath('content', 4, 'status')).toBe('/segment-admin/contents/4/status');
  });
});

describe('the plan and course wizards (002 section 2)', () => {
  it.each([
    [{ isNew: true }, ['edit']],
    [{ isNew: false }, ['edit', 'units', 'users', 'status', 'change-log']],
    [{ isNew: false, isCompliance: false }, ['edit', 'units', 'users', 'status', 'change-log']],
    // compliance: no learning units or assign users; map-responsibilities for compliance only
    [{ isNew: false, isCompliance: true }, ['edit', 'map-responsibilities', 'status', 'change-log']],
    [{ isNew: true, isCompliance: true }, ['edit']],
  ] as const)('plan steps for %o are %o', (facts, steps) => {
    expect(visibleWizardSteps('plan', facts)).toEqual(steps);
  });

  it.each([
    [{ isNew: true }, ['edit']],
    [{ isNew: false }, ['edit', 'session-info', 'expertise', 'users', 'status', 'change-log']],
    [
      { isNew: false, isCompliance: true, assessmentToolEnabled: false },
      ['edit', 'session-info', 'expertise', 'users', 'status', 'change-log'],
    ],
  ] as const)('course steps for %o are %o', (facts, steps) => {
    expect(visibleWizardSteps('course', facts)).toEqual(steps);
  });

  it('keeps units-prerequisites a sub-route of the units step, not a step', () => {
    expect(wizardSubRoutes.plan['units-prerequisites']).toBe('units');
    expect(wizardSteps.plan).not.toContain('units-prerequisites');
    expect(wizardStepPath('plan', 7, 'units-prerequisites')).toBe(
      '/segment-admin/learning-plan/7/units-prerequisites',
    );
  });

  it('titles the course users step Course Visibility, and only there', () => {
    expect(wizardStepTitle('course', 'users')).toBe('Course Visibility');
    expect(wizardStepTitle('plan', 'users')).toBe('Users');
    expect(wizardStepTitle('course', 'session-info')).toBe('Session info');
    expect(wizardStepTitle('plan', 'units')).toBe('Learning units');
  });

  const course = visibleWizardSteps('course', { isNew: false });
  // spec: close hidden unless status or change-log, always on a new course; continue hidden on change-log;
  // back hidden on a new course (and on the first step)
  it.each([
    ['edit', { back: false, continue: true, saveAndClose: true, close: false }],
    ['session-info', { back: true, continue: true, saveAndClose: true, close: false }],
    ['expertise', { back: true, continue: true, saveAndClose: true, close: false }],
    ['users', { back: true, continue: true, saveAndClose: true, close: false }],
    ['status', { back: true, continue: true, saveAndClose: true, close: true }],
    ['change-log', { back: true, continue: false, saveAndClose: false, close: true }],
  ] as const)('course step %s shows %o', (step, buttons) => {
    expect(wizardButtons(course, step, false)).toEqual(buttons);
  });

  it('offers a new course only create: no back, no close', () => {
    expect(wizardButtons(['edit'], 'edit', true)).toEqual({
      back: false,
      continue: true,
      saveAndClose: false,
      close: false,
    });
  });

  it.each([
    ['plan', 'new', undefined, '/segment-admin/learning-plan/new'],
    ['plan', 3, 'units', '/segment-admin/learning-plan/3/units'],
    ['plan', 3, undefined, '/segment-admin/learning-plan/3/edit'],
    ['course', 'new', undefined, '/segment-admin/ilt/courses/new'],
    ['course', 5, 'session-info', '/segment-admin/ilt/courses/5/session-info'],
    ['course', 5, 'change-log', '/segment-admin/ilt/courses/5/change-log'],
  ] as const)('the %s wizard of %s at %s lives at %s', (kind, id, step, path) => {
    expect(wizardStepPath(kind, id, step)).toBe(path);
  });

  it.each([
    ['plan', 1, '/segment-admin/manage-learning-plan'],
    ['plan', 0, '/segment-admin/home'],
    ['course', 1, '/segment-admin/ilt/manage-courses'],
    ['course', 0, '/segment-admin/home'],
    ['course', undefined, '/segment-admin/home'],
  ] as const)('closing the %s wizard with exit %s leads to %s', (kind, exit, path) => {
    expect(wizardExitPath(kind, exit)).toBe(path);
  });
});
