import { isRouteErrorResponse, type LoaderFunctionArgs, matchRoutes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { createRoutes } from '../../routes/create-routes';
import { createApproveSessionsLoader, createManagerApprovalLoader } from './approval-loaders';

describe('manager approval paths (002, section 2)', () => {
  it('keeps the state parameters in the query, so a reload opens the same business unit', () => {
    expect(paths.managerApproval({ businessUnitId: 3, businessUnitName: 'Store 12 & Co' })).toBe(
      '/dashboard/manager-approval?business_unit_id=3&business_unit_name=Store+12+%26+Co',
    );
    expect(paths.approveSessions()).toBe('/dashboard/ilt/sessions/approve');
  });

  // The loaders are built, not called: no call reaches the API.
  const routes = createRoutes({} as ApiClient);

  it.each([
    ['/dashboard/manager-approval', 'manager-approval'],
    ['/dashboard/ilt/sessions/approve', 'ilt/sessions/approve'],
  ])('%s is the route %s, not the generic item or session routes', (path, routePath) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(routePath);
  });
});

describe('only managers open the approval screens (000 section 6, 002 section 2)', () => {
  const managerId = 5;
  beforeEach(() => {
    vi.stubGlobal('document', { cookie: `user_id=${managerId}; username=manager; session=s` });
  });
  afterEach(() => vi.unstubAllGlobals());

  const responsibilities = [
    {
      responsibility_id: 1,
      name: 'Key holder',
      users: [{ user_id: 7, name: 'Ann Lee', is_approved: false }],
    },
  ];

  function fakeApi(totalManagees: number) {
    return {
      getManagerProfiles: vi.fn(async () => ({ total_managees: totalManagees, data: [] })),
      getManagerApproval: vi.fn(async () => responsibilities),
      getBusinessUnits: vi.fn(async () => ({ data: [{ business_unit_id: 3, name: 'Store 12' }] })),
      getManagerRegistrations: vi.fn(async () => ({ data: [] })),
    };
  }

  async function load(loader: (args: LoaderFunctionArgs) => Promise<unknown>, url: string) {
    try {
      const args = { request: new Request(`http://app${url}`), params: {} } as LoaderFunctionArgs;
      return { data: await loader(args) };
    } catch (thrown) {
      if (thrown instanceof Response) return { redirect: thrown.headers.get('Location') };
      if (isRouteErrorResponse(thrown)) return { error: thrown.status };
      throw thrown;
    }
  }

  it.each([
    ['the approval screen', paths.managerApproval({ businessUnitId: 3, businessUnitName: 'Store 12' })],
    ['the approve-sessions screen', paths.approveSessions()],
  ])('someone who manages nobody goes from %s to the dashboard home', async (_, url) => {
    const api = fakeApi(0);
    const loader = url.startsWith('/dashboard/manager-approval')
      ? createManagerApprovalLoader(api as unknown as ApiClient)
      : createApproveSessionsLoader(api as unknown as ApiClient);
    expect(await load(loader, url)).toEqual({ redirect: paths.dashboardHome() });
    expect(api.getManagerApproval).not.toHaveBeenCalled();
    expect(api.getManagerRegistrations).not.toHaveBeenCalled();
  });

  it("a manager gets the business unit's responsibilities, named from the query", async () => {
    const api = fakeApi(4);
    const loader = createManagerApprovalLoader(api as unknown as ApiClient);
    expect(
      await load(loader, paths.managerApproval({ businessUnitId: 3, businessUnitName: 'Store 12' })),
    ).toEqual({ data: { managerId, businessUnitId: 3, businessUnitName: 'Store 12', responsibilities } });
    expect(api.getManagerApproval).toHaveBeenCalledWith(managerId, 3, expect.any(AbortSignal));
    expect(api.getBusinessUnits).not.toHaveBeenCalled();
  });

  it('a link without the name still names the unit, from the business units', async () => {
    const api = fakeApi(4);
    const loader = createManagerApprovalLoader(api as unknown as ApiClient);
    expect(await load(loader, '/dashboard/manager-approval?business_unit_id=3')).toMatchObject({
      data: { businessUnitName: 'Store 12' },
    });
  });

  it.each(['', '?business_unit_id=0', '?business_unit_id=abc'])(
    'without a business unit (%s) the screen goes to the dashboard home',
    async (query) => {
      const api = fakeApi(4);
      const loader = createManagerApprovalLoader(api as unknown as ApiClient);
      expect(await load(loader, `/dashboard/manager-approval${query}`)).toEqual({
        redirect: paths.dashboardHome(),
      });
      expect(api.getManagerApproval).not.toHaveBeenCalled();
    },
  );
});
