/**
 * The authorisation matrix (issue 11, Security): for every entry of the shared route table, how to call it and
 * what each demo role must get. The test (routes/authorization-matrix.test.ts) fails when a route has no entry
 * here, so a new route cannot ship without saying who may call it.
 *
 * Calls name the learner's own records (`:user_id` is the learner's id) unless the entry says otherwise, and
 * prefer bodies the server refuses after authorising (400) or that change nothing others rely on; an admin's
 * writes name objects that do not exist (`onMissing`), so a 404 or 400 proves only that the call got past the
 * role check.
 */
import type { EndpointName } from '@segno/domain/contract';

/** The eight demo roles of issue 11, each a demo account but the anonymous caller. */
export const matrixRoles = [
  'anonymous',
  'learner',
  'otherLearner',
  'manager',
  'otherManager',
  'instructor',
  'admin',
  'legal',
] as const;
export type MatrixRole = (typeof matrixRoles)[number];
export type SignedInRole = Exclude<MatrixRole, 'anonymous'>;

/**
 * `manager` leads `learner` (and `kmensah`); `treyes` leads a team of their own; `admin` is a segment admin who
 * leads other people (demo-people.ts, demo-crowd.ts).
 */
export const matrixUsernames: Record<SignedInRole, string> = {
  learner: 'learner',
  otherLearner: 'kmensah',
  manager: 'manager',
  otherManager: 'treyes',
  instructor: 'instructor',
  admin: 'admin',
  legal: 'legal',
};

/** 'ok': past authorisation, any status but 401, 403 and 5xx; a number: exactly that status. */
export type Expected = 'ok' | 401 | 403 | 404;
export type Expectations = Readonly<Record<MatrixRole, Expected>>;

function expectations(answer: (role: MatrixRole) => Expected): Expectations {
  return Object.fromEntries(matrixRoles.map((role) => [role, answer(role)])) as Record<MatrixRole, Expected>;
}

/** Anonymous callers get 401; the roles named get through; every other signed-in role gets 403. */
function allow(...roles: readonly SignedInRole[]): Expectations {
  return expectations((role) => (role === 'anonymous' ? 401 : roles.includes(role) ? 'ok' : 403));
}

/** Like `allow`, but the others get 404: the server does not tell them the object exists. */
function ownerOnlyHidden(owner: SignedInRole): Expectations {
  return expectations((role) => (role === 'anonymous' ? 401 : role === owner ? 'ok' : 404));
}

const publicRoute = expectations(() => 'ok');
export const signedInRoles = matrixRoles.filter((role): role is SignedInRole => role !== 'anonymous');
const anySignedIn = allow(...signedInRoles);
/** `/user/{id}/...` of the learner: only the learner. */
const selfOnly = allow('learner');
/** Authoring: segment admins only (001 section 6). */
const adminOnly = allow('admin');
/** Instructors and segment admins run ILT sessions and rosters (002 section 6). */
const sessionManagers = allow('instructor', 'admin');
/** A learner themself, or a session manager acting for them. */
const selfOrSessionManagers = allow('learner', 'instructor', 'admin');
/** Anyone who leads a team (`admin` leads some too); instructors and legal lead nobody. */
const teamManagers = allow('manager', 'otherManager', 'admin');
/** `canReadReport`: reporting users (segment admins, legal admins) read every report, a manager the hierarchy. */
const reportReaders = allow('manager', 'otherManager', 'admin', 'legal');

/** The ids a call is filled with: demo rows, and rows the test creates in its setup. */
export type MatrixIds = {
  learnerId: number;
  managerId: number;
  /** A checklist content's checklist, its items and the learner's own copy of it. */
  checklistId: number;
  checklistItemIds: readonly number[];
  userChecklistId: number;
  /** The learner's registration in the two-day session. */
  sessionId: number;
  registrationId: number;
  /** The manager's assessment of the learner. */
  assessmentId: number;
  /** An export job the admin started. */
  exportFile: string;
  /** A saved report view of the manager's. */
  reportViewId: number;
};

