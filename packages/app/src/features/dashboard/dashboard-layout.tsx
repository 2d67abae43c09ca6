import { navigationEntriesFor } from '@segno/domain';
import { Banner, Breadcrumbs, NavigationMenu, PageFrame, SearchBox, StatsPopout } from '@segno/ui';
import {
  Outlet,
  ScrollRestoration,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
} from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { clearSession } from '../../api/session-cookies';
import { hashHref, navigationPaths, paths } from '../../paths';
import type { ForbiddenState } from '../../routes/route-error';
import { scrollKey } from '../../routes/scroll-on-navigation';
import { HeaderHelp } from '../header/header-help';
import { lazyWidget } from '../header/lazy-widget';
import { RedesignSplashOnce } from '../header/redesign-splash-once';
import { useHeaderSends } from '../header/use-header-sends';
import { breadcrumbsOf, pageTitleOf } from './crumbs';
import type { DashboardData } from './dashboard-loader';
import { useFocusAfterNavigation } from './use-focus-after-navigation';
import { useHasPainted } from './use-has-painted';

// The watcher shows nothing for hours: its machine and its dialog are fetched once the signed-in page has been
// painted, neither in the first load nor competing with the first screen's own files (issue 11), and it starts its
// wait when they arrive.
const InactivityWatcher = lazyWidget(
  'The inactivity watcher',
  async () => (await import('../inactivity/inactivity-watcher')).InactivityWatcher,
);

/** The signed-in chrome: header with search, help, the progress popout and the navigation menu. */
export function DashboardLayout() {
  const { user, stats, definition, hasTeam } = useLoaderData() as DashboardData;
  const api = useApi();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const forbiddenMessage = (state as Partial<ForbiddenState> | null)?.forbiddenMessage;
  const sends = useHeaderSends(user.user_id);
  const breadcrumbs = breadcrumbsOf(useMatches());
  const hasPainted = useHasPainted();
  useFocusAfterNavigation();

  const links = navigationEntriesFor({ userId: user.user_id, roles: user.roles, hasTeam }).map((entry) => ({
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
          <HeaderHelp onSendFeedback={sends.sendFeedback} onRequestContent={sends.requestContent} />
          {/* The help tour's targets (000, section 2); the widgets take no data attributes themselves. */}
          <span data-tour="header-progress" className="inline-flex">
            <StatsPopout stats={stats} />
          </span>
          <span data-tour="main-navigation" className="inline-flex">
            <NavigationMenu
              links={links}
              onSignOut={signOut}
              userName={`${user.first_name} ${user.last_name}`}
            />
          </span>
        </>
      }
    >
      {sends.notice && (
        <Banner key={sends.notice.id} tone="success" className="mb-4" onDismiss={sends.clearNotice}>
          {sends.notice.text}
        </Banner>
      )}
      {forbiddenMessage && (
        <Banner key={forbiddenMessage} tone="danger" className="mb-4">
          {forbiddenMessage}
        </Banner>
      )}
      {hasPainted && <InactivityWatcher userId={user.user_id} />}
      {breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} className="mb-4" />}
      <RedesignSplashOnce
        isEnabled={definition.redesign_splash_enabled}
        isWanted={user.user_prefs.show_redesign_splash}
      />
      <Outlet />
      <title>{pageTitleOf(breadcrumbs)}</title>
      <ScrollRestoration getKey={scrollKey} />
    </PageFrame>
  );
}
