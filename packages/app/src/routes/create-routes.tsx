import { navigationEntries } from '@segno/domain';
import { Navigate, type RouteObject } from 'react-router-dom';
import type { ApiClient } from '../api/api-client';
import type { ManagerApprovalData } from '../features/approvals/approval-loaders';
import type { assessmentCrumbs } from '../features/assessments/assessment-crumbs';
import type { ContentData } from '../features/content/content-loader';
import { dashboardItemLoader } from '../features/content/dashboard-item-loader';
import { crumb, crumbFrom } from '../features/dashboard/crumbs';
import { DashboardHome } from '../features/dashboard/dashboard-home';
import { createDashboardHomeLoader } from '../features/dashboard/dashboard-home-loader';
import { DashboardLayout } from '../features/dashboard/dashboard-layout';
import { createDashboardLoader } from '../features/dashboard/dashboard-loader';
import type { CourseData, SessionViewData } from '../features/ilt/ilt-loaders';
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
import { ErrorPage } from '../features/public/error-page';
import type { SearchData } from '../features/search/search-loader';
import type { SegmentHomeData } from '../features/segment/segment-home-loader';
import { paths } from '../paths';
import { adminRoutes, manageDashboardSegletRoute } from './admin-routes';
import { reportRoutes } from './report-routes';
import { RouteError } from './route-error';

const navigationLabel = (id: (typeof navigationEntries)[number]['id']) =>
  navigationEntries.find((entry) => entry.id === id)?.label ?? id;

// Every screen loads on demand with React Router's lazy object: its loader and its component are fetched in
// parallel, and the loader runs as soon as its own module arrives. The login page loads so too, so a signed-in
// learner's reload does not fetch the login form. The signed-in layout and the dashboard home are in the entry:
// the layout is around every signed-in screen, and as lazy routes they cost the dashboard a second round of some
// thirty small files before its calls could go out, where the entry's files are all asked for by index.html
// (Lighthouse 85 to 90; issue 11, README "Lighthouse"; the budgets are in scripts/check-app-size.mjs). Each router
// gets its own route objects, and each route its own lazy object: React Router marks a lazy route's properties
// loaded on the route and clears them from its lazy object.

// The first screens.
const loginRoute = async () => (await import('../features/auth/login-route')).LoginRoute;

// The learner screens.
const leaderboardPage = async () =>
  (await import('../features/leaderboard/leaderboard-page')).LeaderboardPage;
const allActivityPage = async () =>
  (await import('../features/all-activity/all-activity-page')).AllActivityPage;
const allRecommendationsPage = async () =>
  (await import('../features/all-recommendations/all-recommendations-page')).AllRecommendationsPage;
const browsePage = async () => (await import('../features/browse/browse-page')).BrowsePage;
const searchPage = async () => (await import('../features/search/search-page')).SearchPage;
const segmentHomePage = async () => (await import('../features/segment/segment-home-page')).SegmentHomePage;
const contentPage = async () => (await import('../features/content/content-page')).ContentPage;
const profilePage = async () => (await import('../features/profile/profile-page')).ProfilePage;
const redeemPage = async () => (await import('../features/redeem/redeem-page')).RedeemPage;
const termsOfUse = async () => (await import('../features/public/terms-of-use')).TermsOfUse;
const privacyPolicy = async () => (await import('../features/public/privacy-policy')).PrivacyPolicy;

// The plan screens: the unit tree canvas brings React Flow. Their loaders stay static: the plan crumbs need
// the plan route's id from the same module, so it is in the first load anyway.
const unitHomePage = async () => (await import('../features/plan/unit-home-page')).UnitHomePage;
const complianceListPage = async () =>
  (await import('../features/plan/compliance-list-page')).ComplianceListPage;

// The ILT screens: the session form and the roster are for instructors only.
const iltLoaders = () => import('../features/ilt/ilt-loaders');
const coursePage = async () => (await import('../features/ilt/course-page')).CoursePage;
const manageSessionsPage = async () =>
  (await import('../features/ilt/manage-sessions-page')).ManageSessionsPage;
const sessionFormPage = async () => (await import('../features/ilt/session-form-page')).SessionFormPage;
const sessionViewPage = async () => (await import('../features/ilt/session-view-page')).SessionViewPage;

// The manager approval screens: only managers open them.
const approvalLoaders = () => import('../features/approvals/approval-loaders');
const managerApprovalPage = async () =>
  (await import('../features/approvals/manager-approval-page')).ManagerApprovalPage;
