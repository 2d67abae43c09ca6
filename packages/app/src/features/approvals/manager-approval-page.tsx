import { type ApprovalResponsibility, iltErrorMessage, messages } from '@segno/domain';
import { ManagerApproval } from '@segno/ui';
import { useState } from 'react';
import { useLoaderData, useNavigate } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { paths } from '../../paths';
import { useApiErrorHandler } from '../../routes/route-error';
import type { ManagerApprovalData } from './approval-loaders';

/**
 * The manager approval screen (002, section 2, "Manager approval screen"): a business unit's responsibilities
 * with the users who can be approved. Submit saves them and cancel (once the widget's popup is confirmed)
 * leaves without saving; both return to the learner dashboard home.
 */
export function ManagerApprovalPage() {
  const { managerId, businessUnitId, businessUnitName, responsibilities } =
    useLoaderData() as ManagerApprovalData;
  const api = useApi();
  const navigate = useNavigate();
  const handleError = useApiErrorHandler();
  const [errorMessage, setErrorMessage] = useState<string>();

  async function submit(approved: ApprovalResponsibility[]) {
    setErrorMessage(undefined);
    try {
      await api.saveManagerApproval(managerId, businessUnitId, approved);
    } catch (error) {
      try {
        handleError(error);
      } catch {
        // A refusal (409) stays on the screen with the server's reason.
        setErrorMessage(iltErrorMessage(error) ?? messages.errors.generic);
      }
      return;
    }
    navigate(paths.dashboardHome());
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <h1 className="text-2xl font-semibold">Manager approval</h1>
      <ManagerApproval
        // Another business unit's screen starts from its own data.
        key={businessUnitId}
        responsibilities={responsibilities}
        businessUnitName={businessUnitName}
        errorMessage={errorMessage}
        onSubmit={submit}
        onCancel={() => navigate(paths.dashboardHome())}
      />
    </div>
  );
}
