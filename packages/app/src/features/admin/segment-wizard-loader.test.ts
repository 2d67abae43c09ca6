import { type LoaderFunctionArgs, matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { manageDashboardSegletRoute } from '../../routes/admin-routes';
import { createRoutes } from '../../routes/create-routes';
import { createSegletWizardLoader, createSegmentWizardLoader } from './wizard-loaders';

const segment = { segment_id: 7, name: 'Warehouse Safety' };
const medals = { data: [], max_points: 150 };

function fakeApi() {
  return {
    getAdminSegment: vi.fn(async () => segment),
    getAdminMedals: vi.fn(async () => medals),
    getAdminSeglet: vi.fn(async () => ({ seglet_id: 4, name: 'Ladders' })),
  };
}

const args = (url: string, params: Record<string, string>) =>
  ({ request: new Request(`http://app${url}`), params }) as unknown as LoaderFunctionArgs;
const load = (api: ReturnType<typeof fakeApi>, url: string, params: Record<string, string>) =>
  createSegmentWizardLoader(api as unknown as ApiClient)(args(url, params));

/** What a loader threw: a redirect or a refusal is a Response. */
const thrown = (loading: Promise<unknown>) =>
  loading.then(
    () => {
      throw new Error('the loader answered');
    },
    (error: unknown) => error as Response,
  );

describe('the segment wizard’s addresses (001 section 2)', () => {
  beforeEach(() => vi.stubGlobal('document', { cookie: 'user_id=1; username=admin; session=s' }));
  afterEach(() => vi.unstubAllGlobals());

  it('loads the medals on the medals step', async () => {
    const api = fakeApi();
    const data = await load(api, '/segment-admin/segments/7/medals?exit=1', {
      segment_id: '7',
      step: 'medals',
    });
    expect(data).toMatchObject({ step: 'medals', exit: 1, medals, segment });
    expect(data.steps).toEqual(['edit', 'content', 'medals', 'users', 'status', 'change-log']);
  });

  it('opens the content step for the segment’s seglets, keeping the exit code', async () => {
    const api = fakeApi();
    const answer = await thrown(
      load(api, '/segment-admin/segments/7/seglets?exit=1', { segment_id: '7', step: 'seglets' }),
    );
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('/segment-admin/segments/7/content?exit=1');
    expect(api.getAdminSegment).not.toHaveBeenCalled();
  });

  it('opens the badges list narrowed to the segment for its badges', async () => {
    const answer = await thrown(
      load(fakeApi(), '/segment-admin/segments/7/badges', { segment_id: '7', step: 'badges' }),
    );
    expect(answer.headers.get('Location')).toBe('/segment-admin/manage-badges?filter=segment%3A7');
  });

  it('has no page for a step the wizard does not have', async () => {
    const answer = await thrown(
      load(fakeApi(), '/segment-admin/segments/7/units', { segment_id: '7', step: 'units' }),
    );
    expect(answer.status).toBe(404);
  });

  it('refuses an unknown step of the other wizards too', async () => {
    const loader = createSegletWizardLoader(fakeApi() as unknown as ApiClient);
    const answer = await thrown(
      loader(args('/segment-admin/seglets/4/medals', { seglet_id: '4', step: 'medals' })),
    );
    expect(answer.status).toBe(404);
  });

  it('opens the seglet wizard from /manage-dashboard/seglets/{id}/{step}, query kept', async () => {
    const path = '/manage-dashboard/seglets/4/contents';
    expect(matchRoutes(createRoutes({} as ApiClient), path)?.at(-1)?.route).toBe(manageDashboardSegletRoute);
    const loader = manageDashboardSegletRoute.loader as (args: LoaderFunctionArgs) => Response;
    const answer = loader(args(`${path}?exit=1`, { seglet_id: '4', step: 'contents' }));
    expect(answer.headers.get('Location')).toBe('/segment-admin/seglets/4/contents?exit=1');
  });
});
