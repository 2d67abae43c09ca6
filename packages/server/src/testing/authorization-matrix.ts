/**
 * The authorisation matrix: for every call of the contract, how to call it and what each
 * demo role must get. The test (routes/authorization-matrix.test.ts) fails when a call has no entry here, so a
 * new call cannot ship without saying who may call it.
 *
 * 'ok' is a 2xx: a role the matrix lets through makes the call for real, with a valid body and query, on demo
 * rows or on rows the set-up (matrix-setup.ts) creates for the purpose, so that a call nobody can really make
 * cannot pass for one its roles may make. Calls name the learner's own records (`:user_id` is the learner's id)
 * unless the entry says otherwise. The admin's writes act on the set-up's own objects (`ids.authoring`) and are
 * repeatable (saving the same values, adding then removing), so later calls still find the demo rows they read.
 * Where the right answer for an allowed role is a refusal, the entry writes that status out with the reason.
 */
import {
  type AssignableObject,
  assignableObjectNames,
  type ContentExportObject,
  contentExportObjects,
  similarNameTypes,
} from '@segno/domain';
import type { CallBodyInput, EndpointName } from '@segno/domain/contract';
import { demoPassword } from '../demo/demo-data';
import { type ChangeLogObjectName, changeLogObjects } from '../services/change-log-service';

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

/** 'ok': a 2xx; a number: exactly that status. */
export type Expected = 'ok' | 400 | 401 | 403 | 404 | 409;
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

/** The roles that change the roster of `ids.openSessionId`: the learner themself and the session managers. */
export type RosterRole = 'learner' | 'instructor' | 'admin';
/** The session managers, who each take the attendance of a registration of their own in `ids.sessionId`. */
export type AttendanceRole = 'instructor' | 'admin';

/** The objects the set-up creates for the admin's writes, so no demo row another call reads changes. */
export type AuthoringIds = {
  /** A segment the admin tags, assigns and gives medals; `segletId` is placed in it. */
  segmentId: number;
  /** A segment the admin saves, then archives. */
  segmentToArchive: number;
  /** A seglet placed in `segmentId`. */
  segletId: number;
  /** A seglet the admin places in `segmentId` and takes out again. */
  segletToPlace: number;
  /** A seglet the admin saves, then archives. */
  segletToArchive: number;
  /** A content the admin codes, tags, assigns and relates; placed nowhere. */
  contentId: number;
  /** A content placed in `segletId` of `segmentId`, for the badge's content steps. */
  placedContentId: number;
  /** A content the admin saves, then archives. */
  contentToArchive: number;
  /** A compliance content (without a sub type), which has responsibilities. */
  complianceContentId: number;
  /** A badge of `segmentId`. */
  badgeId: number;
  /** A badge of `segmentId` the admin saves, then archives. */
  badgeToArchive: number;
  /** An external content of `contentId`, which the admin removes. */
  externalContentId: number;
  /** An unpublished system alert, which the admin saves and deletes. */
  alertId: number;
  /** A checklist with two items: the first is saved, the second removed. */
  checklistId: number;
  checklistItemIds: readonly [number, number];
  /** A plan, and two units: the first is added to it with the other plan calls, the second added and removed. */
  planId: number;
  /** A compliance plan, which has responsibilities. */
  compliancePlanId: number;
  unitId: number;
  otherUnitId: number;
  courseId: number;
  /** A session of course 1 led by `instructor`. */
  sessionId: number;
  jobRoleId: number;
};

/** The ids a call is filled with: demo rows, and rows the test creates in its setup. */
export type MatrixIds = {
  learnerId: number;
  managerId: number;
  /** Each role's own user id. */
  userIds: Readonly<Record<SignedInRole, number>>;
  /** A checklist content's checklist, its items and the learner's own copy of it. */
  checklistId: number;
  checklistItemIds: readonly number[];
  userChecklistId: number;
  checklistContentId: number;
  /** A published segment the learner is neither assigned nor subscribed to. */
  subscribableSegmentId: number;
  /** The learner's registration in the two-day session. */
  sessionId: number;
  registrationId: number;
  /** A session with seats, where each roster role registers a learner (`rosterChanges`) and cancels again. */
  openSessionId: number;
  /** Each roster role's learner in `openSessionId` and their registration, cancelled in the set-up. */
  rosterChanges: Readonly<Record<RosterRole, { userId: number; registrationId: number }>>;
  /** The registration in `sessionId` each session manager marks present and unmarks. */
  attendance: Readonly<Record<AttendanceRole, number>>;
  /** The manager's assessment of the learner, and the body that saves it unchanged. */
  assessmentId: number;
  assessmentBody: CallBodyInput<'assessmentSave'>;
  /** An export job the admin started. */
  exportFile: string;
  /** A saved report view of the manager's. */
  reportViewId: number;
  reportViewName: string;
  /** An image the learner uploaded (on a server without uploads, a name no upload has). */
  uploadName: string;
  /** The business unit whose approvals the manager saves, and the body that saves them unchanged. */
  managerApprovalBody: CallBodyInput<'managerApprovalSave'>;
  authoring: AuthoringIds;
};

