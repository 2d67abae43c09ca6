import { Navigate, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { createAllActivityLoader } from '../features/all-activity/all-activity-loader';
import { AllActivityPage } from '../features/all-activity/all-activity-page';
import { createAllRecommendationsLoader } from '../features/all-recommendations/all-recommendations-loader';
import { AllRecommendationsPage } from '../features/all-recommendations/all-recommendations-page';
import { LoginRoute } from '../features/auth/login-route';
import { createBrowseLoader } from '../features/browse/browse-loader';
import { BrowsePage } from '../features/browse/browse-page';
import { createContentLoader, shouldRevalidateContent } from '../features/content/content-loader';
import { ContentPage } from '../features/content/content-page';
import { dashboardItemLoader } from '../features/content/dashboard-item-loader';
import { DashboardHome } from '../features/dashboard/dashboard-home';
import { createDashboardHomeLoader } from '../features/dashboard/dashboard-home-loader';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { createDashboardLoader } from '../features/dashboard/dashboard-loader';
import { createLeaderboardLoader } from '../features/leaderboard/leaderboard-loader';
import { LeaderboardPage } from '../features/leaderboard/leaderboard-page';
import { createProfileLoader } from '../features/profile/profile-loader';
import { ProfilePage } from '../features/profile/profile-page';
import { ErrorPage } from '../features/public/error-page';
import { PrivacyPolicy } from '../features/public/privacy-policy';
import { TermsOfUse } from '../features/public/terms-of-use';
import { RedeemPage } from '../features/redeem/redeem-page';
import { createSearchLoader } from '../features/search/search-loader';
import { SearchPage } from '../features/search/search-page';
import { createSegmentHomeLoader } from '../features/segment/segment-home-loader';
import { SegmentHomePage } from '../features/segment/segment-home-page';
import { paths } from '../paths';
import { RouteError } from './route-error';

/** The route tree (000, section 2). Unknown routes go to /login. */
export function createRoutes(api: ApiClient): RouteObject[] {
  const profileLoader = createProfileLoader(api);
  const contentLoader = createContentLoader(api);
  return [
    { path: '/login', element: <LoginRoute /> },
    { path: '/terms-of-use', element: <TermsOfUse /> },
    { path: '/privacy-policy', element: <PrivacyPolicy /> },
    { path: '/error', element: <ErrorPage /> },
    {
      // The signed-in chrome (header, navigation) around the learner area and the profiles (000, section 2).
      id: 'dashboard',
      loader: createDashboardLoader(api),
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      children: [
        {
          path: '/dashboard',
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
            // Finding learning (000, sections 2 and 5): browse, search and a segment's home.
            { path: 'browse-learning', loader: createBrowseLoader(api), element: <BrowsePage /> },
            { path: 'search/:searchTerm', loader: createSearchLoader(api), element: <SearchPage /> },
            {
              path: 'segments/:segment_id/home',
              loader: createSegmentHomeLoader(api),
              element: <SegmentHomePage />,
            },
            // Taking content (000, sections 2 and 4): in a segment, in a seglet, standalone, and checklists.
            ...[
              'segments/:segment_id/content/:content_id',
              'segments/:segment_id/content/:content_id/user-checklist/:user_checklist_id',
              'segments/:segment_id/seglets/:seglet_id/content/:content_id/home',
              'segments/:segment_id/seglets/:seglet_id/content/:content_id/user-checklist/:user_checklist_id',
              'content/:content_id',
              'content/:content_id/user-checklist/:user_checklist_id',
            ].map((path) => ({
              path,
              loader: contentLoader,
              shouldRevalidate: shouldRevalidateContent,
              element: <ContentPage />,
            })),
            { path: ':type/:id', loader: dashboardItemLoader },
          ],
        },
        { path: '/user-profile', loader: profileLoader, element: <ProfilePage /> },
        { path: '/user/:user_id/profile', loader: profileLoader, element: <ProfilePage /> },
        // Redeems a SegnoCode as it loads, inside the signed-in chrome (000, section 2).
        { path: '/redeem/:segnocode', element: <RedeemPage /> },
      ],
    },
    { path: '/', element: <Navigate to={paths.dashboardHome()} replace /> },
    { path: '*', element: <Navigate to={paths.login()} replace /> },
  ];
}
