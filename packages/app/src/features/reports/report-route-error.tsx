import { reportMessages } from '@segno/domain';
import { Alert } from '@segno/ui';
import { useRouteError } from 'react-router-dom';
import { ApiError } from '../../api/api-error';
import { RouteError } from '../../routes/route-error';

/**
 * A report page that failed to load: a refusal (403, `canReadReport`) says who may see reports, in place, so
 * the user learns why; anything else follows the error catalogue (an unknown region is a 404: the error page).
 */
export function ReportRouteError() {
  const error = useRouteError();
  if (error instanceof ApiError && error.status === 403)
    return (
      <Alert tone="danger" data-state="forbidden">
        {reportMessages.notAllowed}
      </Alert>
    );
  return <RouteError />;
}
