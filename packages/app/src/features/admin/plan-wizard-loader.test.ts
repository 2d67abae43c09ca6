import type { LoaderFunctionArgs } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { createRoutes } from '../../routes/create-routes';
import { planUnitEditPath } from './plan-units-step';
import { createPlanPrerequisitesLoader, createPlanWizardLoader } from './wizard-loaders';

const plan = (objectType: 'standard' | 'compliancePlan') => ({
  plan_id: 7,
  plan_name: 'Warehouse Onboarding',
  plan_short_name: 'Warehouse',
  plan_description: 'First weeks.',
  plan_image_url: '/api/uploads/x.png',
  plan_is_public: true,
  plan_status_id: 1 as const,
  object_type: objectType,
  business_unit_id: null,
  use_monthly_targets: false,
  monthly_targets: [],
  plan_due_date: null,
  plan_due_duration: null,
  plan_total_units: 1,
  plan_created_date: new Date(0),
  plan_published_date: null,
  updated_at: new Date(0),
});
const units = {
  data: [
    {
      unit_id: 3,
      unit_name: 'Getting Started',
      unit_status_id: 2 as const,
      position: 0,
      prereq_type_id: 0 as const,
      prereq_unit_id: null,
      prereq_wait_time: null,
      prereq_start_date: null,
    },
  ],
};
const responsibilities = { data: [{ responsibility_id: 4, name: 'Forklift' }] };
const assignment = {
  assignment_id: 5,
  data: [{ criterion_id: 9, type: 1, operator: 1, value: 'S101' }],
  tally_total: 16,
  default_required: null,
  content_default: true,
};

function fakeApi(objectType: 'standard' | 'compliancePlan' = 'standard') {
  return {
    getAdminPlan: vi.fn(async () => plan(objectType)),
    getAdminPlanUnits: vi.fn(async () => units),
    getPlanResponsibilities: vi.fn(async () => responsibilities),
    getAssignment: vi.fn(async () => assignment),
    getChangeLog: vi.fn(async () => ({ data: [], total: 0 })),
  };
}

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(`http://app${url}`), params }) as unknown as LoaderFunctionArgs;
const load = (api: ReturnType<typeof fakeApi>, url: string, params: Record<string, string> = {}) =>
  createPlanWizardLoader(api as unknown as ApiClient)(args(url, params));

describe('the plan wizard (002 section 2)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'user_id=1; username=admin; session=s' }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows a new plan its basic info only, and asks for nothing', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/learning-plan/new');
    expect(data).toMatchObject({ step: 'edit', steps: ['edit'], plan: undefined });
    expect(api.getAdminPlan).not.toHaveBeenCalled();
  });

  it('gives a standard plan its units and users steps and loads the units there', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/learning-plan/7/units?exit=1', {
      plan_id: '7',
      step: 'units',
    });
    expect(data.steps).toEqual(['edit', 'units', 'users', 'status', 'change-log']);
    expect(data).toMatchObject({ step: 'units', exit: 1, units: units.data, assignment: undefined });
    expect(api.getPlanResponsibilities).not.toHaveBeenCalled();
    expect(api.getAssignment).not.toHaveBeenCalled();
  });

  it('loads the plan’s assignment on its users step', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/learning-plan/7/users?exit=0', {
      plan_id: '7',
      step: 'users',
    });
    expect(data).toMatchObject({ step: 'users', exit: 0, assignment });
    expect(api.getAssignment).toHaveBeenCalledWith('plan', 7, expect.any(AbortSignal));
    expect(api.getAdminPlanUnits).not.toHaveBeenCalled();
  });

  it('gives a compliance plan responsibilities instead of units', async () => {
    const api = fakeApi('compliancePlan');
    const data = await load(api, '/segment-admin/learning-plan/7/map-responsibilities', {
      plan_id: '7',
      step: 'map-responsibilities',
    });
    expect(data.steps).toEqual(['edit', 'map-responsibilities', 'status', 'change-log']);
    expect(data.responsibilities).toEqual(responsibilities.data);
    expect(api.getAdminPlanUnits).not.toHaveBeenCalled();
  });

  it.each(['units', 'users'])('has no %s page for a compliance plan', async (step) => {
    const refusal = await load(fakeApi('compliancePlan'), `/segment-admin/learning-plan/7/${step}`, {
      plan_id: '7',
      step,
    }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(Response);
    expect((refusal as Response).status).toBe(404);
  });

  it('loads the prerequisites page with the plan and its units', async () => {
    const api = fakeApi();
    const data = await createPlanPrerequisitesLoader(api as unknown as ApiClient)(
      args('/segment-admin/learning-plan/7/units-prerequisites?exit=0', { plan_id: '7' }),
    );
    expect(data).toMatchObject({ exit: 0, units: units.data, plan: { plan_id: 7 } });
  });

  it.each([
    [undefined, 2],
    [0, 2],
    [1, 3],
  ])('edits a unit from the units step (exit %s) with the unit exit code %s', (exit, code) => {
    expect(planUnitEditPath(3, 7, exit)).toBe(`/segment-admin/units/3/edit/plan/7?exit=${code}`);
  });

  it.each([
    ['/segment-admin/manage-learning-plan', 'manage-learning-plan'],
    ['/segment-admin/learning-plan/new', 'learning-plan/new'],
    ['/segment-admin/learning-plan/7/status', 'learning-plan/:plan_id/:step'],
    ['/segment-admin/learning-plan/7/units-prerequisites', 'learning-plan/:plan_id/units-prerequisites'],
  ])('%s is the route %s', (path, routePath) => {
    expect(matchRoutes(createRoutes({} as ApiClient), path)?.at(-1)?.route.path).toBe(routePath);
  });
});
