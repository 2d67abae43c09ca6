import { messages } from '@segno/domain';
import { Alert } from '@segno/ui';
import { useRouteLoaderData } from 'react-router-dom';
import type { DashboardData } from './dashboard-loader';

/** /dashboard/home. */
export function DashboardHome() {
  const { user, definition } = useRouteLoaderData('dashboard') as DashboardData;
  const isOffTheClock = definition.on_the_clock_enabled && user.on_the_clock === false;
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-semibold">Welcome back, {user.first_name}</h1>
      {isOffTheClock && <Alert tone="warning">{messages.restrictions.offTheClockAtLogin}</Alert>}
    </div>
  );
}
