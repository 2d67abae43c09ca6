import { navigationEntriesFor } from '@segno/domain';
import {
  Banner,
  type BreadcrumbItem,
  Breadcrumbs,
  NavigationMenu,
  PageFrame,
  SearchBox,
  StatsPopout,
} from '@segno/ui';
import { Outlet, type UIMatch, useLoaderData, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { clearSession } from '../../api/session-cookies';
import { hashHref, navigationPaths, paths } from '../../paths';
import type { ForbiddenState } from '../../routes/route-error';
import { HeaderHelp } from '../header/header-help';
import { lazyWidget } from '../header/lazy-widget';
import { RedesignSplashOnce } from '../header/redesign-splash-once';
import { useHeaderSends } from '../header/use-header-sends';
import type { DashboardData } from './dashboard-loader';

// The watcher shows nothing for hours: its machine is fetched once the signed-in layout is on screen, not in the
// first load (issue 11), and starts its wait when it arrives.
const InactivityWatcher = lazyWidget(
  'The inactivity watcher',
  async () => (await import('../inactivity/inactivity-watcher')).InactivityWatcher,
);

/**
 * A route's part of the breadcrumbs (000, section 2: breadcrumbs on each screen), as its `handle`: the crumbs it
 * adds after its parents', from its own match (params, loader data) and every match on screen.
 */
export type CrumbHandle = {
  crumbs: (match: UIMatch, matches: readonly UIMatch[]) => BreadcrumbItem[];
};

/** A route's one crumb with a fixed label; `path` makes it a link when it is not the current page. */
export function crumb(label: string, path?: string): CrumbHandle {
  return { crumbs: () => [{ label, href: path === undefined ? undefined : hashHref(path) }] };
}

/** A route's one crumb read from its match, or none while its data is missing (a failed loader). */
export function crumbFrom<Data>(
  toCrumb: (data: Data, match: UIMatch) => { label: string; path?: string } | undefined,
): CrumbHandle {
  return {
    crumbs: (match) => {
      const found = match.data === undefined ? undefined : toCrumb(match.data as Data, match);
      return found
        ? [{ label: found.label, href: found.path === undefined ? undefined : hashHref(found.path) }]
        : [];
    },
  };
}

function isCrumbHandle(handle: unknown): handle is CrumbHandle {
  return (
    typeof handle === 'object' && handle !== null && typeof (handle as CrumbHandle).crumbs === 'function'
  );
}

/** The breadcrumbs of the matched routes, top level first. */
export function breadcrumbsOf(matches: readonly UIMatch[]): BreadcrumbItem[] {
  return matches.flatMap((match) => (isCrumbHandle(match.handle) ? match.handle.crumbs(match, matches) : []));
}

/** The signed-in chrome: header with search, help, the progress popout and the navigation menu. */
export function DashboardLayout() {
  const { user, stats, definition, hasTeam } = useLoaderData() as DashboardData;
  const api = useApi();
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const forbiddenMessage = (state as Partial<ForbiddenState> | null)?.forbiddenMessage;
  const sends = useHeaderSends(user.user_id);
  const breadcrumbs = breadcrumbsOf(useMatches());

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
      <InactivityWatcher userId={user.user_id} />
      {breadcrumbs.length > 0 && <Breadcrumbs items={breadcrumbs} className="mb-4" />}
      <RedesignSplashOnce
        isEnabled={definition.redesign_splash_enabled}
        isWanted={user.user_prefs.show_redesign_splash}
      />
      <Outlet />
    </PageFrame>
  );
}
