import type { LoaderFunctionArgs } from 'react-router-dom';
import { matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { createRoutes } from '../../routes/create-routes';
import { createBadgeWizardLoader } from './wizard-loaders';

const segments = { data: [{ segment_id: 2, name: 'Workplace Safety' }] };
const badge = {
  badge_id: 9,
  name: 'Hazard Hunter',
  short_name: 'Hazards',
  description: 'Finds hazards.',
  image_file: '/api/uploads/x.png',
  segment_id: 2,
  segment_name: 'Workplace Safety',
  medal_type_id: 1 as const,
  status: 1 as const,
  content_count: 1,
  created_at: new Date(0),
  updated_at: new Date(0),
};
const contents = {
  data: [{ content_id: 10, name: 'Spotting Hazards', short_name: 'Spot', points: 60, status: 2 }],
};

function fakeApi() {
  return {
    getBadgeSegments: vi.fn(async () => segments),
    getAdminBadge: vi.fn(async () => badge),
    getBadgeContents: vi.fn(async () => contents),
    getChangeLog: vi.fn(async () => ({ data: [], total: 0 })),
  };
}

const load = (api: ReturnType<typeof fakeApi>, url: string, params: Record<string, string> = {}) =>
  createBadgeWizardLoader(api as unknown as ApiClient)({
    request: new Request(`http://app${url}`),
    params,
  } as unknown as LoaderFunctionArgs);

describe('the badge wizard (001 section 2)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'user_id=1; username=admin; session=s' }));
  afterEach(() => vi.unstubAllGlobals());

  it('prefills a new badge from medal_type_id and segment_id, and shows only its basic info', async () => {
    const data = await load(fakeApi(), '/segment-admin/badges/new?medal_type_id=1&segment_id=2');
    expect(data).toMatchObject({
      step: 'edit',
      steps: ['edit'],
      badge: undefined,
      prefill: { segment_id: 2, medal_type_id: 1 },
      segments: segments.data,
    });
  });

  it.each([
    ['?medal_type_id=4&segment_id=x', {}],
    ['?medal_type_id=0&segment_id=-3', {}],
    ['?segment_id=5', { segment_id: 5 }],
  ])('ignores what is not a medal type or segment id (%s)', async (query, prefill) => {
    expect((await load(fakeApi(), `/segment-admin/badges/new${query}`)).prefill).toEqual(prefill);
  });

  it('shows every step and loads the content step’s contents', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/badges/9/content?exit=1', {
      badge_id: '9',
      step: 'content',
    });
    expect(data.steps).toEqual(['edit', 'content', 'notifications', 'status', 'change-log']);
    expect(data).toMatchObject({ step: 'content', exit: 1, badge, contents: contents.data });
    expect(api.getBadgeSegments).not.toHaveBeenCalled();
  });

  it.each([
    ['/segment-admin/manage-badges', 'manage-badges'],
    ['/segment-admin/badges/new', 'badges/new'],
    ['/segment-admin/badges/9/status', 'badges/:badge_id/:step'],
  ])('%s is the route %s', (path, routePath) => {
    expect(matchRoutes(createRoutes({} as ApiClient), path)?.at(-1)?.route.path).toBe(routePath);
  });
});