/**
 * A call's parameters or body as one role sends them; without a role (the fuzz test calls so), as any role the
 * entry lets through may send them.
 */
export type Fill<Value> = (ids: MatrixIds, role?: MatrixRole) => Value;

/**
 * A call's JSON body as a caller writes it (`CallBodyInput`), where a field whose input may be undefined (an
 * optional field, or one read through a preprocess, typed `unknown`) may be left out.
 */
export type MatrixBody<Name extends EndpointName> =
  CallBodyInput<Name> extends Record<string, unknown>
    ? {
        [Key in keyof CallBodyInput<Name> as undefined extends CallBodyInput<Name>[Key]
          ? Key
          : never]?: CallBodyInput<Name>[Key];
      } & {
        [Key in keyof CallBodyInput<Name> as undefined extends CallBodyInput<Name>[Key]
          ? never
          : Key]: CallBodyInput<Name>[Key];
      }
    : CallBodyInput<Name>;

export type MatrixCall<Name extends EndpointName = EndpointName> = {
  expect: Expectations;
  /** Path parameters over the defaults (`matrixParams`). */
  params?: Fill<Record<string, string | number>>;
  /** The query string, without its `?`. */
  query?: string;
  /** A JSON body; non-GET calls send `{}` without one. */
  body?: Fill<MatrixBody<Name>>;
  /** A multipart body (an upload), sent instead of `body`. */
  form?: Fill<FormData>;
  /** The call ends the caller's session: the test calls it with sessions of its own. */
  endsSession?: true;
  /**
   * A call with a word parameter naming the object type is made once for each type: each variant's name
   * (`assignment (plan)`) and what it changes of the entry (its parameters, its body, its expectations).
   */
  variants?: readonly MatrixVariant<Name>[];
};

export type MatrixVariant<Name extends EndpointName = EndpointName> = { name: string } & Partial<
  Omit<MatrixCall<Name>, 'variants'>
>;

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
    orientation: 'p',
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

const bytesOf = (base64: string) => Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
/** A 1×1 PNG: the smallest image the upload takes. */
const onePixelPng = bytesOf(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
);
/** A zip holding an empty manifest: a SCORM package as far as the upload checks. */
const scormZip = bytesOf(
  'UEsDBBQAAAAAAM1th13tN8mLCwAAAAsAAAAPAAAAaW1zbWFuaWZlc3QueG1sPG1hbmlmZXN0Lz5QSwECFAMUAAAAAADNbYdd7TfJiwsAAAALAAAADwAAAAAAAAAAAAAAgAEAAAAAaW1zbWFuaWZlc3QueG1sUEsFBgAAAAABAAEAPQAAADgAAAAAAA==',
);

/** An upload's form: the smallest image, in the field the upload reads. */
export function imageForm(): FormData {
  const form = new FormData();
  form.append('myFile', new Blob([onePixelPng], { type: 'image/png' }), 'matrix.png');
  return form;
}

function scormForm(): FormData {
  const form = new FormData();
  form.append('course_id', 'matrix-course');
  // A new version of the same id each time: the upload can be repeated.
  form.append('new_version', 'true');
  form.append('file', new Blob([scormZip], { type: 'application/zip' }), 'matrix.zip');
  return form;
}

/** The learner's uploaded image, for the admin's image fields. */
const imageOf = (ids: MatrixIds) => `/api/uploads/${ids.uploadName}`;