const approveSessionsPage = async () =>
  (await import('../features/approvals/approve-sessions-page')).ApproveSessionsPage;
const teamDashboardPage = async () =>
  (await import('../features/approvals/team-dashboard-page')).TeamDashboardPage;

// The skill assessment screens: the tool may be disabled, and not everyone assesses.
const assessmentLoaders = () => import('../features/assessments/assessment-loaders');
/** A crumb that quotes the assessment catalogue, loaded with its screen (assessment-crumbs.ts), as admin crumbs are. */
const assessmentCrumb = (name: keyof typeof assessmentCrumbs) => async () =>
  (await import('../features/assessments/assessment-crumbs')).assessmentCrumbs[name];
const assessmentListPage = async () =>
  (await import('../features/assessments/assessment-list-page')).AssessmentListPage;
const assessmentFormPage = async () =>
  (await import('../features/assessments/assessment-form-page')).AssessmentFormPage;

/** A content route's crumb: the content's name (the current page, so it never links). */
const contentCrumb = crumbFrom<ContentData>((data) => ({ label: data.content.name }));

/** The route tree (000 and 002, section 2). Unknown routes go to /login. */
export function createRoutes(api: ApiClient): RouteObject[] {
  const profileRoute = () => ({
    loader: async () => (await import('../features/profile/profile-loader')).createProfileLoader(api),
    Component: profilePage,
  });
  // The session screens (002, section 2), under the learner dashboard and under segment admin alike.
  const iltRoutes = (): RouteObject[] => [
    {
      path: 'manage-sessions',
      lazy: {
        loader: async () => (await iltLoaders()).createManageSessionsLoader(api),
        Component: manageSessionsPage,
      },
    },
    {
      path: 'sessions/new',
      lazy: {
        loader: async () => (await iltLoaders()).createSessionFormLoader(api),
        Component: sessionFormPage,
      },
      handle: crumb('New session'),
    },
    {
      path: 'sessions/:session_id/edit',
      lazy: {
        loader: async () => (await iltLoaders()).createSessionFormLoader(api),
        Component: sessionFormPage,
      },
      handle: crumb('Edit session'),
    },
    {
      path: 'sessions/:session_id/view',
      lazy: {
        loader: async () => (await iltLoaders()).createSessionViewLoader(api),
        Component: sessionViewPage,
      },
      handle: crumbFrom<SessionViewData>((data) => ({ label: data.session.course_name })),
    },
  ];
  const contentRoute = (path: string): RouteObject => ({
    path,
    lazy: {
      loader: async () => (await import('../features/content/content-loader')).createContentLoader(api),
      shouldRevalidate: async () =>
        (await import('../features/content/content-loader')).shouldRevalidateContent,
      Component: contentPage,
    },
    handle: contentCrumb,
  });
  return [
    { path: '/login', lazy: { Component: loginRoute } },
    { path: '/terms-of-use', lazy: { Component: termsOfUse } },
    { path: '/privacy-policy', lazy: { Component: privacyPolicy } },
    { path: '/error', element: <ErrorPage /> },
    {
      // The signed-in chrome (header, navigation, breadcrumbs) around the learner area and the profiles (000, 2).
      id: 'dashboard',
      loader: createDashboardLoader(api),
      Component: DashboardLayout,
      errorElement: <RouteError />,
      handle: crumb('Home', paths.dashboardHome()),
      children: [
        {
          path: '/dashboard',
          children: [
            { index: true, element: <Navigate to={paths.dashboardHome()} replace /> },
            { path: 'home', loader: createDashboardHomeLoader(api), Component: DashboardHome },
            {
              path: 'leaderboard',
              lazy: {
                loader: async () =>
                  (await import('../features/leaderboard/leaderboard-loader')).createLeaderboardLoader(api),
                Component: leaderboardPage,
              },
              handle: crumb('Leaderboard'),
            },
            {
              path: 'all-activity',
              lazy: {
                loader: async () =>
                  (await import('../features/all-activity/all-activity-loader')).createAllActivityLoader(api),
                Component: allActivityPage,
              },
              handle: crumb('All activity'),
            },
            {
              path: 'all-recommendations',
              lazy: {
                loader: async () =>
                  (
                    await import('../features/all-recommendations/all-recommendations-loader')
                  ).createAllRecommendationsLoader(api),
                Component: allRecommendationsPage,
              },
              handle: crumb('Recommendations'),
            },
            // Finding learning (000, sections 2 and 5): browse, search and a segment's home.
            {
              path: 'browse-learning',
              lazy: {
                loader: async () =>
                  (await import('../features/browse/browse-loader')).createBrowseLoader(api),
                Component: browsePage,
              },
              handle: crumb(navigationLabel('browse-learning')),
            },
            {
              path: 'search/:searchTerm',
              lazy: {
                loader: async () =>
                  (await import('../features/search/search-loader')).createSearchLoader(api),
                Component: searchPage,
              },
              handle: crumbFrom<SearchData>((data) => ({ label: `Search: ${data.term}` })),
            },
            {
              path: 'segments/:segment_id/home',
              lazy: {
                loader: async () =>
                  (await import('../features/segment/segment-home-loader')).createSegmentHomeLoader(api),
                Component: segmentHomePage,
              },
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
            // Learning plans (002, section 2).
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
                  lazy: { Component: complianceListPage },
                },
                contentRoute('content/:content_id'),
                {
                  path: 'unit/:unit_id',
                  handle: unitCrumbs,
                  children: [
                    {
                      path: 'home',
                      loader: createUnitHomeLoader(api),
                      lazy: { Component: unitHomePage },
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
              lazy: {
                loader: async () => (await iltLoaders()).createCourseLoader(api),
                Component: coursePage,
              },
              handle: crumbFrom<CourseData>((data) => ({ label: data.course.name })),
            },
            // Manager approvals (002, section 2): business-unit responsibilities and session registrations.
            {
              path: 'team-dashboard',
              lazy: {
                loader: async () => (await approvalLoaders()).createTeamDashboardLoader(api),
                Component: teamDashboardPage,
              },
              handle: crumb(navigationLabel('my-team')),
            },
            {
              path: 'manager-approval',
              lazy: {
                loader: async () => (await approvalLoaders()).createManagerApprovalLoader(api),
                Component: managerApprovalPage,
              },
              handle: crumbFrom<ManagerApprovalData>((data) => ({
                label: `Manager approval: ${data.businessUnitName}`,
              })),
            },
            {
              // Beside the 'ilt' routes, not under them: managers do not manage sessions.
              path: 'ilt/sessions/approve',
              lazy: {
                loader: async () => (await approvalLoaders()).createApproveSessionsLoader(api),
                Component: approveSessionsPage,
              },
              handle: crumb('Approve session registrations'),
            },
            { path: 'ilt', handle: crumb('Manage sessions', paths.manageSessions()), children: iltRoutes() },
            // Skill assessments (002, section 2): the list, a new one and the assessor's edit.
            {
              path: 'assessment',
              lazy: { handle: assessmentCrumb('tool') },
              children: [
                {
                  path: 'tool',
                  lazy: {
                    loader: async () => (await assessmentLoaders()).createAssessmentListLoader(api),
                    Component: assessmentListPage,
                  },
                },
                {
                  path: 'new',
                  lazy: {
                    loader: async () => (await assessmentLoaders()).createAssessmentFormLoader(api),
                    Component: assessmentFormPage,
                    handle: assessmentCrumb('new'),
                  },
                },
                {
                  path: ':assessment_id/edit',
                  lazy: {
                    loader: async () => (await assessmentLoaders()).createAssessmentFormLoader(api),
                    Component: assessmentFormPage,
                    handle: assessmentCrumb('edit'),
                  },
                },
              ],
            },
            { path: ':type/:id', loader: dashboardItemLoader },
          ],
        },
        {
          path: '/user-profile',
          lazy: profileRoute(),
          handle: crumb(navigationLabel('my-profile')),
        },
        {
          path: '/user/:user_id/profile',
          lazy: profileRoute(),
          handle: crumbFrom<ProfileData>((data) => ({
            label: `${data.profile.first_name} ${data.profile.last_name}`,
          })),
        },
        // Redeems a SegnoCode as it loads, inside the signed-in chrome (000, section 2).
        adminRoutes(api),
        manageDashboardSegletRoute,
        // The report dashboards (001 section 2).
        ...reportRoutes(api),
        {
          // The session screens' segment-admin variant (002, section 2): the same screens, linking on that side.
          path: '/segment-admin/ilt',
          handle: crumb('Manage sessions', paths.manageSessions({ area: 'segment-admin' })),
          children: iltRoutes(),
        },
        { path: '/redeem/:segnocode', lazy: { Component: redeemPage }, handle: crumb('Redeem a SegnoCode') },
      ],
    },
    { path: '/', element: <Navigate to={paths.dashboardHome()} replace /> },
    { path: '*', element: <Navigate to={paths.login()} replace /> },
  ];
}
