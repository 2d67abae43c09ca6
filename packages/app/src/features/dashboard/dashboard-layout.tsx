import { navigationEntriesFor } from '@segno/domain';
import { NavigationMenu, PageFrame, SearchBox, StatsPopout } from '@segno/ui';
import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { clearSession } from '../../api/session-cookies';
import { hashHref, navigationPaths, paths } from '../../paths';
import type { DashboardData } from './dashboard-loader';

/** The signed-in chrome: header with search, the progress popout and the navigation menu. */
export function DashboardLayout() {
  const { user, stats } = useLoaderData() as DashboardData;
  const api = useApi();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  const links = navigationEntriesFor(user.roles).map((entry) => ({
    ...entry,
    href: hashHref(navigationPaths[entry.id]),
    isCurrent: navigationPaths[entry.id] === pathname,
  }));

  async function signOut() {
    try {
      await api.signOut(user.user_id);
    } catch (error) {
      console.warn('Sign-out call failed; the local session is cleared anyway.', error);
    } finally {
      clearSession();
      navigate(paths.login(), { replace: true });
    }
  }

  return (
    <PageFrame
      homeHref={hashHref(paths.dashboardHome())}
      search={<SearchBox onSearch={(term) => navigate(paths.search(term))} />}
      actions={
        <>
          <StatsPopout stats={stats} />
          <NavigationMenu
            links={links}
            onSignOut={signOut}
            userName={`${user.first_name} ${user.last_name}`}
          />
        </>
      }
    >
      <Outlet />
    </PageFrame>
  );
}
