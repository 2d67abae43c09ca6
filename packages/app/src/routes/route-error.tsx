import { errorDestination, isMemoryError } from '@segno/domain';
import { Navigate, useLocation, useRouteError } from 'react-router-dom';
import { ApiError } from '../api/api-error';
import { paths } from '../paths';

/** The client's error catalogue, in one place: where each failed call leads (000, section 8). */
export function RouteError() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  if (!(error instanceof ApiError)) {
    console.error(error);
    return <Navigate to={paths.error()} replace />;
  }
  switch (errorDestination(error.status)) {
    case 'login':
      return <Navigate to={paths.login({ redirectUrl: `${pathname}${search}` })} replace />;
    case 'home':
      return <Navigate to={paths.dashboardHome()} replace />;
    default:
      return <Navigate to={paths.error()} replace state={{ isMemory: isMemoryError(error.body) }} />;
  }
}
