import { formatSessionDate, type PendingRegistration } from '@segno/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  DataTable,
  dataTableCellClass,
  dataTableRowClass,
  EmptyState,
} from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import type { ApproveSessionsData } from './approval-loaders';
import { type DecisionTaken, useRegistrationApprovals } from './use-registration-approvals';

/** The first day's start: the session's date on the list. */
function sessionDate(registration: PendingRegistration): string {
  const [first] = [...registration.session.session_days].sort((a, b) => a.sort_order - b.sort_order);
  return first ? formatSessionDate(first.start_date) : '';
}

function takenText({ decision, registration }: DecisionTaken): string {
  const what = `${registration.name}'s registration for ${registration.session.course_name}`;
  return decision === 'approve' ? `Approved ${what}.` : `Denied ${what}.`;
}

const registrationColumns = ['Learner', 'Course', 'Session date', 'Actions'];
/**
 * The approve-sessions screen for managers (002, section 2, /dashboard/ilt/sessions/approve): the pending
 * session registrations of the manager's direct users, each approved or denied (denying asks first).
 */
export function ApproveSessionsPage() {
  const { registrations } = useLoaderData() as ApproveSessionsData;
  const approvals = useRegistrationApprovals(registrations);
  const isBusy = approvals.busyRegistrationId !== null;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">Approve session registrations</h1>
      <p role="status" className="text-sm empty:hidden">
        {approvals.lastTaken ? takenText(approvals.lastTaken) : ''}
      </p>
      {approvals.errorMessage && <Alert tone="danger">{approvals.errorMessage}</Alert>}
      {approvals.rows.length === 0 ? (
        <EmptyState headingLevel={2} title="No registrations are waiting for your approval." />
      ) : (
        <DataTable
          caption="Pending session registrations"
          columns={registrationColumns}
          aria-busy={isBusy || undefined}
        >
          {approvals.rows.map((registration) => {
            const isRowBusy = approvals.busyRegistrationId === registration.registration_id;
            const date = sessionDate(registration);
            const subject = `${registration.name}, ${registration.session.course_name}, ${date}`;
            return (
              <tr
                key={registration.registration_id}
                data-state={isRowBusy ? 'busy' : 'pending'}
                className={dataTableRowClass}
              >
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  {registration.name}
                </th>
                <td className={dataTableCellClass}>{registration.session.course_name}</td>
                <td className={dataTableCellClass}>{date}</td>
                <td className={dataTableCellClass}>
                  <div className="flex flex-wrap gap-2">
                    <Button
                      size="sm"
                      isLoading={isRowBusy}
                      disabled={isBusy}
                      aria-label={`Approve ${subject}`}
                      onClick={() => approvals.approve(registration)}
                    >
                      Approve
                    </Button>
                    <ConfirmDialog
                      trigger={
                        <Button size="sm" variant="outline" disabled={isBusy} aria-label={`Deny ${subject}`}>
                          Deny
                        </Button>
                      }
                      tone="danger"
                      title="Deny this registration?"
                      message={`${registration.name} will not be registered for ${registration.session.course_name} on ${date}.`}
                      confirmLabel="Deny"
                      cancelLabel="Keep"
                      onConfirm={() => approvals.deny(registration)}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
    </div>
  );
}