const reportView = (ids: MatrixIds) => ({ name: ids.reportViewName, url: '/report-dashboard/overview' });
/** Criteria that pick nobody: an assignment saved with them assigns no one. */
const nobody = [{ type: 1, operator: 1, value: 'Matrix nowhere' }];
const exportQuery = (field: string) => `type=csv&fields[]=${field}`;

type ParamsVariant = { name: string; params: Fill<Record<string, string | number>> };

/**
 * An entry's variants, and as its own parameters the first variant's, for a caller that makes the call once
 * (the fuzz test).
 */
function withVariants(variants: readonly ParamsVariant[]) {
  return { params: variants[0]?.params, variants };
}

/**
 * A call whose parameter (`typeParam`) names the object type, made once for each type: each variant named by
 * its type, with the id of an object of that type as `object_id`.
 */
function perObjectType<Type extends string>(
  typeParam: string,
  types: readonly Type[],
  idOf: Record<Type, (ids: MatrixIds) => number>,
) {
  return withVariants(
    types.map((type) => ({
      name: type,
      params: (ids: MatrixIds) => ({ [typeParam]: type, object_id: idOf[type](ids) }),
    })),
  );
}

/** Each object type an assignment belongs to, with the set-up's object of that type. */
const assignmentVariants = perObjectType<AssignableObject>('assigned_object', assignableObjectNames, {
  segment: (ids) => ids.authoring.segmentId,
  content: (ids) => ids.authoring.contentId,
  plan: (ids) => ids.authoring.planId,
  course: (ids) => ids.authoring.courseId,
});

/** A session of course 1 led by the instructor, a month after the test's reference date (test-server.ts). */
export const sessionDraft = (instructorId: number) => ({
  course_id: 1,
  max_class_size: 10,
  maxClassSize: 10,
  location_id: 1,
  instructor_id: instructorId,
  session_days: [
    { start_date: Date.UTC(2026, 3, 9, 9) / 1000, room: 'Matrix room', duration: 60, sort_order: 1 },
  ],
});
const sessionBody = (ids: MatrixIds) => sessionDraft(ids.userIds.instructor);

/** A role's own row where it has one, else the learner's (the row another role must not touch). */
const rosterChange = (ids: MatrixIds, role: MatrixRole = 'learner') =>
  ids.rosterChanges[role as RosterRole] ?? ids.rosterChanges.learner;
const attendanceOf = (ids: MatrixIds, role: MatrixRole = 'instructor') =>
  ids.attendance[role as AttendanceRole] ?? ids.registrationId;

type AuthorizationMatrix = { [Name in EndpointName]: MatrixCall<Name> };

