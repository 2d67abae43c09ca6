import { errorDestination, isMemoryError, messages } from '@segno/domain';
import { useCallback } from 'react';
import { Navigate, type NavigateOptions, useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { clearSession } from '../api/session-cookies';
import type { ErrorPageState } from '../features/public/error-page';
import { paths } from '../paths';

export type ErrorRouteOptions = {
  /** Where a 403 leads (the Forbidden redirect); the dashboard home when not given. */
  forbiddenUrl?: string;
};

/** What a 403 tells the screen it leads to: the Forbidden-Response text, shown there. */
export type ForbiddenState = { forbiddenMessage: string };

/** Where a failed call leads: a route, or back to the caller (409). */
export type ErrorRoute =
  | { to: string; options: NavigateOptions & { state?: ErrorPageState | ForbiddenState } }
  | 'caller';

/**
 * The client's error catalogue, in one place (000, section 8): 401 clears the session and goes to login
 * (back here afterwards), 403 goes to the supplied url or the dashboard home, which shows the server's
 * reason (the signed-in layout reads `ForbiddenState`), 409 is handed to the caller,
 * 400, 404, 5xx and anything unexpected go to /error (with the memory message when the result says Memory).
 */
export function errorRoute(error: unknown, currentUrl: string, options: ErrorRouteOptions = {}): ErrorRoute {
  if (!(error instanceof ApiError)) return { to: paths.error(), options: { replace: true } };
  switch (errorDestination(error.status)) {
    case 'login':
      return { to: paths.login({ redirectUrl: currentUrl }), options: { replace: true } };
    case 'home':
      // spec 000 section 8: the Forbidden-Response header's text, else the generic denial.
      return {
        to: options.forbiddenUrl ?? paths.dashboardHome(),
        options: {
          replace: true,
          state: { forbiddenMessage: error.forbiddenResponse ?? messages.errors.contentForbidden },
        },
      };
    case 'caller':
      return 'caller';
    default:
      return {
        to: paths.error(),
        options: { replace: true, state: { isMemory: isMemoryError(error.body) } },
      };
  }
}

/** A call the router or the learner cancelled by leaving the page: not an error to report. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/** A loader's failure: the route follows the catalogue (a 409 here has no caller, so it is an error too). */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (!(error instanceof ApiError)) console.error(error);
  const route = errorRoute(error, `${pathname}${search}`);
  if (route === 'caller') return <Navigate to={paths.error()} replace />;
  // A 401's session was already cleared by the transport (`onUnauthorized`).
  return <Navigate to={route.to} {...route.options} />;
}

/**
 * An action's failure (a submission, a save): the same catalogue as the routes. A 409 is thrown back to the
 * caller; a cancelled call is ignored. Every other error navigates away, and navigation is what closes every
 * open dialog (000, section 8): a page's dialogs unmount with the page.
 */
export function useApiErrorHandler() {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const currentUrl = `${pathname}${search}`;
  return useCallback(
    (error: unknown, options?: ErrorRouteOptions) => {
      if (isAbort(error)) return;
      const route = errorRoute(error, currentUrl, options);
      if (route === 'caller') throw error;
      if (!(error instanceof ApiError)) console.error(error);
      if (error instanceof ApiError && error.status === 401) clearSession();
      navigate(route.to, route.options);
    },
    [navigate, currentUrl],
  );
}
