import { navigationEntries } from '@segno/domain';
import { TeamWidget } from '@segno/ui';
import { useLoaderData } from 'react-router-dom';
import { ManagerApprovalsSection } from '../dashboard/manager-approvals-section';
import { toTeamMember } from '../dashboard/to-widget-items';
import type { TeamDashboardData } from './approval-loaders';

const title = navigationEntries.find((entry) => entry.id === 'my-team')?.label ?? 'My team';

/** /dashboard/team-dashboard: the manager's whole team, each linking to their profile, and their approvals. */
export function TeamDashboardPage() {
  const { team, registrations } = useLoaderData() as TeamDashboardData;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <TeamWidget members={team.data.map(toTeamMember)} total={team.total_managees} />
      <ManagerApprovalsSection team={team} registrations={registrations} />
    </div>
  );
}
