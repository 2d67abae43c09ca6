import { Navigate, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { createAllActivityLoader } from '../features/all-activity/all-activity-loader';
import { AllActivityPage } from '../features/all-activity/all-activity-page';
import { createAllRecommendationsLoader } from '../features/all-recommendations/all-recommendations-loader';
import { AllRecommendationsPage } from '../features/all-recommendations/all-recommendations-page';
import { LoginRoute } from '../features/auth/login-route';
import { DashboardHome } from '../features/dashboard/dashboard-home';
import { createDashboardHomeLoader } from '../features/dashboard/dashboard-home-loader';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { createDashboardLoader } from '../features/dashboard/dashboard-loader';
import { createLeaderboardLoader } from '../features/leaderboard/leaderboard-loader';
import { LeaderboardPage } from '../features/leaderboard/leaderboard-page';
import { ErrorPage } from '../features/public/error-page';
import { PrivacyPolicy } from '../features/public/privacy-policy';
import { TermsOfUse } from '../features/public/terms-of-use';
import { paths } from '../paths';
import { RouteError } from './route-error';

/** The route tree (000, section 2). Unknown routes go to /login. */
export function createRoutes(api: ApiClient): RouteObject[] {
  return [
    { path: '/login', element: <LoginRoute /> },
    { path: '/terms-of-use', element: <TermsOfUse /> },
    { path: '/privacy-policy', element: <PrivacyPolicy /> },
    { path: '/error', element: <ErrorPage /> },
    {
      id: 'dashboard',
      path: '/dashboard',
      loader: createDashboardLoader(api),
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, element: <Navigate to={paths.dashboardHome()} replace /> },
        { path: 'home', loader: createDashboardHomeLoader(api), element: <DashboardHome /> },
        { path: 'leaderboard', loader: createLeaderboardLoader(api), element: <LeaderboardPage /> },
        { path: 'all-activity', loader: createAllActivityLoader(api), element: <AllActivityPage /> },
        {
          path: 'all-recommendations',
          loader: createAllRecommendationsLoader(api),
          element: <AllRecommendationsPage />,
        },
      ],
    },
    { path: '/', element: <Navigate to={paths.dashboardHome()} replace /> },
    { path: '*', element: <Navigate to={paths.login()} replace /> },
  ];
}
