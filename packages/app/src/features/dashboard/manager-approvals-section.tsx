import type { ManagerProfilesResponse, ManagerRegistrationCheck } from '@segno/domain';
import { hashHref, paths } from '../../paths';
import { DashboardSection } from './dashboard-section';

const linkClass = 'font-medium text-primary underline underline-offset-4';

/**
 * The manager approvals widget of the dashboard home (002, section 2: it appears only if the manager has
 * managees; the page decides): the pending and approved responsibility counts, a link per business unit to
 * its approval screen, and the approve-sessions screen when the registration check finds sessions.
 */
export function ManagerApprovalsSection({
  team,
  registrations,
}: {
  /** The profiles call's Manager data; counts it lacks show as none. */
  team: ManagerProfilesResponse;
  /** The registration check's answer; null when it failed (logged), so no sessions link shows. */
  registrations: ManagerRegistrationCheck | null;
}) {
  const businessUnits = team.business_units ?? [];
  const hasSessionsToApprove =
    registrations !== null && (registrations.has_sessions || registrations.total_pending_registrations > 0);
  return (
    <DashboardSection title="Manager approvals">
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        <div data-slot="approvals-pending">
          <dt className="text-sm text-muted-foreground">Pending approvals</dt>
          <dd className="text-2xl font-semibold">{team.total_pending_approvals ?? 0}</dd>
        </div>
        <div data-slot="approvals-approved">
          <dt className="text-sm text-muted-foreground">Approved</dt>
          <dd className="text-2xl font-semibold">{team.total_approved ?? 0}</dd>
        </div>
      </dl>
      {businessUnits.length > 0 && (
        <ul aria-label="Business units to approve" className="grid gap-1">
          {businessUnits.map((unit) => (
            <li key={unit.business_unit_id}>
              <a
                href={hashHref(
                  paths.managerApproval({
                    businessUnitId: unit.business_unit_id,
                    businessUnitName: unit.name,
                  }),
                )}
                className={linkClass}
              >
                Approve responsibilities in {unit.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {hasSessionsToApprove && (
        <a href={hashHref(paths.approveSessions())} className={`${linkClass} justify-self-start`}>
          Approve session registrations ({registrations.total_pending_registrations} pending)
        </a>
      )}
    </DashboardSection>
  );
}
