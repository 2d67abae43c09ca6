import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../api/api-client';
import { paths } from '../../paths';
import { createRoutes } from '../../routes/create-routes';

describe('ILT paths (002, section 2)', () => {
  it('builds the ILT screens', () => {
    expect(paths.course(1)).toBe('/dashboard/course/1');
    expect(paths.manageSessions()).toBe('/dashboard/ilt/manage-sessions');
    expect(paths.manageSessions({ courseId: 1, page: 2 })).toBe(
      '/dashboard/ilt/manage-sessions?course_id=1&page=2',
    );
    expect(paths.manageSessions({ page: 1 })).toBe('/dashboard/ilt/manage-sessions');
    expect(paths.newSession()).toBe('/dashboard/ilt/sessions/new');
    expect(paths.sessionView(4)).toBe('/dashboard/ilt/sessions/4/view');
    expect(paths.sessionEdit(4)).toBe('/dashboard/ilt/sessions/4/edit');
    // The segment-admin variants (002, section 2).
    expect(paths.manageSessions({ page: 2, area: 'segment-admin' })).toBe(
      '/segment-admin/ilt/manage-sessions?page=2',
    );
    expect(paths.newSession('segment-admin')).toBe('/segment-admin/ilt/sessions/new');
    expect(paths.sessionView(4, 'segment-admin')).toBe('/segment-admin/ilt/sessions/4/view');
    expect(paths.sessionEdit(4, 'segment-admin')).toBe('/segment-admin/ilt/sessions/4/edit');
  });

  // The loaders are built, not called: no call reaches the API.
  const routes = createRoutes({} as ApiClient);

  it.each([
    ['/dashboard/course/1', 'course/:course_id'],
    ['/dashboard/ilt/manage-sessions', 'manage-sessions'],
    ['/dashboard/ilt/sessions/new', 'sessions/new'],
    ['/dashboard/ilt/sessions/4/edit', 'sessions/:session_id/edit'],
    ['/dashboard/ilt/sessions/4/view', 'sessions/:session_id/view'],
    ['/segment-admin/ilt/manage-sessions', 'manage-sessions'],
    ['/segment-admin/ilt/sessions/new', 'sessions/new'],
    ['/segment-admin/ilt/sessions/4/edit', 'sessions/:session_id/edit'],
    ['/segment-admin/ilt/sessions/4/view', 'sessions/:session_id/view'],
  ])('%s is the ILT route %s, not the generic item route', (path, routePath) => {
    expect(matchRoutes(routes, path)?.at(-1)?.route.path).toBe(routePath);
  });
});
