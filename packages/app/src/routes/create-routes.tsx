import { assessmentMessages, navigationEntries } from '@segno/domain';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import { createAllActivityLoader } from '../features/all-activity/all-activity-loader';
import { AllActivityPage } from '../features/all-activity/all-activity-page';
import { createAllRecommendationsLoader } from '../features/all-recommendations/all-recommendations-loader';
import { AllRecommendationsPage } from '../features/all-recommendations/all-recommendations-page';
import {
  createApproveSessionsLoader,
  createManagerApprovalLoader,
  createTeamDashboardLoader,
  type ManagerApprovalData,
} from '../features/approvals/approval-loaders';
import {
  createAssessmentFormLoader,
  createAssessmentListLoader,
} from '../features/assessments/assessment-loaders';
import { LoginRoute } from '../features/auth/login-route';
import { createBrowseLoader } from '../features/browse/browse-loader';
import { BrowsePage } from '../features/browse/browse-page';
import {
  type ContentData,
  createContentLoader,
  shouldRevalidateContent,
} from '../features/content/content-loader';
import { ContentPage } from '../features/content/content-page';
import { dashboardItemLoader } from '../features/content/dashboard-item-loader';
import { DashboardHome } from '../features/dashboard/dashboard-home';
import { createDashboardHomeLoader } from '../features/dashboard/dashboard-home-loader';
import { crumb, crumbFrom, DashboardLayout } from '../features/dashboard/dashboard-layout';
import { createDashboardLoader } from '../features/dashboard/dashboard-loader';
import {
  type CourseData,
  createCourseLoader,
  createManageSessionsLoader,
  createSessionFormLoader,
  createSessionViewLoader,
  type SessionViewData,
} from '../features/ilt/ilt-loaders';
import { createLeaderboardLoader } from '../features/leaderboard/leaderboard-loader';
import { LeaderboardPage } from '../features/leaderboard/leaderboard-page';
import { planCrumbs, unitCrumbs } from '../features/plan/plan-crumbs';
import {
  createComplianceLoader,
  createPlanLoader,
  createPlanRedirectLoader,
  createUnitHomeLoader,
  planRouteId,
  unitReloadLoader,
} from '../features/plan/plan-loaders';
import type { ProfileData } from '../features/profile/profile-loader';
import { createProfileLoader } from '../features/profile/profile-loader';
import { ProfilePage } from '../features/profile/profile-page';
import { ErrorPage } from '../features/public/error-page';
import { PrivacyPolicy } from '../features/public/privacy-policy';
import { TermsOfUse } from '../features/public/terms-of-use';
import { RedeemPage } from '../features/redeem/redeem-page';
import type { SearchData } from '../features/search/search-loader';
import { createSearchLoader } from '../features/search/search-loader';
import { SearchPage } from '../features/search/search-page';
import { createSegmentHomeLoader, type SegmentHomeData } from '../features/segment/segment-home-loader';
import { SegmentHomePage } from '../features/segment/segment-home-page';
import { paths } from '../paths';
import { adminRoutes } from './admin-routes';
import { reportRoutes } from './report-routes';
import { RouteError } from './route-error';

const navigationLabel = (id: (typeof navigationEntries)[number]['id']) =>
  navigationEntries.find((entry) => entry.id === id)?.label ?? id;

// The plan screens load on demand: the unit tree canvas brings React Flow, too heavy for the first load. Each
// router gets its own route objects (React Router marks a lazy route's properties loaded on the object).
const loadUnitHome = async () => ({
  Component: (await import('../features/plan/unit-home-page')).UnitHomePage,
});
const loadComplianceList = async () => ({
  Component: (await import('../features/plan/compliance-list-page')).ComplianceListPage,
});

// The ILT screens load on demand too: the session form and the roster are for instructors only.
const loadCoursePage = async () => ({
  Component: (await import('../features/ilt/course-page')).CoursePage,
});
const loadManageSessions = async () => ({
  Component: (await import('../features/ilt/manage-sessions-page')).ManageSessionsPage,
});
const loadSessionForm = async () => ({
  Component: (await import('../features/ilt/session-form-page')).SessionFormPage,
});
const loadSessionView = async () => ({
  Component: (await import('../features/ilt/session-view-page')).SessionViewPage,
});