export type MatrixCall = {
  expect: Expectations;
  /** Path parameters over the defaults (`matrixParams`). */
  params?: (ids: MatrixIds) => Record<string, string | number>;
  /** Every id parameter names an object that does not exist: an admin's write then changes nothing. */
  onMissing?: true;
  query?: string;
  /** A JSON body; non-GET calls send `{}` without one. */
  body?: (ids: MatrixIds) => unknown;
  /** The call ends the caller's session: the test calls it with sessions of its own. */
  endsSession?: true;
};

/** An id no demo or test row has. */
export const missingId = 999_999;

/** The path parameters every call starts from. */
export function matrixParams(ids: MatrixIds): Record<string, string | number> {
  return {
    user_id: ids.learnerId,
    manager_id: ids.managerId,
    plan_id: 2,
    unit_id: 1,
    alert_id: 1,
    activity_id: 1,
    content_id: 23,
    kind: 'recommended',
    badge_id: 1,
    segment_id: 1,
    seglet_id: 1,
    course_id: 1,
    checklist_id: ids.checklistId,
    item_id: ids.checklistItemIds[0] ?? missingId,
    user_checklist_id: ids.userChecklistId,
    session_id: ids.sessionId,
    registration_id: ids.registrationId,
    business_unit_id: 1,
    term: 'serv',
    text: 'serv',
    email: 'maya.chen@example.com',
    code: 'SAFE2026',
    name: 'welcome.webm',
    type: 'video',
    orientation: 'portrait',
    object: 'content',
    object_id: 23,
    assigned_object: 'segment',
    export_object: 'segment',
    file: ids.exportFile,
    tag_id: 1,
    prerequisite_id: 24,
    external_content_id: 1,
    responsibility_id: 1,
    job_role_id: 1,
    assessment_id: ids.assessmentId,
    view_id: ids.reportViewId,
    region_id: 1,
    district_id: 1,
    store_id: 1,
    scorm_course_id: 'matrix-course',
  };
}

/** An assessment form that parses but names no job role: its assessor gets 400, others 403. */
const assessmentWithoutJobRole = (ids: MatrixIds) => ({
  job_role: { id: missingId },
  assessee: { id: ids.learnerId },
  assessor_role: { id: 2 },
  assessment_date: '03/09/2026',
  skills: [{ skill_id: 1, rating: 5, notes: 'Matrix' }],
});
const reportView = { name: 'Matrix view', url: '/report-dashboard/overview' };

