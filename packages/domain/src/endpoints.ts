/**
 * The API's route table, shared by the server (which registers each path) and the client (which builds
 * URLs from it). Paths are relative to `/api` and use `:name` parameters.
 */
export const endpoints = {
  auth: { method: 'POST', path: '/auth', isPublic: true },
  /** Liveness for load balancers and the load benchmark: the process answers, without touching the database. */
  health: { method: 'GET', path: '/health', isPublic: true },
  logout: { method: 'DELETE', path: '/user/:user_id/logout' },
  user: { method: 'GET', path: '/user/:user_id' },
  userStats: { method: 'GET', path: '/user/:user_id/stats' },
  definition: { method: 'GET', path: '/definition' },
  // Plans list, preferences, manager profiles, system alert, feedback, content requests, uploads (issue 4, S2)
  userPlans: { method: 'GET', path: '/user/:user_id/plan' },
  planSubscribe: { method: 'PUT', path: '/user/:user_id/plan/:plan_id/subscribe' },
  planUnsubscribe: { method: 'PUT', path: '/user/:user_id/plan/:plan_id/unsubscribe' },
  userPrefs: { method: 'PUT', path: '/user/pref' },
  managerProfiles: { method: 'GET', path: '/manager/:user_id/profiles' },
  activeAlert: { method: 'GET', path: '/alert' },
  alertDismiss: { method: 'POST', path: '/user/:user_id/alert/:alert_id/dismiss' },
  feedback: { method: 'PUT', path: '/user/:user_id/feedback' },
  contentRequest: { method: 'PUT', path: '/user/:user_id/content_request' },
  upload: { method: 'PUT', path: '/upload' },
  /** Public: an <img> cannot send the authorisation header, and the generated name is unguessable. */
  uploadedFile: { method: 'GET', path: '/uploads/:name', isPublic: true },
  profileImage: { method: 'PUT', path: '/user/:user_id/profile-image' },
  // Learner gamification: segments, activities, network, likes, recommendations, leaderboards (issue 4, S1)
  userSegments: { method: 'GET', path: '/user/:user_id/segment' },
  segmentSubscribe: { method: 'POST', path: '/user/:user_id/segment/:segment_id/subscribe' },
  segmentUnsubscribe: { method: 'POST', path: '/user/:user_id/segment/:segment_id/unsubscribe' },
  userActivities: { method: 'GET', path: '/user/:user_id/activities' },
  userNetwork: { method: 'GET', path: '/user/:user_id/network' },
  activityLike: { method: 'POST', path: '/network/:activity_id/like' },
  activityUnlike: { method: 'POST', path: '/network/:activity_id/unlike' },
  recommendations: { method: 'GET', path: '/recommendations' },
  recommendationDismiss: { method: 'DELETE', path: '/recommendations/:content_id/:kind' },
  leaderboard: { method: 'GET', path: '/leaderboard' },
  segmentLeaderboard: { method: 'GET', path: '/segment/:segment_id/leaderboard' },
  segmentMedals: { method: 'GET', path: '/segment/:segment_id/medal' },
  segmentBadges: { method: 'GET', path: '/segment/:segment_id/badge' },
  badge: { method: 'GET', path: '/badge/:badge_id' },
  /** Another learner's public profile: name, picture, medals and badges (ours; README "Rules the spec leaves open"). */
  userProfile: { method: 'GET', path: '/user/:user_id/profile' },
  // Finding and taking learning: segments, seglets, content, browse, search, completion, codes, checklists (issue 5)
  segments: { method: 'GET', path: '/segment' },
  segment: { method: 'GET', path: '/segment/:segment_id' },
  segmentSeglets: { method: 'GET', path: '/segment/:segment_id/seglet' },
  seglet: { method: 'GET', path: '/seglet/:seglet_id' },
  content: { method: 'GET', path: '/content/:content_id' },
  contentParents: { method: 'GET', path: '/content/:content_id/parents' },
  courseParents: { method: 'GET', path: '/course/:course_id/parents' },
  browseSegments: { method: 'GET', path: '/user/:user_id/browse-segments' },
  browsePlans: { method: 'GET', path: '/user/:user_id/browse-plans' },
  search: { method: 'GET', path: '/search' },
  searchFilters: { method: 'GET', path: '/search/filters' },
  contentComplete: { method: 'POST', path: '/user/:user_id/content/:content_id' },
  contentRating: { method: 'POST', path: '/user/:user_id/content/:content_id/rating' },
  segnocodeRedeem: { method: 'POST', path: '/segnocode/redeem' },
  segnocodeLookup: { method: 'GET', path: '/segnocode/code/filter/:code' },
  checklist: { method: 'GET', path: '/checklist/:checklist_id' },
  userChecklist: { method: 'GET', path: '/user_checklist/:user_checklist_id' },
  userChecklistSave: { method: 'PUT', path: '/user_checklist/:user_checklist_id' },
  // Learning plans made of units (issue 6)
  plan: { method: 'GET', path: '/plan/:plan_id' },
  planOverview: { method: 'GET', path: '/plan/:plan_id/overview' },
  planUnits: { method: 'GET', path: '/plan/:plan_id/unit' },
  learnerPlanUnit: { method: 'GET', path: '/user/:user_id/plan/:plan_id/unit/:unit_id' },
  unit: { method: 'GET', path: '/unit/:unit_id' },
  unitContents: { method: 'GET', path: '/unit/:unit_id/content' },
  // Unit authoring (issue 9): segment admins only. GET /unit/{id} answers admins with the list view and layout.
  unitSearch: { method: 'GET', path: '/unit/search' },
  unitSearchFilters: { method: 'GET', path: '/unit/search/filters' },
  unitCreate: { method: 'POST', path: '/unit' },
  unitSave: { method: 'PUT', path: '/unit/:unit_id' },
  unitPlans: { method: 'GET', path: '/unit/:unit_id/plan' },
  unitContentsAdd: { method: 'PUT', path: '/unit/:unit_id/contents' },
  unitContentsRemove: { method: 'DELETE', path: '/unit/:unit_id/contents' },
  /** The unit editor's content picker: filters[], not_in_unit[], search_term, _limit up to 10000. */
  contentPicker: { method: 'GET', path: '/content' },
  /** The unit's contents as an export job; `type` csv or xls, `fields[]`. */
  unitExport: { method: 'GET', path: '/unit/:unit_id/export' },
  /** A compliance plan's own contents with the learner's state: the compliance list (ours; 002 names no call). */
  planContents: { method: 'GET', path: '/plan/:plan_id/content' },
  contentPrerequisites: { method: 'GET', path: '/content/:content_id/prerequisite' },
  /** Content files shipped with the product (the demo video and document); public like uploads. */
  contentFile: { method: 'GET', path: '/content-files/:name', isPublic: true },
  // Instructor-led training (issue 7)
  course: { method: 'GET', path: '/course/:course_id' },
  courseSessions: { method: 'GET', path: '/course/:course_id/session' },
  sessions: { method: 'GET', path: '/session' },
  sessionFilters: { method: 'GET', path: '/session/filters' },
  session: { method: 'GET', path: '/session/:session_id' },
  sessionCreate: { method: 'POST', path: '/session' },
  sessionSave: { method: 'PUT', path: '/session/:session_id' },
  sessionRoster: { method: 'GET', path: '/session/:session_id/registration' },
  sessionRegister: { method: 'PUT', path: '/session/:session_id/registration' },
  registrationRemove: { method: 'DELETE', path: '/session/:session_id/registration/:registration_id' },
  registrationType: { method: 'PUT', path: '/session/:session_id/registration/:registration_id' },
  attendanceMark: { method: 'POST', path: '/session/:session_id/registration/:registration_id/completion' },
  attendanceUnmark: {
    method: 'DELETE',
    path: '/session/:session_id/registration/:registration_id/completion',
  },
  sessionLearnerSearch: { method: 'GET', path: '/session/:session_id/add/search/name/:term' },
  instructors: { method: 'GET', path: '/instructor/list' },
  locationSearch: { method: 'GET', path: '/location/search/name/:text' },
  courseSearch: { method: 'GET', path: '/course/search/name/:term' },
  // Manager approvals (issue 7)
  businessUnits: { method: 'GET', path: '/business-unit' },
  managerApproval: { method: 'GET', path: '/manager/:manager_id/profiles/business_unit/:business_unit_id' },
  managerApprovalSave: {
    method: 'PUT',
    path: '/manager/:manager_id/profiles/business_unit/:business_unit_id',
  },
  managerPendingRegistrations: { method: 'GET', path: '/manager/session/registration' },
  managerRegistrationCheck: { method: 'GET', path: '/manager/session/registration/check' },
  // Segment admin authoring (issue 8); every call needs a segment admin role (2, 3 or 4)
  adminSegments: { method: 'GET', path: '/segment/list' },
  /** The manage list's filters beyond status: the tags in use on segments (001 section 7). */
  segmentFilters: { method: 'GET', path: '/segment/filters' },
  /** The segment's seglets, each with its contents (001 section 7, "/content with seglet_content"). */
  adminSegmentContents: { method: 'GET', path: '/segment/:segment_id/content' },
  segmentCreate: { method: 'POST', path: '/segment' },
  segmentSave: { method: 'PUT', path: '/segment/:segment_id' },
  segmentArchive: { method: 'DELETE', path: '/segment/:segment_id' },
  adminSegment: { method: 'GET', path: '/segment/:segment_id/admin' },
  adminSegmentMedals: { method: 'GET', path: '/segment/:segment_id/medal/admin' },
  segmentMedalsSave: { method: 'PUT', path: '/segment/:segment_id/medal' },
  segmentSegletAdd: { method: 'POST', path: '/segment/:segment_id/seglet/:seglet_id' },
  segmentSegletRemove: { method: 'DELETE', path: '/segment/:segment_id/seglet/:seglet_id' },
  adminSeglets: { method: 'GET', path: '/seglet' },
  segletCreate: { method: 'POST', path: '/seglet' },
  segletSave: { method: 'PUT', path: '/seglet/:seglet_id' },
  segletArchive: { method: 'DELETE', path: '/seglet/:seglet_id' },
  adminSeglet: { method: 'GET', path: '/seglet/:seglet_id/admin' },
  adminContents: { method: 'GET', path: '/content/search' },
  /** The manage list's filters beyond status: content types and segments (001 section 7). */
  contentSearchFilters: { method: 'GET', path: '/content/search/filters' },
  /** Contents by name (term above 2 characters), optionally of one type (001 section 7). */
  contentNameSearch: { method: 'GET', path: '/content/search/name/:term' },
  contentNameTypeSearch: { method: 'GET', path: '/content/search/name/:term/type/:type' },
  contentCreate: { method: 'POST', path: '/content' },
  contentSave: { method: 'PUT', path: '/content/:content_id' },
  contentArchive: { method: 'DELETE', path: '/content/:content_id' },
  adminContent: { method: 'GET', path: '/content/:content_id/admin' },
  contentSegmentSave: { method: 'PUT', path: '/content/:content_id/segment/:segment_id' },
  contentSegmentRemove: { method: 'DELETE', path: '/content/:content_id/segment/:segment_id' },
  /** Where the content is placed: its segment and seglet, or nulls. */
  contentSegment: { method: 'GET', path: '/content/:content_id/segment' },
  changeLog: { method: 'GET', path: '/:object/:object_id/changelog' },
  similarName: { method: 'GET', path: '/search/similar/type/:type' },
  userEmailSearch: { method: 'GET', path: '/user/search/email/:email' },
  uploadPost: { method: 'POST', path: '/upload' },
  // Badge authoring (issue 8, badges): segment admins only; GET /badge/{id} above stays the learner's
  adminBadges: { method: 'GET', path: '/badge' },
  badgeSegments: { method: 'GET', path: '/badge/segment/list' },
  /** The manage list's filters beyond status: segments and medal types (001 section 7). */
  badgeFilters: { method: 'GET', path: '/badge/filters' },
  /** Badges by name (term above 2 characters), with their segment, for pickers (001 section 7). */
  badgeNameSearch: { method: 'GET', path: '/badge/segment/search/name/:term' },
  badgeCreate: { method: 'POST', path: '/badge' },
  badgeSave: { method: 'PUT', path: '/badge/:badge_id' },
  badgeArchive: { method: 'DELETE', path: '/badge/:badge_id' },
  adminBadge: { method: 'GET', path: '/badge/:badge_id/admin' },
  adminBadgeContents: { method: 'GET', path: '/badge/:badge_id/content' },
  /** Ours: the content step's search of the badge's segment's contents (term above 2 characters). */
  badgeContentSearch: { method: 'GET', path: '/badge/:badge_id/content/search' },
  badgeContentAdd: { method: 'POST', path: '/badge/:badge_id/content/:content_id' },
  badgeContentRemove: { method: 'DELETE', path: '/badge/:badge_id/content/:content_id' },
  // Admin segnocodes and the segnocode report (issue 8)
  segnocodeAvailability: { method: 'GET', path: '/segnocode/availability/:code' },
  segnocodeReplace: { method: 'POST', path: '/segnocode/replacecode/content' },
  segnocodeRemove: { method: 'DELETE', path: '/segnocode/removecode/content/:content_id' },
  segnocodeImage: { method: 'GET', path: '/segnocode/codeimage/:orientation/:content_id/1' },
  segnocodeRedeemedUsers: { method: 'GET', path: '/segnocode/:code/redeemedusers' },
  // Tags on contents, segments and seglets (issue 8): segment admins only
  tagSearch: { method: 'GET', path: '/tag' },
  tagCreate: { method: 'POST', path: '/tag' },
  contentTags: { method: 'GET', path: '/content/:content_id/tag' },
  contentTagAdd: { method: 'PUT', path: '/content/:content_id/tag/:tag_id' },
  contentTagRemove: { method: 'DELETE', path: '/content/:content_id/tag/:tag_id' },
  /** Ours: the list the spec's PUT and DELETE below change (its tags page, `segments/{id}/tags`). */
  segmentTags: { method: 'GET', path: '/segment/:segment_id/tag' },
  segmentTagAdd: { method: 'PUT', path: '/segment/:segment_id/tag/:tag_id' },
  segmentTagRemove: { method: 'DELETE', path: '/segment/:segment_id/tag/:tag_id' },
  segletTagAdd: { method: 'PUT', path: '/seglet/:seglet_id/tag/:tag_id' },
  segletTagAddPost: { method: 'POST', path: '/seglet/:seglet_id/tag/:tag_id' },
  segletTagRemove: { method: 'DELETE', path: '/seglet/:seglet_id/tag/:tag_id' },
  // System alert authoring (issue 8): the admin's read of the one alert (the spec's GET /alert is the
  // learner's), then the spec's POST, PUT and DELETE
  adminAlert: { method: 'GET', path: '/alert/admin' },
  alertCreate: { method: 'POST', path: '/alert' },
  alertSave: { method: 'PUT', path: '/alert/:alert_id' },
  alertDelete: { method: 'DELETE', path: '/alert/:alert_id' },
  // Export jobs (issue 8, issue 10): request, poll, download (owner only), dismiss
  segnocodeExport: { method: 'GET', path: '/segnocode/:code/export' },
  exportStatus: { method: 'GET', path: '/export/:file' },
  exportDownload: { method: 'GET', path: '/export/:file/download' },
  exportDismiss: { method: 'DELETE', path: '/export/:file' },
  // The content wizard's relationships, locking and badges steps (issue 8): segment admins only. GET
  // /content/{id}/prerequisite and /parents stay the learner's; the admin reads theirs under /admin.
  adminContentPrerequisites: { method: 'GET', path: '/content/:content_id/prerequisite/admin' },
  contentPrerequisiteAdd: { method: 'PUT', path: '/content/:content_id/prerequisite/:prerequisite_id' },
  contentPrerequisiteRemove: { method: 'DELETE', path: '/content/:content_id/prerequisite/:prerequisite_id' },
  /** Ours: the locking step's rule (the spec names no call for it). */
  contentPrerequisiteRule: { method: 'PUT', path: '/content/:content_id/prerequisite_rule' },
  adminContentParents: { method: 'GET', path: '/content/:content_id/parents/admin' },
  /** Ours: the list the DELETE below takes entries from. */
  contentExternalList: { method: 'GET', path: '/content/:content_id/external_content' },
  /** Ours: the spec names only the DELETE; adding posts to the same collection. */
  contentExternalAdd: { method: 'POST', path: '/content/:content_id/external_content' },
  contentExternalRemove: {
    method: 'DELETE',
    path: '/content/:content_id/external_content/:external_content_id',
  },
  contentBadges: { method: 'GET', path: '/content/:content_id/badge' },
  contentBadgeAdd: { method: 'PUT', path: '/content/:content_id/badge/:badge_id' },
  contentBadgeRemove: { method: 'DELETE', path: '/content/:content_id/badge/:badge_id' },
  // Responsibilities and checklist authoring (issue 8): segment admins only
  responsibilitySearch: { method: 'GET', path: '/responsibility' },
  responsibilityCreate: { method: 'POST', path: '/responsibility' },
  contentResponsibilities: { method: 'GET', path: '/content/:content_id/responsibility' },
  contentResponsibilitiesSave: { method: 'PUT', path: '/content/:content_id/responsibility' },
  contentResponsibilityRemove: {
    method: 'DELETE',
    path: '/content/:content_id/responsibility/:responsibility_id',
  },
  adminChecklists: { method: 'GET', path: '/checklist' },
  checklistCreate: { method: 'POST', path: '/checklist' },
  adminChecklist: { method: 'GET', path: '/checklist/:checklist_id/admin' },
  checklistSave: { method: 'PUT', path: '/checklist/:checklist_id' },
  checklistItemAdd: { method: 'POST', path: '/checklist/:checklist_id/item' },
  checklistItemSave: { method: 'PUT', path: '/checklist/:checklist_id/item/:item_id' },
  checklistItemRemove: { method: 'DELETE', path: '/checklist/:checklist_id/item/:item_id' },
  /** Ours: a checklist content's checklist (the content form has no checklist field). */
  contentChecklist: { method: 'GET', path: '/content/:content_id/checklist' },
  contentChecklistSave: { method: 'PUT', path: '/content/:content_id/checklist' },
  // Assignments (issues 8 and 9): criterion rows of a segment, content, plan or course (`assignableObjects`).
  // The server registers each path once per object, `:assigned_object` written out.
  assignment: { method: 'GET', path: '/:assigned_object/:object_id/assignment' },
  assignmentTally: { method: 'POST', path: '/:assigned_object/:object_id/assignment/tally' },
  assignmentCreate: { method: 'POST', path: '/:assigned_object/:object_id/assignment' },
  assignmentSave: { method: 'PUT', path: '/:assigned_object/:object_id/assignment' },
  assignmentDelete: { method: 'DELETE', path: '/:assigned_object/:object_id/assignment' },
  /** The users the saved assignment picks, as an export job (001 section 7); `type` csv or xls, `fields[]`. */
  assignmentExport: { method: 'GET', path: '/:assigned_object/:object_id/assignment/export' },
  // Skill mapping (issue 8): the content wizard's skill-mapping step; segment admins only
  skillSearch: { method: 'GET', path: '/skill' },
  contentSkills: { method: 'GET', path: '/content/:content_id/skill' },
  contentSkillsSave: { method: 'PUT', path: '/content/:content_id/skill' },
  // The seglet wizard's contents step (issue 8): a seglet's contents; segment admins only
  segletContents: { method: 'GET', path: '/seglet/:seglet_id/content' },
  // Plan authoring (issue 9; 002 section 7): segment admins only. GET /plan/{id}, /overview and /unit stay the
  // learner's (admins see drafts there too).
  adminPlans: { method: 'GET', path: '/plan/search' },
  adminPlanFilters: { method: 'GET', path: '/plan/search/filters' },
  planList: { method: 'GET', path: '/plan' },
  /** Ours: the spec lists only PUT; creating a plan answers its plan_id. */
  planCreate: { method: 'POST', path: '/plan' },
  planSave: { method: 'PUT', path: '/plan/:plan_id' },
  /** Ours: the plan as the wizard edits it, whatever its status. */
  adminPlan: { method: 'GET', path: '/plan/:plan_id/admin' },
  /** Units to add to a plan (the add-unit dialog): not_in_plan, plan_ids[], term. */
  planUnitPicks: { method: 'GET', path: '/plan/units' },
  /** Ours: the units and prerequisites steps' rows, in order, whatever each unit's status. */
  adminPlanUnits: { method: 'GET', path: '/plan/:plan_id/units' },
  planUnitsAdd: { method: 'POST', path: '/plan/:plan_id/units' },
  /** The ordering endpoint: { order: [unit ids] }. */
  planUnitsOrder: { method: 'PUT', path: '/plan/:plan_id/units' },
  planPrerequisitesSave: { method: 'PUT', path: '/plan/:plan_id/unit/pre-requisites' },
  planUnitAdd: { method: 'PUT', path: '/plan/:plan_id/unit/:unit_id' },
  planUnitRemove: { method: 'DELETE', path: '/plan/:plan_id/unit/:unit_id' },
  planUnitDuplicate: { method: 'PUT', path: '/plan/:plan_id/unit/:unit_id/duplicate' },
  planTags: { method: 'GET', path: '/plan/:plan_id/tag' },
  planTagAdd: { method: 'PUT', path: '/plan/:plan_id/tag/:tag_id' },
  planTagRemove: { method: 'DELETE', path: '/plan/:plan_id/tag/:tag_id' },
  planResponsibilities: { method: 'GET', path: '/plan/:plan_id/responsibility' },
  planResponsibilitiesSave: { method: 'PUT', path: '/plan/:plan_id/responsibility' },
  planResponsibilityRemove: { method: 'DELETE', path: '/plan/:plan_id/responsibility/:responsibility_id' },
  // ILT course authoring (issue 9, 002 section 7): GET /course/:course_id and the name search are above.
  courseCreate: { method: 'POST', path: '/course' },
  courseSave: { method: 'PUT', path: '/course/:course_id' },
  adminCourses: { method: 'GET', path: '/course' },
  adminCourseFilters: { method: 'GET', path: '/course/filters' },
  courseList: { method: 'GET', path: '/course/list' },
  /** SCORM upload (002 section 7): {type} is a SCORM sub type; the check answers whether the id exists. */
  scormCourseCheck: { method: 'GET', path: '/course/:type/:scorm_course_id' },
  scormUpload: { method: 'POST', path: '/course/:type' },
  // Report dashboards (issue 10; 001 sections 2 and 7): reporting users read all, a manager their own team
  // (`canReadReport`). Query: `reportQuerySchema`. Filter list, team list and saved views: paths ours.
  report: { method: 'GET', path: '/report' },
  reportRegion: { method: 'GET', path: '/report/region/:region_id' },
  reportDistrict: { method: 'GET', path: '/report/region/:region_id/district/:district_id' },
  reportStore: { method: 'GET', path: '/report/region/:region_id/district/:district_id/store/:store_id' },
  reportManager: { method: 'GET', path: '/report/manager/:manager_id' },
  reportFilters: { method: 'GET', path: '/report/filter' },
  reportTeams: { method: 'GET', path: '/report/team' },
  reportViews: { method: 'GET', path: '/report/saved' },
  reportViewCreate: { method: 'POST', path: '/report/saved' },
  reportViewSave: { method: 'PUT', path: '/report/saved/:view_id' },
  /**
   * A report's rows as an export job (`reportExportQuerySchema`: the list's query; `type` csv or xls, `fields[]`
   * of `reportExportFields`): the list's path with /export after it (001 names none; ours).
   */
  reportExport: { method: 'GET', path: '/report/export' },
  reportRegionExport: { method: 'GET', path: '/report/region/:region_id/export' },
  reportDistrictExport: { method: 'GET', path: '/report/region/:region_id/district/:district_id/export' },
  reportStoreExport: {
    method: 'GET',
    path: '/report/region/:region_id/district/:district_id/store/:store_id/export',
  },
  reportManagerExport: { method: 'GET', path: '/report/manager/:manager_id/export' },
  /**
   * A segment's learners or a content's completions as an export job (001 section 7: "/api/{type}/{id}/export";
   * :export_object one of `contentExportObjects`); `type` csv or xls, `fields[]`. Segment admins only.
   */
  objectExport: { method: 'GET', path: '/:export_object/:object_id/export' },
  // Skill assessments (issue 10; 002 section 7): every call refused (403) while the definitions' assessment tool
  // is off; job role saves for segment admins only (the admin assessment editor).
  jobRoleSearch: { method: 'GET', path: '/job_role/search/:text' },
  jobRoleCreate: { method: 'POST', path: '/job_role' },
  jobRoleSave: { method: 'PUT', path: '/job_role/:job_role_id' },
  assessmentSkillSearch: { method: 'GET', path: '/skill/search/:text' },
  assessorRoles: { method: 'GET', path: '/assessor_role' },
  userNameSearch: { method: 'GET', path: '/user/search/name/:text' },
  /** sort (alphabetical, reverse-alphabetical, last-updated), _limit, _offset. */
  assessments: { method: 'GET', path: '/assessments' },
  assessment: { method: 'GET', path: '/assessment/:assessment_id' },
  assessmentCreate: { method: 'POST', path: '/assessment' },
  assessmentSave: { method: 'PUT', path: '/assessment/:assessment_id' },
} as const;

export type EndpointName = keyof typeof endpoints;

export const apiBasePath = '/api';

type PathParams<Path extends string> = Path extends `${string}:${infer Param}/${infer Rest}`
  ? Param | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Param}`
    ? Param
    : never;

export type EndpointParams<Name extends EndpointName> = Record<
  PathParams<(typeof endpoints)[Name]['path']>,
  string | number
>;

/** Fills a route's `:name` parameters, URL-encoding each value. */
export function buildPath<Name extends EndpointName>(name: Name, params: EndpointParams<Name>): string {
  const values = params as Record<string, string | number>;
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${name}`);
    return encodeURIComponent(String(value));
  });
}