export const authorizationMatrix: AuthorizationMatrix = {
  // Whoever calls signs in as the learner.
  auth: { expect: publicRoute, body: () => ({ username: 'learner', password: demoPassword }) },
  health: { expect: publicRoute },
  logout: { expect: selfOnly, endsSession: true },
  user: { expect: selfOnly },
  // Gamification numbers are public to signed-in users (leaderboards, profiles).
  userStats: { expect: anySignedIn },
  definition: { expect: anySignedIn },
  userPlans: { expect: selfOnly },
  // Plan 3 is open for subscribing: the learner subscribes, then unsubscribes again.
  planSubscribe: { expect: selfOnly, params: () => ({ plan_id: 3 }) },
  planUnsubscribe: { expect: selfOnly, params: () => ({ plan_id: 3 }) },
  userPrefs: { expect: anySignedIn, body: () => ({ show_redesign_splash: false }) },
  managerProfiles: { expect: allow('manager'), params: (ids) => ({ user_id: ids.managerId }) },
  activeAlert: { expect: anySignedIn },
  alertDismiss: { expect: selfOnly },
  feedback: { expect: selfOnly, body: () => ({ comment: 'Matrix feedback', topic: 'other' }) },
  contentRequest: { expect: selfOnly, body: () => ({ comment: 'Matrix content request' }) },
  upload: { expect: anySignedIn, form: imageForm },
  uploadedFile: { expect: publicRoute, params: (ids) => ({ name: ids.uploadName }) },
  profileImage: {
    expect: selfOnly,
    body: (ids) => ({ profile_image_url: imageOf(ids) }),
  },
  userSegments: { expect: selfOnly },
  // A segment the learner is not assigned: subscribed, then unsubscribed again.
  segmentSubscribe: { expect: selfOnly, params: (ids) => ({ segment_id: ids.subscribableSegmentId }) },
  segmentUnsubscribe: { expect: selfOnly, params: (ids) => ({ segment_id: ids.subscribableSegmentId }) },
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
  searchFilters: { expect: anySignedIn, query: 'term=service' },
  contentComplete: { expect: selfOnly, body: () => ({ score: 1 }) },
  contentRating: { expect: selfOnly, body: () => ({ value: 4 }) },
  // Every role redeems the demo's redeemable code once.
  segnocodeRedeem: { expect: anySignedIn, body: () => ({ segnocode: 'WELCOME1' }) },
  segnocodeLookup: { expect: anySignedIn, params: () => ({ code: 'WELCOME1' }) },
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
  unitCreate: { expect: adminOnly, body: () => ({ unit_name: 'Matrix unit (created)' }) },
  unitSave: {
    expect: adminOnly,
    params: (ids) => ({ unit_id: ids.authoring.unitId }),
    body: () => ({ unit_name: 'Matrix unit', unit_data: [], unit_contents: [] }),
  },
  unitPlans: { expect: adminOnly },
  unitContentsAdd: {
    expect: adminOnly,
    params: (ids) => ({ unit_id: ids.authoring.unitId }),
    query: 'content_ids[]=23',
  },
  unitContentsRemove: {
    expect: adminOnly,
    params: (ids) => ({ unit_id: ids.authoring.unitId }),
    query: 'content_ids[]=23',
  },
  contentPicker: { expect: adminOnly },
  unitExport: { expect: adminOnly, query: exportQuery('contentId') },
  planContents: { expect: anySignedIn },
  contentPrerequisites: { expect: anySignedIn },
  contentFile: { expect: publicRoute },
  course: { expect: anySignedIn },
  courseSessions: { expect: anySignedIn },
  sessions: { expect: anySignedIn },
  sessionFilters: { expect: anySignedIn },
  session: { expect: anySignedIn },
  sessionCreate: { expect: sessionManagers, body: sessionBody },
  sessionSave: {
    expect: sessionManagers,
    params: (ids) => ({ session_id: ids.authoring.sessionId }),
    body: sessionBody,
  },
  sessionRoster: { expect: sessionManagers },
  // The learner registers themself, each session manager another learner; all cancelled again just after.
  sessionRegister: {
    expect: selfOrSessionManagers,
    params: (ids) => ({ session_id: ids.openSessionId }),
    body: (ids, role) => ({ user_id: rosterChange(ids, role).userId }),
  },
  registrationRemove: {
    expect: selfOrSessionManagers,
    params: (ids, role) => ({
      session_id: ids.openSessionId,
      registration_id: rosterChange(ids, role).registrationId,
    }),
  },
  // A session manager, or the learner's own manager approving or denying (002 section 1).
  registrationType: {
    expect: allow('manager', 'instructor', 'admin'),
    body: () => ({ registration_type_id: 1 }),
  },
  // Each session manager marks a registration of their own present, and unmarks it again.
  attendanceMark: {
    expect: sessionManagers,
    params: (ids, role) => ({ registration_id: attendanceOf(ids, role) }),
  },
  attendanceUnmark: {
    expect: sessionManagers,
    params: (ids, role) => ({ registration_id: attendanceOf(ids, role) }),
  },
  sessionLearnerSearch: { expect: sessionManagers },
  instructors: { expect: sessionManagers },
  locationSearch: { expect: sessionManagers },
  courseSearch: { expect: sessionManagers },
  businessUnits: { expect: anySignedIn },
  managerApproval: { expect: allow('manager') },
  managerApprovalSave: { expect: allow('manager'), body: (ids) => ids.managerApprovalBody },
  managerPendingRegistrations: { expect: teamManagers },
  managerRegistrationCheck: { expect: teamManagers },
  adminSegments: { expect: adminOnly },
  segmentFilters: { expect: adminOnly },
  adminSegmentContents: { expect: adminOnly },
  segmentCreate: {
    expect: adminOnly,
    body: (ids) => ({
      name: 'Matrix segment (created)',
      short_name: 'Matrix created',
      description: 'Created by the matrix.',
      image_file: imageOf(ids),
    }),
  },
  segmentSave: {
    expect: adminOnly,
    params: (ids) => ({ segment_id: ids.authoring.segmentToArchive }),
    body: () => ({ description: 'Saved by the matrix.' }),
  },
  segmentArchive: { expect: adminOnly, params: (ids) => ({ segment_id: ids.authoring.segmentToArchive }) },
  adminSegment: { expect: adminOnly },
  adminSegmentMedals: { expect: adminOnly },
  segmentMedalsSave: {
    expect: adminOnly,
    params: (ids) => ({ segment_id: ids.authoring.segmentId }),
    body: () => ({ medals: [{ level: 1, points: 50, status: 2 }] }),
  },
  segmentSegletAdd: {
    expect: adminOnly,
    params: (ids) => ({ segment_id: ids.authoring.segmentId, seglet_id: ids.authoring.segletToPlace }),
  },
  segmentSegletRemove: {
    expect: adminOnly,
    params: (ids) => ({ segment_id: ids.authoring.segmentId, seglet_id: ids.authoring.segletToPlace }),
  },
  adminSeglets: { expect: adminOnly },
  segletCreate: {
    expect: adminOnly,
    body: () => ({ name: 'Matrix seglet (created)', short_name: 'Matrix created' }),
  },
  segletSave: {
    expect: adminOnly,
    params: (ids) => ({ seglet_id: ids.authoring.segletToArchive }),
    body: () => ({ name: 'Matrix seglet to archive' }),
  },
  segletArchive: { expect: adminOnly, params: (ids) => ({ seglet_id: ids.authoring.segletToArchive }) },
  adminSeglet: { expect: adminOnly },
  adminContents: { expect: adminOnly },
  contentSearchFilters: { expect: adminOnly },
  contentNameSearch: { expect: adminOnly },
  contentNameTypeSearch: { expect: adminOnly, params: () => ({ type: 12 }) },
  contentCreate: {
    expect: adminOnly,
    body: (ids) => ({
      name: 'Matrix content (created)',
      short_name: 'Matrix created',
      description: 'Created by the matrix.',
      type: 12,
      url: 'https://example.com/matrix',
      image_file: imageOf(ids),
      points: '10',
      estimated_time: '5',
      content_owner_user_email: 'Admin@segno.example',
    }),
  },
  contentSave: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentToArchive }),
    body: () => ({ description: 'Saved by the matrix.' }),
  },
  contentArchive: { expect: adminOnly, params: (ids) => ({ content_id: ids.authoring.contentToArchive }) },
  adminContent: { expect: adminOnly },
  contentSegmentSave: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId, segment_id: ids.authoring.segmentId }),
    body: (ids) => ({ seglet_id: ids.authoring.segletId }),
  },
  contentSegmentRemove: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId, segment_id: ids.authoring.segmentId }),
  },
  contentSegment: { expect: adminOnly },
  // The change log of each object type that has one, read on the set-up's object of that type.
  changeLog: {
    expect: adminOnly,
    ...perObjectType<ChangeLogObjectName>('object', changeLogObjects, {
      segment: (ids) => ids.authoring.segmentId,
      seglet: (ids) => ids.authoring.segletId,
      content: (ids) => ids.authoring.contentId,
      badge: (ids) => ids.authoring.badgeId,
      plan: (ids) => ids.authoring.planId,
      course: (ids) => ids.authoring.courseId,
      checklist: (ids) => ids.authoring.checklistId,
    }),
  },
  similarName: {
    expect: adminOnly,
    query: 'name=Matrix',
    ...withVariants(similarNameTypes.map((type) => ({ name: type, params: () => ({ type }) }))),
  },
  userEmailSearch: { expect: adminOnly },
  // The admin image fields' upload: the same upload as PUT /upload, for anyone signed in.
  uploadPost: { expect: anySignedIn, form: imageForm },
  adminBadges: { expect: adminOnly },
  badgeSegments: { expect: adminOnly },
  badgeFilters: { expect: adminOnly },
  badgeNameSearch: { expect: adminOnly },
  badgeCreate: {
    expect: adminOnly,
    body: (ids) => ({
      name: 'Matrix badge (created)',
      short_name: 'Matrix created',
      description: 'Created by the matrix.',
      image_file: imageOf(ids),
      segment_id: ids.authoring.segmentId,
    }),
  },
  badgeSave: {
    expect: adminOnly,
    params: (ids) => ({ badge_id: ids.authoring.badgeToArchive }),
    body: () => ({ description: 'Saved by the matrix.' }),
  },
  badgeArchive: { expect: adminOnly, params: (ids) => ({ badge_id: ids.authoring.badgeToArchive }) },
  adminBadge: { expect: adminOnly },
  adminBadgeContents: { expect: adminOnly },
  badgeContentSearch: { expect: adminOnly, query: 'term=serv' },
  badgeContentAdd: {
    expect: adminOnly,
    params: (ids) => ({ badge_id: ids.authoring.badgeId, content_id: ids.authoring.placedContentId }),
  },
  badgeContentRemove: {
    expect: adminOnly,
    params: (ids) => ({ badge_id: ids.authoring.badgeId, content_id: ids.authoring.placedContentId }),
  },
  segnocodeAvailability: { expect: adminOnly },
  segnocodeReplace: {
    expect: adminOnly,
    body: (ids) => ({ content_id: ids.authoring.contentId, new_segnocode: 'MATRIX26' }),
  },
  segnocodeRemove: { expect: adminOnly, params: (ids) => ({ content_id: ids.authoring.contentId }) },
  // Content 25 is the demo's code content.
  segnocodeImage: { expect: adminOnly, params: () => ({ content_id: 25 }) },
  segnocodeRedeemedUsers: { expect: adminOnly },
  tagSearch: { expect: adminOnly },
  tagCreate: { expect: adminOnly, body: () => ({ name: 'Matrix tag' }) },
  contentTags: { expect: adminOnly },
  contentTagAdd: { expect: adminOnly, params: (ids) => ({ content_id: ids.authoring.contentId }) },
  contentTagRemove: { expect: adminOnly, params: (ids) => ({ content_id: ids.authoring.contentId }) },
  segmentTags: { expect: adminOnly },
  segmentTagAdd: { expect: adminOnly, params: (ids) => ({ segment_id: ids.authoring.segmentId }) },
  segmentTagRemove: { expect: adminOnly, params: (ids) => ({ segment_id: ids.authoring.segmentId }) },
  segletTagAdd: { expect: adminOnly, params: (ids) => ({ seglet_id: ids.authoring.segletId }) },
  segletTagAddPost: { expect: adminOnly, params: (ids) => ({ seglet_id: ids.authoring.segletId }) },
  segletTagRemove: { expect: adminOnly, params: (ids) => ({ seglet_id: ids.authoring.segletId }) },
  adminAlert: { expect: adminOnly },
  // Unpublished, so the learner's active alert stays the demo's.
  alertCreate: { expect: adminOnly, body: () => ({ alert_text: 'Matrix alert (created)', alert_status: 0 }) },
  alertSave: {
    expect: adminOnly,
    params: (ids) => ({ alert_id: ids.authoring.alertId }),
    body: () => ({ alert_text: 'Matrix alert', alert_status: 0 }),
  },
  alertDelete: { expect: adminOnly, params: (ids) => ({ alert_id: ids.authoring.alertId }) },
  segnocodeExport: { expect: adminOnly, query: exportQuery('firstName') },
  // Export jobs answer their owner only; others cannot tell the job exists.
  exportStatus: { expect: ownerOnlyHidden('admin') },
  exportDownload: { expect: ownerOnlyHidden('admin') },
  exportDismiss: { expect: ownerOnlyHidden('admin') },
  adminContentPrerequisites: { expect: adminOnly },
  contentPrerequisiteAdd: { expect: adminOnly, params: (ids) => ({ content_id: ids.authoring.contentId }) },
  contentPrerequisiteRemove: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId }),
  },
  contentPrerequisiteRule: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId }),
    body: () => ({ prerequisite_rule: null }),
  },
  adminContentParents: { expect: adminOnly },
  contentExternalList: { expect: adminOnly },
  contentExternalAdd: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId }),
    body: () => ({ url: 'https://example.com/matrix-added' }),
  },
  contentExternalRemove: {
    expect: adminOnly,
    params: (ids) => ({
      content_id: ids.authoring.contentId,
      external_content_id: ids.authoring.externalContentId,
    }),
  },
  contentBadges: { expect: adminOnly },
  contentBadgeAdd: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.placedContentId, badge_id: ids.authoring.badgeId }),
  },
  contentBadgeRemove: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.placedContentId, badge_id: ids.authoring.badgeId }),
  },
  responsibilitySearch: { expect: adminOnly },
  responsibilityCreate: { expect: adminOnly, body: () => ({ names: ['Matrix responsibility'] }) },
  contentResponsibilities: { expect: adminOnly },
  contentResponsibilitiesSave: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.complianceContentId }),
    body: () => ({ ids: [1] }),
  },
  contentResponsibilityRemove: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.complianceContentId }),
  },
  adminChecklists: { expect: adminOnly },
  checklistCreate: {
    expect: adminOnly,
    body: () => ({ name: 'Matrix checklist (created)', items: [{ name: 'One' }] }),
  },
  adminChecklist: { expect: adminOnly },
  checklistSave: {
    expect: adminOnly,
    params: (ids) => ({ checklist_id: ids.authoring.checklistId }),
    body: (ids) => ({
      name: 'Matrix checklist',
      items: ids.authoring.checklistItemIds.map((item_id, index) => ({ item_id, name: `Item ${index + 1}` })),
    }),
  },
  checklistItemAdd: {
    expect: adminOnly,
    params: (ids) => ({ checklist_id: ids.authoring.checklistId }),
    body: () => ({ name: 'Added by the matrix' }),
  },
  checklistItemSave: {
    expect: adminOnly,
    params: (ids) => ({
      checklist_id: ids.authoring.checklistId,
      item_id: ids.authoring.checklistItemIds[0],
    }),
    body: () => ({ name: 'Item 1' }),
  },
  checklistItemRemove: {
    expect: adminOnly,
    params: (ids) => ({
      checklist_id: ids.authoring.checklistId,
      item_id: ids.authoring.checklistItemIds[1],
    }),
  },
  contentChecklist: { expect: adminOnly, params: (ids) => ({ content_id: ids.checklistContentId }) },
  // The checklist content keeps its checklist.
  contentChecklistSave: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.checklistContentId }),
    body: (ids) => ({ checklist_id: ids.checklistId }),
  },
  // Each object type's assignment: read, tallied, created, saved and deleted again, then exported.
  assignment: { expect: adminOnly, ...assignmentVariants },
  assignmentTally: { expect: adminOnly, body: () => ({ data: nobody }), ...assignmentVariants },
  assignmentCreate: {
    expect: adminOnly,
    body: () => ({ data: nobody, default_required: true }),
    ...assignmentVariants,
  },
  assignmentSave: {
    expect: adminOnly,
    body: () => ({ data: nobody, default_required: true }),
    ...assignmentVariants,
  },
  assignmentDelete: { expect: adminOnly, ...assignmentVariants },
  assignmentExport: { expect: adminOnly, query: exportQuery('userId'), ...assignmentVariants },
  skillSearch: { expect: adminOnly },
  contentSkills: { expect: adminOnly },
  contentSkillsSave: {
    expect: adminOnly,
    params: (ids) => ({ content_id: ids.authoring.contentId }),
    body: () => ({ content_skills: [] }),
  },
  segletContents: { expect: adminOnly },
  adminPlans: { expect: adminOnly },
  adminPlanFilters: { expect: adminOnly },
  planList: { expect: adminOnly },
  planCreate: {
    expect: adminOnly,
    body: (ids) => ({
      plan_name: 'Matrix plan (created)',
      plan_short_name: 'Matrix created',
      plan_description: 'Created by the matrix.',
      plan_image_url: imageOf(ids),
      plan_is_public: true,
    }),
  },
  planSave: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId }),
    body: () => ({ plan_description: 'Saved by the matrix.' }),
  },
  adminPlan: { expect: adminOnly },
  planUnitPicks: { expect: adminOnly },
  adminPlanUnits: { expect: adminOnly },
  planUnitsAdd: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId }),
    body: (ids) => ({ unit_ids: [ids.authoring.unitId] }),
  },
  planUnitsOrder: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId }),
    body: (ids) => ({ order: [ids.authoring.unitId] }),
  },
  planPrerequisitesSave: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId }),
    body: (ids) => ({ data: [{ unit_id: ids.authoring.unitId, prereq_type_id: 0 }] }),
  },
  planUnitAdd: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId, unit_id: ids.authoring.otherUnitId }),
  },
  planUnitRemove: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId, unit_id: ids.authoring.otherUnitId }),
  },
  planUnitDuplicate: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.planId, unit_id: ids.authoring.unitId }),
    query: 'new_name=Matrix%20unit%20copy',
  },
  planTags: { expect: adminOnly },
  planTagAdd: { expect: adminOnly, params: (ids) => ({ plan_id: ids.authoring.planId }) },
  planTagRemove: { expect: adminOnly, params: (ids) => ({ plan_id: ids.authoring.planId }) },
  planResponsibilities: { expect: adminOnly },
  planResponsibilitiesSave: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.compliancePlanId }),
    body: () => ({ ids: [1] }),
  },
  planResponsibilityRemove: {
    expect: adminOnly,
    params: (ids) => ({ plan_id: ids.authoring.compliancePlanId }),
  },
  courseCreate: {
    expect: adminOnly,
    body: () => ({ name: 'Matrix course (created)', short_name: 'Matrix created', description: 'Created.' }),
  },
  courseSave: {
    expect: adminOnly,
    params: (ids) => ({ course_id: ids.authoring.courseId }),
    body: () => ({
      name: 'Matrix course',
      short_name: 'Matrix course',
      description: 'Saved by the matrix.',
      status_id: 1,
      external_courses: [],
      course_session_data: null,
    }),
  },
  adminCourses: { expect: adminOnly },
  adminCourseFilters: { expect: adminOnly },
  courseList: { expect: adminOnly },
  scormCourseCheck: { expect: adminOnly, params: () => ({ type: 'scorm_1_2' }) },
  scormUpload: { expect: adminOnly, params: () => ({ type: 'scorm_1_2' }), form: scormForm },
  report: { expect: reportReaders },
  reportRegion: { expect: reportReaders },
  reportDistrict: { expect: reportReaders },
  reportStore: { expect: reportReaders },
  // One manager's team: that manager and the reporting users, not another manager.
  reportManager: { expect: allow('manager', 'admin', 'legal') },
  reportFilters: { expect: reportReaders, query: 'kind=region' },
  reportTeams: { expect: reportReaders },
  reportViews: { expect: reportReaders },
  reportViewCreate: {
    expect: reportReaders,
    body: () => ({ name: 'Matrix view', url: '/report-dashboard/overview' }),
  },
  // A saved view is its owner's: another reader cannot tell it exists. Saved under its own name again.
  reportViewSave: {
    expect: { ...allow('manager'), otherManager: 404, admin: 404, legal: 404 },
    body: reportView,
  },
  reportExport: { expect: reportReaders, query: exportQuery('name') },
  reportRegionExport: { expect: reportReaders, query: exportQuery('name') },
  reportDistrictExport: { expect: reportReaders, query: exportQuery('name') },
  reportStoreExport: { expect: reportReaders, query: exportQuery('name') },
  reportManagerExport: { expect: allow('manager', 'admin', 'legal'), query: exportQuery('name') },
  objectExport: {
    expect: adminOnly,
    query: exportQuery('userId'),
    ...perObjectType<ContentExportObject>('export_object', contentExportObjects, {
      segment: () => 1,
      content: () => 23,
    }),
  },
  jobRoleSearch: { expect: anySignedIn },
  jobRoleCreate: {
    expect: adminOnly,
    body: () => ({ name: 'Matrix job role (created)', skills: [{ skill_id: 1, name: 'Matrix skill' }] }),
  },
  jobRoleSave: {
    expect: adminOnly,
    params: (ids) => ({ job_role_id: ids.authoring.jobRoleId }),
    body: () => ({ name: 'Matrix job role', skills: [{ skill_id: 1, name: 'Matrix skill' }] }),
  },
  assessmentSkillSearch: { expect: anySignedIn },
  assessorRoles: { expect: anySignedIn },
  userNameSearch: { expect: anySignedIn },
  assessments: { expect: anySignedIn },
  // Read by its assessor (manager) and its assessee (learner); changed by its assessor only.
  assessment: { expect: allow('learner', 'manager') },
  // Who may assess whom is a rule of the form, not a role: the learner assesses themself (assessor role 1,
  // self), anyone else may assess the learner as a peer (3).
  assessmentCreate: {
    expect: anySignedIn,
    body: (ids, role) => ({
      ...ids.assessmentBody,
      assessee: { id: ids.learnerId },
      assessor_role: { id: role === 'learner' ? 1 : 3 },
    }),
  },
  // Saved unchanged by its assessor.
  assessmentSave: { expect: allow('manager'), body: (ids) => ids.assessmentBody },
};