export const authorizationMatrix: Record<EndpointName, MatrixCall> = {
  auth: { expect: publicRoute },
  health: { expect: publicRoute },
  logout: { expect: selfOnly, endsSession: true },
  user: { expect: selfOnly },
  // Gamification numbers are public to signed-in users (leaderboards, profiles).
  userStats: { expect: anySignedIn },
  definition: { expect: anySignedIn },
  userPlans: { expect: selfOnly },
  planSubscribe: { expect: selfOnly },
  planUnsubscribe: { expect: selfOnly },
  userPrefs: { expect: anySignedIn },
  managerProfiles: { expect: allow('manager'), params: (ids) => ({ user_id: ids.managerId }) },
  activeAlert: { expect: anySignedIn },
  alertDismiss: { expect: selfOnly },
  feedback: { expect: selfOnly },
  contentRequest: { expect: selfOnly },
  upload: { expect: anySignedIn },
  uploadedFile: { expect: publicRoute },
  profileImage: { expect: selfOnly },
  userSegments: { expect: selfOnly },
  segmentSubscribe: { expect: selfOnly },
  segmentUnsubscribe: { expect: selfOnly },
  userActivities: { expect: selfOnly },
  userNetwork: { expect: selfOnly },
  activityLike: { expect: anySignedIn },
  activityUnlike: { expect: anySignedIn },
  recommendations: { expect: anySignedIn },
  recommendationDismiss: { expect: anySignedIn },
  leaderboard: { expect: anySignedIn },
  segmentLeaderboard: { expect: anySignedIn },
  segmentMedals: { expect: anySignedIn },
  segmentBadges: { expect: anySignedIn },
  badge: { expect: anySignedIn },
  userProfile: { expect: anySignedIn },
  segments: { expect: anySignedIn },
  segment: { expect: anySignedIn },
  segmentSeglets: { expect: anySignedIn },
  seglet: { expect: anySignedIn },
  content: { expect: anySignedIn },
  contentParents: { expect: anySignedIn },
  courseParents: { expect: anySignedIn },
  browseSegments: { expect: selfOnly },
  browsePlans: { expect: selfOnly },
  search: { expect: anySignedIn, query: 'term=service' },
  searchFilters: { expect: anySignedIn },
  contentComplete: { expect: selfOnly },
  contentRating: { expect: selfOnly },
  segnocodeRedeem: { expect: anySignedIn },
  segnocodeLookup: { expect: anySignedIn },
  checklist: { expect: anySignedIn },
  // The learner's own copy of a checklist.
  userChecklist: { expect: selfOnly },
  userChecklistSave: {
    expect: selfOnly,
    body: (ids) => ({ checked_item_ids: ids.checklistItemIds.slice(0, 1) }),
  },
  plan: { expect: anySignedIn },
  planOverview: { expect: anySignedIn },
  planUnits: { expect: anySignedIn },
  learnerPlanUnit: { expect: selfOnly },
  unit: { expect: anySignedIn },
  unitContents: { expect: anySignedIn },
  unitSearch: { expect: adminOnly },
  unitSearchFilters: { expect: adminOnly },
  unitCreate: { expect: adminOnly },
  unitSave: { expect: adminOnly, onMissing: true },
  unitPlans: { expect: adminOnly },
  unitContentsAdd: { expect: adminOnly, onMissing: true },
  unitContentsRemove: { expect: adminOnly, onMissing: true },
  contentPicker: { expect: adminOnly },
  unitExport: { expect: adminOnly },
  planContents: { expect: anySignedIn },
  contentPrerequisites: { expect: anySignedIn },
  contentFile: { expect: publicRoute },
  course: { expect: anySignedIn },
  courseSessions: { expect: anySignedIn },
  sessions: { expect: anySignedIn },
  sessionFilters: { expect: anySignedIn },
  session: { expect: anySignedIn },
  sessionCreate: { expect: sessionManagers },
  sessionSave: { expect: sessionManagers, onMissing: true },
  sessionRoster: { expect: sessionManagers },
  sessionRegister: { expect: selfOrSessionManagers, body: (ids) => ({ user_id: ids.learnerId }) },
  registrationRemove: { expect: selfOrSessionManagers },
  // A session manager, or the learner's own manager approving or denying (002 section 1).
  registrationType: {
    expect: allow('manager', 'instructor', 'admin'),
    body: () => ({ registration_type_id: 1 }),
  },
  attendanceMark: { expect: sessionManagers },
  attendanceUnmark: { expect: sessionManagers },
  sessionLearnerSearch: { expect: sessionManagers },
  instructors: { expect: sessionManagers },
  locationSearch: { expect: sessionManagers },
  courseSearch: { expect: sessionManagers },
  businessUnits: { expect: anySignedIn },
  managerApproval: { expect: allow('manager') },
  managerApprovalSave: { expect: allow('manager') },
  managerPendingRegistrations: { expect: teamManagers },
  managerRegistrationCheck: { expect: teamManagers },
  adminSegments: { expect: adminOnly },
  segmentFilters: { expect: adminOnly },
  adminSegmentContents: { expect: adminOnly },
  segmentCreate: { expect: adminOnly },
  segmentSave: { expect: adminOnly, onMissing: true },
  segmentArchive: { expect: adminOnly, onMissing: true },
  adminSegment: { expect: adminOnly },
  adminSegmentMedals: { expect: adminOnly },
  segmentMedalsSave: { expect: adminOnly, onMissing: true },
  segmentSegletAdd: { expect: adminOnly, onMissing: true },
  segmentSegletRemove: { expect: adminOnly, onMissing: true },
  adminSeglets: { expect: adminOnly },
  segletCreate: { expect: adminOnly },
  segletSave: { expect: adminOnly, onMissing: true },
  segletArchive: { expect: adminOnly, onMissing: true },
  adminSeglet: { expect: adminOnly },
  adminContents: { expect: adminOnly },
  contentSearchFilters: { expect: adminOnly },
  contentNameSearch: { expect: adminOnly },
  contentNameTypeSearch: { expect: adminOnly },
  contentCreate: { expect: adminOnly },
  contentSave: { expect: adminOnly, onMissing: true },
  contentArchive: { expect: adminOnly, onMissing: true },
  adminContent: { expect: adminOnly },
  contentSegmentSave: { expect: adminOnly, onMissing: true },
  contentSegmentRemove: { expect: adminOnly, onMissing: true },
  contentSegment: { expect: adminOnly },
  changeLog: { expect: adminOnly },
  similarName: { expect: adminOnly },
  userEmailSearch: { expect: adminOnly },
  // The admin image fields' upload: the same upload as PUT /upload, for anyone signed in.
  uploadPost: { expect: anySignedIn },
  adminBadges: { expect: adminOnly },
  badgeSegments: { expect: adminOnly },
  badgeFilters: { expect: adminOnly },
  badgeNameSearch: { expect: adminOnly },
  badgeCreate: { expect: adminOnly },
  badgeSave: { expect: adminOnly, onMissing: true },
  badgeArchive: { expect: adminOnly, onMissing: true },
  adminBadge: { expect: adminOnly },
  adminBadgeContents: { expect: adminOnly },
  badgeContentSearch: { expect: adminOnly },
  badgeContentAdd: { expect: adminOnly, onMissing: true },
  badgeContentRemove: { expect: adminOnly, onMissing: true },
  segnocodeAvailability: { expect: adminOnly },
  segnocodeReplace: { expect: adminOnly },
  segnocodeRemove: { expect: adminOnly, onMissing: true },
  segnocodeImage: { expect: adminOnly },
  segnocodeRedeemedUsers: { expect: adminOnly },
  tagSearch: { expect: adminOnly },
  tagCreate: { expect: adminOnly },
  contentTags: { expect: adminOnly },
  contentTagAdd: { expect: adminOnly, onMissing: true },
  contentTagRemove: { expect: adminOnly, onMissing: true },
  segmentTags: { expect: adminOnly },
  segmentTagAdd: { expect: adminOnly, onMissing: true },
  segmentTagRemove: { expect: adminOnly, onMissing: true },
  segletTagAdd: { expect: adminOnly, onMissing: true },
  segletTagAddPost: { expect: adminOnly, onMissing: true },
  segletTagRemove: { expect: adminOnly, onMissing: true },
  adminAlert: { expect: adminOnly },
  alertCreate: { expect: adminOnly },
  alertSave: { expect: adminOnly, onMissing: true },
  alertDelete: { expect: adminOnly, onMissing: true },
  segnocodeExport: { expect: adminOnly },
  // Export jobs answer their owner only; others cannot tell the job exists.
  exportStatus: { expect: ownerOnlyHidden('admin') },
  exportDownload: { expect: ownerOnlyHidden('admin') },
  exportDismiss: { expect: ownerOnlyHidden('admin') },
  adminContentPrerequisites: { expect: adminOnly },
  contentPrerequisiteAdd: { expect: adminOnly, onMissing: true },
  contentPrerequisiteRemove: { expect: adminOnly, onMissing: true },
  contentPrerequisiteRule: { expect: adminOnly, onMissing: true },
  adminContentParents: { expect: adminOnly },
  contentExternalList: { expect: adminOnly },
  contentExternalAdd: { expect: adminOnly, onMissing: true },
  contentExternalRemove: { expect: adminOnly, onMissing: true },
  contentBadges: { expect: adminOnly },
  contentBadgeAdd: { expect: adminOnly, onMissing: true },
  contentBadgeRemove: { expect: adminOnly, onMissing: true },
  responsibilitySearch: { expect: adminOnly },
  responsibilityCreate: { expect: adminOnly },
  contentResponsibilities: { expect: adminOnly },
  contentResponsibilitiesSave: { expect: adminOnly, onMissing: true },
  contentResponsibilityRemove: { expect: adminOnly, onMissing: true },
  adminChecklists: { expect: adminOnly },
  checklistCreate: { expect: adminOnly },
  adminChecklist: { expect: adminOnly },
  checklistSave: { expect: adminOnly, onMissing: true },
  checklistItemAdd: { expect: adminOnly, onMissing: true },
  checklistItemSave: { expect: adminOnly, onMissing: true },
  checklistItemRemove: { expect: adminOnly, onMissing: true },
  contentChecklist: { expect: adminOnly },
  contentChecklistSave: { expect: adminOnly, onMissing: true },
  assignment: { expect: adminOnly },
  assignmentTally: { expect: adminOnly },
  assignmentCreate: { expect: adminOnly, onMissing: true },
  assignmentSave: { expect: adminOnly, onMissing: true },
  assignmentDelete: { expect: adminOnly, onMissing: true },
  assignmentExport: { expect: adminOnly },
  skillSearch: { expect: adminOnly },
  contentSkills: { expect: adminOnly },
  contentSkillsSave: { expect: adminOnly, onMissing: true },
  segletContents: { expect: adminOnly },
  adminPlans: { expect: adminOnly },
  adminPlanFilters: { expect: adminOnly },
  planList: { expect: adminOnly },
  planCreate: { expect: adminOnly },
  planSave: { expect: adminOnly, onMissing: true },
  adminPlan: { expect: adminOnly },
  planUnitPicks: { expect: adminOnly },
  adminPlanUnits: { expect: adminOnly },
  planUnitsAdd: { expect: adminOnly, onMissing: true },
  planUnitsOrder: { expect: adminOnly, onMissing: true },
  planPrerequisitesSave: { expect: adminOnly, onMissing: true },
  planUnitAdd: { expect: adminOnly, onMissing: true },
  planUnitRemove: { expect: adminOnly, onMissing: true },
  planUnitDuplicate: { expect: adminOnly, onMissing: true },
  planTags: { expect: adminOnly },
  planTagAdd: { expect: adminOnly, onMissing: true },
  planTagRemove: { expect: adminOnly, onMissing: true },
  planResponsibilities: { expect: adminOnly },
  planResponsibilitiesSave: { expect: adminOnly, onMissing: true },
  planResponsibilityRemove: { expect: adminOnly, onMissing: true },
  courseCreate: { expect: adminOnly },
  courseSave: { expect: adminOnly, onMissing: true },
  adminCourses: { expect: adminOnly },
  adminCourseFilters: { expect: adminOnly },
  courseList: { expect: adminOnly },
  scormCourseCheck: { expect: adminOnly, params: () => ({ type: 'scorm_1_2' }) },
  scormUpload: { expect: adminOnly, params: () => ({ type: 'scorm_1_2' }) },
  report: { expect: reportReaders },
  reportRegion: { expect: reportReaders },
  reportDistrict: { expect: reportReaders },
  reportStore: { expect: reportReaders },
  // One manager's team: that manager and the reporting users, not another manager.
  reportManager: { expect: allow('manager', 'admin', 'legal') },
  reportFilters: { expect: reportReaders, query: 'kind=region' },
  reportTeams: { expect: reportReaders },
  reportViews: { expect: reportReaders },
  reportViewCreate: { expect: reportReaders, body: () => reportView },
  // A saved view is its owner's: another reader cannot tell it exists.
  reportViewSave: {
    expect: { ...allow('manager'), otherManager: 404, admin: 404, legal: 404 },
    body: () => reportView,
  },
  reportExport: { expect: reportReaders },
  reportRegionExport: { expect: reportReaders },
  reportDistrictExport: { expect: reportReaders },
  reportStoreExport: { expect: reportReaders },
  reportManagerExport: { expect: allow('manager', 'admin', 'legal') },
  objectExport: { expect: adminOnly },
  // Skill assessments: who may assess whom is a rule of the form (400 with its message), not a role.
  jobRoleSearch: { expect: anySignedIn },
  jobRoleCreate: { expect: adminOnly },
  jobRoleSave: { expect: adminOnly, onMissing: true },
  assessmentSkillSearch: { expect: anySignedIn },
  assessorRoles: { expect: anySignedIn },
  userNameSearch: { expect: anySignedIn },
  assessments: { expect: anySignedIn },
  // Read by its assessor (manager) and its assessee (learner); changed by its assessor only.
  assessment: { expect: allow('learner', 'manager') },
  assessmentCreate: { expect: anySignedIn },
  assessmentSave: { expect: allow('manager'), body: assessmentWithoutJobRole },
};