// The manager approval screens load on demand too: only managers open them.
const loadManagerApproval = async () => ({
  Component: (await import('../features/approvals/manager-approval-page')).ManagerApprovalPage,
});
const loadApproveSessions = async () => ({
  Component: (await import('../features/approvals/approve-sessions-page')).ApproveSessionsPage,
});
const loadTeamDashboard = async () => ({
  Component: (await import('../features/approvals/team-dashboard-page')).TeamDashboardPage,
});

// The skill assessment screens load on demand too: the tool may be disabled, and not everyone assesses.
const loadAssessmentList = async () => ({
  Component: (await import('../features/assessments/assessment-list-page')).AssessmentListPage,
});
const loadAssessmentForm = async () => ({
  Component: (await import('../features/assessments/assessment-form-page')).AssessmentFormPage,
});

/** A content route's crumb: the content's name (the current page, so it never links). */
const contentCrumb = crumbFrom<ContentData>((data) => ({ label: data.content.name }));

/** The route tree (000 and 002, section 2). Unknown routes go to /login. */
export function createRoutes(api: ApiClient): RouteObject[] {
  const profileLoader = createProfileLoader(api);
  const contentLoader = createContentLoader(api);
  // The session screens (002, section 2), under the learner dashboard and under segment admin alike.
  const iltRoutes = (): RouteObject[] => [
    {
      path: 'manage-sessions',
      loader: createManageSessionsLoader(api),
      lazy: loadManageSessions,
    },
    {
      path: 'sessions/new',
      loader: createSessionFormLoader(api),
      lazy: loadSessionForm,
      handle: crumb('New session'),
    },
    {
      path: 'sessions/:session_id/edit',
      loader: createSessionFormLoader(api),
      lazy: loadSessionForm,
      handle: crumb('Edit session'),
    },
    {
      path: 'sessions/:session_id/view',
      loader: createSessionViewLoader(api),
      lazy: loadSessionView,
      handle: crumbFrom<SessionViewData>((data) => ({ label: data.session.course_name })),
    },
  ];
  const contentRoute = (path: string): RouteObject => ({
    path,
    loader: contentLoader,
    shouldRevalidate: shouldRevalidateContent,
    element: <ContentPage />,
    handle: contentCrumb,
  });
  return [
    { path: '/login', element: <LoginRoute /> },
    { path: '/terms-of-use', element: <TermsOfUse /> },
    { path: '/privacy-policy', element: <PrivacyPolicy /> },
    { path: '/error', element: <ErrorPage /> },
    {
      // The signed-in chrome (header, navigation, breadcrumbs) around the learner area and the profiles (000, 2).
      id: 'dashboard',
      loader: createDashboardLoader(api),
      element: <DashboardLayout />,
      errorElement: <RouteError />,
      handle: crumb('Home', paths.dashboardHome()),
      children: [
        {
          path: '/dashboard',
          children: [
            { index: true, element: <Navigate to={paths.dashboardHome()} replace /> },
            { path: 'home', loader: createDashboardHomeLoader(api), element: <DashboardHome /> },
            {
              path: 'leaderboard',
              loader: createLeaderboardLoader(api),
              element: <LeaderboardPage />,
              handle: crumb('Leaderboard'),
            },
            {
              path: 'all-activity',
              loader: createAllActivityLoader(api),
              element: <AllActivityPage />,
              handle: crumb('All activity'),
            },
            {
              path: 'all-recommendations',
              loader: createAllRecommendationsLoader(api),
              element: <AllRecommendationsPage />,
              handle: crumb('Recommendations'),
            },
            // Finding learning (000, sections 2 and 5): browse, search and a segment's home.
            {
              path: 'browse-learning',
              loader: createBrowseLoader(api),
              element: <BrowsePage />,
              handle: crumb(navigationLabel('browse-learning')),
            },
            {
              path: 'search/:searchTerm',
              loader: createSearchLoader(api),
              element: <SearchPage />,
              handle: crumbFrom<SearchData>((data) => ({ label: `Search: ${data.term}` })),
            },
            {
              path: 'segments/:segment_id/home',
              loader: createSegmentHomeLoader(api),
              element: <SegmentHomePage />,
              handle: crumbFrom<SegmentHomeData>((data) => ({ label: data.segment.name })),
            },
            // Taking content (000, sections 2 and 4): in a segment, in a seglet, standalone, and checklists.
            ...[
              'segments/:segment_id/content/:content_id',
              'segments/:segment_id/content/:content_id/user-checklist/:user_checklist_id',
              'segments/:segment_id/seglets/:seglet_id/content/:content_id/home',
              'segments/:segment_id/seglets/:seglet_id/content/:content_id/user-checklist/:user_checklist_id',
              'content/:content_id',
              'content/:content_id/user-checklist/:user_checklist_id',
            ].map(contentRoute),
            // Learning plans (002, section 2). The screens with the unit tree canvas load on demand.
            {
              id: planRouteId,
              path: 'learning-plan/:plan_id',
              loader: createPlanLoader(api),
              handle: planCrumbs,
              children: [
                { index: true, loader: createPlanRedirectLoader(api) },
                {
                  path: 'compliance',
                  loader: createComplianceLoader(api),
                  lazy: loadComplianceList,
                },
                contentRoute('content/:content_id'),
                {
                  path: 'unit/:unit_id',
                  handle: unitCrumbs,
                  children: [
                    {
                      path: 'home',
                      loader: createUnitHomeLoader(api),
                      lazy: loadUnitHome,
                    },
                    contentRoute('content/:content_id'),
                    // A dash-prefixed unit item: the unit's content that stands for the course.
                    contentRoute('course/:course_id'),
                    { path: 'reload', loader: unitReloadLoader },
                  ],
                },
              ],
            },
            // Instructor-led training (002, section 2).
            {
              path: 'course/:course_id',
              loader: createCourseLoader(api),
              lazy: loadCoursePage,
              handle: crumbFrom<CourseData>((data) => ({ label: data.course.name })),
            },
            // Manager approvals (002, section 2): business-unit responsibilities and session registrations.
            {
              path: 'team-dashboard',
              loader: createTeamDashboardLoader(api),
              lazy: loadTeamDashboard,
              handle: crumb(navigationLabel('my-team')),
            },
            {
              path: 'manager-approval',
              loader: createManagerApprovalLoader(api),
              lazy: loadManagerApproval,
              handle: crumbFrom<ManagerApprovalData>((data) => ({
                label: `Manager approval: ${data.businessUnitName}`,
              })),
            },
            {
              // Beside the 'ilt' routes, not under them: managers do not manage sessions.
              path: 'ilt/sessions/approve',
              loader: createApproveSessionsLoader(api),
              lazy: loadApproveSessions,
              handle: crumb('Approve session registrations'),
            },
            { path: 'ilt', handle: crumb('Manage sessions', paths.manageSessions()), children: iltRoutes() },
            // Skill assessments (002, section 2): the list, a new one and the assessor's edit.
            {
              path: 'assessment',
              handle: crumb(assessmentMessages.screens.toolTitle, paths.assessmentTool()),
              children: [
                { path: 'tool', loader: createAssessmentListLoader(api), lazy: loadAssessmentList },
                {
                  path: 'new',
                  loader: createAssessmentFormLoader(api),
                  lazy: loadAssessmentForm,
                  handle: crumb(assessmentMessages.screens.newTitle),
                },
                {
                  path: ':assessment_id/edit',
                  loader: createAssessmentFormLoader(api),
                  lazy: loadAssessmentForm,
                  handle: crumb(assessmentMessages.screens.editTitle),
                },
              ],
            },
            { path: ':type/:id', loader: dashboardItemLoader },
          ],
        },
        {
          path: '/user-profile',
          loader: profileLoader,
          element: <ProfilePage />,
          handle: crumb(navigationLabel('my-profile')),
        },
        {
          path: '/user/:user_id/profile',
          loader: profileLoader,
          element: <ProfilePage />,
          handle: crumbFrom<ProfileData>((data) => ({
            label: `${data.profile.first_name} ${data.profile.last_name}`,
          })),
        },
        // Redeems a SegnoCode as it loads, inside the signed-in chrome (000, section 2).
        adminRoutes(api),
        // The report dashboards (001 section 2).
        ...reportRoutes(api),
        {
          // The session screens' segment-admin variant (002, section 2): the same screens, linking on that side.
          path: '/segment-admin/ilt',
          handle: crumb('Manage sessions', paths.manageSessions({ area: 'segment-admin' })),
          children: iltRoutes(),
        },
        { path: '/redeem/:segnocode', element: <RedeemPage />, handle: crumb('Redeem a SegnoCode') },
      ],
    },
    { path: '/', element: <Navigate to={paths.dashboardHome()} replace /> },
    { path: '*', element: <Navigate to={paths.login()} replace /> },
  ];
}
