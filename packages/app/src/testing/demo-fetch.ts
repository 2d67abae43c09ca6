/**
 * A `fetch` that answers the API from the server's demo data, for page-level stories: designers and QA see
 * each screen without a server, with the same people and numbers the seeded database holds. A server test
 * (packages/server/src/routes/demo-mock.test.ts) checks the real API answers the same records.
 */
import {
  type ActivityFilter,
  activityQuerySchema,
  apiBasePath,
  authResponseHeader,
  chainSessionDays,
  decodeDates,
  encodeDates,
  forbiddenResponseHeader,
  leaderboardQuerySchema,
  managerApprovalRequestSchema,
  messages,
  type RecommendationKind,
  recommendationKinds,
  type Session,
  sessionSaveRequestSchema,
  uploadFileField,
} from '@segno/domain';
import { type EndpointName, endpoints } from '@segno/domain/contract';
import {
  buildDemoData,
  type DemoUserInclude,
  demoDefinition,
  demoPassword,
  demoUserRecord,
  demoUserStats,
} from '@segno/server/demo-data';
import { demoAdminFetch } from './demo-admin-fetch';
import {
  approvalKey,
  demoBusinessUnits,
  demoManagerApproval,
  demoManagerData,
  demoPendingRegistrations,
  demoRegistrationCheck,
} from './demo-approval-responses';
import {
  demoComplete,
  demoContent,
  demoSaveUserChecklist,
  demoUserChecklist,
} from './demo-content-responses';
import {
  demoCourse,
  demoCourseSearch,
  demoCourseSessions,
  demoInstructors,
  demoLearnersToAdd,
  demoLocationSearch,
  demoRegistrationRow,
  demoRoster,
  demoSession,
  demoSessionFilters,
  demoSessionPage,
} from './demo-ilt-responses';
import {
  demoBrowseSegments,
  demoContentParents,
  demoRedeem,
  demoSearch,
  demoSearchFilters,
  demoSegmentDetail,
  demoSegmentList,
} from './demo-learning-responses';
import { demoLearnerUnit, demoPlanContents, demoPlanDetail, demoPlanUnits } from './demo-plan-responses';
import { demoReportFetch } from './demo-report-responses';
import {
  demoActivities,
  demoLeaderboard,
  demoManagerProfiles,
  demoNetwork,
  demoRecommendations,
  demoUserProfile,
  demoUserSegments,
} from './demo-responses';

/** A fixed moment, so every story shows the same dates and numbers. */
export const demoNow = new Date('2026-11-22T12:00:00Z');
export const demo = buildDemoData(demoNow);

export function demoUserId(username: string): number {
  const user = demo.users.find((candidate) => candidate.username === username);
  if (!user) throw new Error(`No demo user ${username}`);
  return user.id;
}

type Route = { name: EndpointName; pattern: RegExp };
const routes: Route[] = Object.entries(endpoints).map(([name, { method, path }]) => ({
  name: name as EndpointName,
  pattern: new RegExp(`^${method} ${apiBasePath}${path.replace(/:\w+/g, '([^/]+)')}$`),
}));

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(encodeDates(body)), {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

function includesOf(url: URL): DemoUserInclude[] {
  return [...url.searchParams.getAll('include[]'), ...url.searchParams.getAll('include')].filter(
    (value): value is DemoUserInclude => value === 'user_medal' || value === 'user_badge',
  );
}

async function signIn(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const user = demo.users.find((candidate) => candidate.username === form.get('username')?.toLowerCase());
  if (!user || form.get('password') !== demoPassword) {
    return json(
      { error: { status: 401, message: messages.login.invalidCredentials } },
      { status: 401, headers: { [authResponseHeader]: messages.login.invalidCredentials } },
    );
  }
  return json({
    user_id: user.id,
    username: user.username,
    session: `demo-session-${user.id}`,
    user: demoUserRecord(demo, user.id),
  });
}

function numberParam(url: URL, name: string, fallback: number): number {
  const value = Number(url.searchParams.get(name));
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

function activityFilterParam(url: URL): ActivityFilter | undefined {
  return activityQuerySchema.shape.filter.safeParse(url.searchParams.get('filter') ?? undefined).data;
}

function recommendationKindParam(url: URL): RecommendationKind | undefined {
  return recommendationKinds.find((kind) => kind === url.searchParams.get('type'));
}

/** The user id in the demo session the client sends ('demo-session-{id}'). */
function signedInUserId(request: Request): number {
  const encoded = request.headers.get('Authorization')?.replace(/^Basic /, '') ?? '';
  const match = atob(encoded).match(/demo-session-(\d+)$/);
  return match ? Number(match[1]) : 0;
}

/** Demo visitors have dismissed the redesign splash, so it covers no screen; a story can bring it back. */
const splashWantedBy = new Set<number>();

/** A story `beforeEach` that shows the redesign splash to a demo account until it is dismissed for good. */
export function showRedesignSplashTo(username: string) {
  return () => {
    const userId = demoUserId(username);
    splashWantedBy.add(userId);
    return () => void splashWantedBy.delete(userId);
  };
}

async function saveDemoPrefs(request: Request): Promise<Response> {
  const userId = signedInUserId(request);
  const prefs = (await request.json()) as { show_redesign_splash?: boolean };
  if (prefs.show_redesign_splash === false) splashWantedBy.delete(userId);
  return json({ show_redesign_splash: splashWantedBy.has(userId) });
}

/** Pictures set in stories (PUT /user/{id}/profile-image), by user id; uploads are served as blob URLs. */
const profileImages = new Map<number, string>();
let isCustomAvatarEnabled = true;

/** A story `beforeEach` that turns custom avatar upload off (the definitions' `custom_avatar_enabled`). */
export function withCustomAvatarDisabled() {
  isCustomAvatarEnabled = false;
  return () => {
    isCustomAvatarEnabled = true;
  };
}

let isAssessmentToolEnabled = true;

/** A story `beforeEach` that turns the assessment tool off (the definitions' `assessment_tool_enabled`). */
export function withAssessmentToolDisabled() {
  isAssessmentToolEnabled = false;
  return () => {
    isAssessmentToolEnabled = true;
  };
}

function forgetDemoPictures() {
  for (const url of profileImages.values()) URL.revokeObjectURL(url);
  profileImages.clear();
}

/** A story `beforeEach` for stories that set a picture: it is forgotten when the story ends. */
export function withDemoPictures() {
  return () => forgetDemoPictures;
}

async function uploadDemoPicture(request: Request): Promise<Response> {
  const file = (await request.formData()).get(uploadFileField);
  if (!(file instanceof Blob)) return json({ error: { status: 400, message: 'No file' } }, { status: 400 });
  return json({ url: URL.createObjectURL(file) });
}

async function setDemoPicture(request: Request, userId: number): Promise<Response> {
  const { profile_image_url: url } = (await request.json()) as { profile_image_url: string };
  profileImages.set(userId, url);
  return json({ success: true });
}

/** A 403 with its reason in the Forbidden-Response header, as the server refuses content. */
function forbidden(reason: string): Response {
  return json(
    { error: { status: 403, message: reason } },
    { status: 403, headers: { [forbiddenResponseHeader]: reason } },
  );
}

/** The record as JSON, or the server's 404 when there is none. */
function orNotFound(body: unknown, message: string): Response {
  return body === undefined ? json({ error: { status: 404, message } }, { status: 404 }) : json(body);
}

function knownUser(id: number): boolean {
  return demo.users.some((user) => user.id === id);
}

/** Sessions created or saved in stories (POST and PUT /api/session), by id, over the demo's own. */
const savedSessions = new Map<number, Session>();

/** A story `beforeEach` for stories that save a session: what they saved is forgotten when the story ends. */
export function withDemoSessions() {
  return () => () => savedSessions.clear();
}

const sessionOf = (id: number) => savedSessions.get(id) ?? demoSession(demo, id);

async function saveDemoSession(request: Request, sessionId?: number): Promise<Response> {
  const body = sessionSaveRequestSchema.parse(decodeDates(await request.json()));
  const existing = sessionId === undefined ? undefined : sessionOf(sessionId);
  if (sessionId !== undefined && !existing) return orNotFound(undefined, 'There is no such session.');
  const id = sessionId ?? 100 + savedSessions.size;
  const days = chainSessionDays(body.session_days);
  const session: Session = {
    session_id: id,
    course_id: body.course_id,
    course_name: demo.courses.find((course) => course.id === body.course_id)?.name ?? '',
    status_id: existing?.status_id ?? 2,
    tags: [],
    start_date: days[0]?.start_date ?? new Date(0),
    duration: days.reduce((total, day) => total + day.duration, 0),
    location_id: body.location_id,
    location_name:
      demoLocationSearch(demo, '').data.find((location) => location.location_id === body.location_id)
        ?.location_name ?? '',
    instructor_id: body.instructor_id,
    max_class_size: body.max_class_size,
    min_class_size: existing?.min_class_size ?? 0,
    number_enrolled: existing?.number_enrolled ?? 0,
    is_complete: existing?.is_complete ?? false,
    session_days: days,
  };
  savedSessions.set(id, session);
  return json(session);
}

/** A refusal's error_msg every registration gets (409), while a story wants one. */
let registrationRefusal: string | undefined;

/** A story `beforeEach` under which the server refuses every registration with this error_msg (409). */
export function withRegistrationRefused(errorMessage: string) {
  return () => {
    registrationRefusal = errorMessage;
    return () => {
      registrationRefusal = undefined;
    };
  };
}

/** How many leaderboard pages asked for by place (not around a learner) fail (503) before they load again. */
let leaderboardPageFailures = 0;

/** A story `beforeEach` under which the next page of a leaderboard loaded by place fails once (503). */
export function withLeaderboardPageFailingOnce() {
  return () => {
    leaderboardPageFailures = 1;
    return () => {
      leaderboardPageFailures = 0;
    };
  };
}

/** Registrations made in stories get ids above the demo's. */
let nextRegistrationId = 1000;

/** What stories changed in the manager approvals: kept while the story runs, so the home shows it. */
const approvalChanges = { approvals: new Map<string, boolean>(), decidedRegistrationIds: new Set<number>() };

/** A story `beforeEach` for stories that approve: what they approved or decided is forgotten when they end. */
export function withDemoApprovalChanges() {
  return () => () => {
    approvalChanges.approvals.clear();
    approvalChanges.decidedRegistrationIds.clear();
  };
}

/** A refusal's error_msg every manager decision on a registration gets (409), while a story wants one. */
let approvalRefusal: string | undefined;

/** A story `beforeEach` under which the server refuses a manager's approve or deny with this error_msg (409). */
export function withApprovalRefused(errorMessage: string) {
  return () => {
    approvalRefusal = errorMessage;
    return () => {
      approvalRefusal = undefined;
    };
  };
}

/** While a story holds them, manager decisions on registrations wait until it lets them go. */
let heldApprovals: { promise: Promise<void>; release: () => void } | undefined;

/** A story `beforeEach` under which a manager's approve or deny stays pending until `releaseHeldApprovals`. */
export function withApprovalsHeld() {
  return () => {
    let release = () => {};
    const promise = new Promise<void>((resolve) => {
      release = resolve;
    });
    heldApprovals = { promise, release };
    return () => {
      heldApprovals?.release();
      heldApprovals = undefined;
    };
  };
}

/** Lets the held manager decisions answer. */
export function releaseHeldApprovals() {
  heldApprovals?.release();
}

async function saveDemoApproval(request: Request, managerId: number, businessUnitId: number) {
  const { responsibilities } = managerApprovalRequestSchema.parse(await request.json());
  for (const responsibility of responsibilities) {
    for (const user of responsibility.users) {
      approvalChanges.approvals.set(
        approvalKey(user.user_id, responsibility.responsibility_id),
        user.is_approved,
      );
    }
  }
  return orNotFound(
    demoManagerApproval(demo, managerId, businessUnitId, approvalChanges),
    'There is no such business unit.',
  );
}

/** The signed-in manager approving (1) or denying (2) their user's pending registration; undefined if not one. */
async function decideDemoRegistration(
  request: Request,
  sessionId: number,
  registrationId: number,
): Promise<Response | undefined> {
  const pending = demoPendingRegistrations(demo, signedInUserId(request), approvalChanges).data.find(
    (row) => row.registration_id === registrationId && row.session.session_id === sessionId,
  );
  const session = sessionOf(sessionId);
  if (!pending || !session) return undefined;
  await heldApprovals?.promise;
  if (approvalRefusal !== undefined) {
    return json(
      { error: { status: 409, message: approvalRefusal }, error_msg: approvalRefusal },
      { status: 409 },
    );
  }
  const { registration_type_id: typeId } = (await request.clone().json()) as { registration_type_id: 1 | 2 };
  approvalChanges.decidedRegistrationIds.add(registrationId);
  const row = demoRegistrationRow(demo, session, pending.user_id, registrationId);
  return orNotFound(row && { ...row, registration_type_id: typeId }, 'There is no such registration.');
}

export const demoFetch: typeof fetch = async (input, init) => {
  const request = new Request(new URL(String(input), window.location.origin), init);
  const url = new URL(request.url);
  // The report dashboards (issue 10) answer from their own mock.
  const reportAnswer = await demoReportFetch(demo, request, signedInUserId(request));
  if (reportAnswer) return reportAnswer;
  // Segment admin authoring (demo-admin-fetch) first: its /segment/list and /content/search are not ids.
  const adminAnswer = await demoAdminFetch(demo, request, signedInUserId(request));
  if (adminAnswer) return adminAnswer;
  for (const { name, pattern } of routes) {
    const match = `${request.method} ${url.pathname}`.match(pattern);
    if (!match) continue;
    const id = Number(match[1]);
    switch (name) {
      case 'auth':
        return signIn(request);
      case 'logout':
        return json({ success: true });
      case 'user':
        return json({
          ...demoUserRecord(demo, id, includesOf(url)),
          ...(profileImages.has(id) ? { profile_img: profileImages.get(id) } : {}),
          user_prefs: { show_redesign_splash: splashWantedBy.has(id) },
        });
      case 'userStats':
        return json(demoUserStats(demo, id));
      case 'definition':
        return json({
          ...demoDefinition(demo),
          custom_avatar_enabled: isCustomAvatarEnabled,
          assessment_tool_enabled: isAssessmentToolEnabled,
        });
      case 'userProfile':
        return knownUser(id)
          ? json(demoUserProfile(demo, id, profileImages.get(id)))
          : json({ error: { status: 404, message: 'There is no such user.' } }, { status: 404 });
      case 'managerProfiles':
        return json({ ...demoManagerProfiles(demo, id), ...demoManagerData(demo, id, approvalChanges) });
      // Manager approvals (demo-approval-responses); what a story saves is kept until it ends.
      case 'businessUnits':
        return json(demoBusinessUnits(demo, signedInUserId(request)));
      case 'managerApproval':
        return orNotFound(
          demoManagerApproval(demo, id, Number(match[2]), approvalChanges),
          'There is no such business unit.',
        );
      case 'managerApprovalSave':
        return saveDemoApproval(request, id, Number(match[2]));
      case 'managerPendingRegistrations':
        return json(demoPendingRegistrations(demo, signedInUserId(request), approvalChanges));
      case 'managerRegistrationCheck':
        return json(demoRegistrationCheck(demo, signedInUserId(request), approvalChanges));
      case 'upload':
        return uploadDemoPicture(request);
      case 'profileImage':
        return setDemoPicture(request, id);
      case 'userActivities':
        return json(
          demoActivities(demo, id, {
            limit: numberParam(url, 'limit', 5),
            offset: numberParam(url, 'offset', 0),
            filter: activityFilterParam(url),
          }),
        );
      case 'userNetwork':
        return json(demoNetwork(demo, id, numberParam(url, 'limit', 5)));
      case 'recommendations':
        return json(
          demoRecommendations(
            demo,
            signedInUserId(request),
            numberParam(url, 'limit', 5),
            recommendationKindParam(url),
          ),
        );
      case 'userSegments':
        return json(demoUserSegments(demo, id));
      case 'userPlans':
        return json({ data: [] });
      case 'activeAlert':
        return json({ data: null });
      case 'leaderboard':
      case 'segmentLeaderboard': {
        const query = leaderboardQuerySchema.parse(Object.fromEntries(url.searchParams));
        const page = { offset: query._offset, limit: query._limit, around: query.around };
        if (page.around === undefined && leaderboardPageFailures > 0) {
          leaderboardPageFailures -= 1;
          return json({ error: { status: 503, message: 'The service is unavailable.' } }, { status: 503 });
        }
        return json(demoLeaderboard(demo, name === 'leaderboard' ? undefined : id, page));
      }
      case 'activityLike':
      case 'activityUnlike':
        return json({ like_count: 1, is_liked: name === 'activityLike' });
      case 'segmentSubscribe':
      case 'segmentUnsubscribe':
        return json({
          segment_id: Number(match[2]),
          is_subscribed: name === 'segmentSubscribe' ? 1 : 0,
          is_assigned: 0,
        });
      // Finding learning (demo-learning-responses).
      case 'browseSegments': {
        const segments = demoBrowseSegments(demo, id, {
          limit: numberParam(url, '_limit', 20),
          offset: Number(url.searchParams.get('_offset')) || 0,
          orderBy: url.searchParams.get('order_by') === 'created_date' ? 'created_date' : 'name',
          filters: url.searchParams.getAll('filters[]'),
        });
        return segments
          ? json(segments)
          : json({ error: { status: 400, message: 'Unknown browse filter.' } }, { status: 400 });
      }
      case 'browsePlans':
        return json({ data: [], total: 0 });
      case 'segments':
        return json(
          demoSegmentList(demo, {
            limit: numberParam(url, '_limit', 20),
            offset: Number(url.searchParams.get('_offset')) || 0,
          }),
        );
      case 'search':
        return json(
          demoSearch(demo, signedInUserId(request), {
            term: url.searchParams.get('term') ?? '',
            filters: url.searchParams.getAll('filters[]'),
            limit: numberParam(url, '_limit', 25),
            offset: Number(url.searchParams.get('_offset')) || 0,
          }),
        );
      case 'searchFilters':
        return json(demoSearchFilters(demo, url.searchParams.get('term') ?? ''));
      case 'segment': {
        const segment = demoSegmentDetail(demo, signedInUserId(request), id);
        return segment
          ? json(segment)
          : json({ error: { status: 404, message: 'There is no such segment.' } }, { status: 404 });
      }
      case 'contentParents':
        return json(demoContentParents(demo, id));
      case 'content': {
        const content = demoContent(demo, signedInUserId(request), id);
        if (content) return json(content);
        return demo.contents.some((candidate) => candidate.id === id)
          ? forbidden(messages.errors.contentForbidden)
          : json({ error: { status: 404, message: 'There is no such content.' } }, { status: 404 });
      }
      case 'contentComplete': {
        const answer = demoComplete(demo, id, Number(match[2]), new URLSearchParams(await request.text()));
        return answer.status === 200 ? json(answer.body) : forbidden(answer.reason);
      }
      case 'contentRating': {
        const form = new URLSearchParams(await request.text());
        return json({ value: Number(form.get('value')), rating: Number(form.get('value')) });
      }
      case 'userChecklist':
      case 'userChecklistSave': {
        const checklist =
          name === 'userChecklist'
            ? demoUserChecklist(demo, id)
            : demoSaveUserChecklist(
                demo,
                id,
                ((await request.json()) as { checked_item_ids: number[] }).checked_item_ids,
              );
        return checklist
          ? json(checklist)
          : json({ error: { status: 404, message: 'There is no such checklist.' } }, { status: 404 });
      }
      case 'segnocodeRedeem': {
        const form = new URLSearchParams(await request.text());
        return json(demoRedeem(demo, signedInUserId(request), form.get('segnocode') ?? ''));
      }
      // The learner's plans (demo-plan-responses).
      case 'plan':
        return orNotFound(demoPlanDetail(demo, signedInUserId(request), id), 'There is no such plan.');
      case 'planUnits':
        return orNotFound(demoPlanUnits(demo, signedInUserId(request), id), 'There is no such plan.');
      case 'planContents':
        return orNotFound(demoPlanContents(demo, signedInUserId(request), id), 'There is no such plan.');
      case 'learnerPlanUnit':
        return orNotFound(
          demoLearnerUnit(demo, id, Number(match[2]), Number(match[3])),
          'There is no such unit in this plan.',
        );
      // Instructor-led training (demo-ilt-responses); changes are answered, not kept.
      case 'course':
        return orNotFound(demoCourse(demo, id), 'There is no such course.');
      case 'courseSessions':
        return orNotFound(demoCourseSessions(demo, signedInUserId(request), id), 'There is no such course.');
      case 'sessions':
        return json(
          demoSessionPage(demo, {
            limit: numberParam(url, '_limit', 25),
            offset: Number(url.searchParams.get('_offset')) || 0,
            courseIds: [
              ...url.searchParams.getAll('filters[]').filter((value) => value.startsWith('course_id:')),
              ...url.searchParams.getAll('course_id'),
            ].map((value) => Number(value.replace('course_id:', ''))),
          }),
        );
      case 'sessionFilters':
        return json(demoSessionFilters(demo));
      case 'session':
        return orNotFound(sessionOf(id), 'There is no such session.');
      case 'sessionCreate':
        return saveDemoSession(request);
      case 'sessionSave':
        return saveDemoSession(request, id);
      case 'sessionRoster':
        return orNotFound(
          savedSessions.has(id) && !demoSession(demo, id) ? { data: [] } : demoRoster(demo, id),
          'There is no such session.',
        );
      case 'sessionRegister': {
        if (registrationRefusal !== undefined) {
          return json(
            { error: { status: 409, message: registrationRefusal }, error_msg: registrationRefusal },
            { status: 409 },
          );
        }
        const { user_id: userId } = (await request.json()) as { user_id: number };
        nextRegistrationId += 1;
        return orNotFound(
          demoRegistrationRow(demo, sessionOf(id), userId, nextRegistrationId),
          'There is no such session.',
        );
      }
      case 'registrationRemove':
        return json({ registration_id: Number(match[2]), registration_type_id: 3 });
      case 'registrationType': {
        const decided = await decideDemoRegistration(request, id, Number(match[2]));
        if (decided) return decided;
        const { registration_type_id: typeId } = (await request.json()) as { registration_type_id: number };
        const row = demoRoster(demo, id)?.data.find((entry) => entry.registration_id === Number(match[2]));
        return orNotFound(row && { ...row, registration_type_id: typeId }, 'There is no such registration.');
      }
      case 'attendanceMark':
        return json({ completion_id: 9000 + Number(match[2]) });
      case 'attendanceUnmark':
        return json({ completion_id: 9000 + Number(match[2]) });
      case 'sessionLearnerSearch':
        return json(demoLearnersToAdd(demo, id, decodeURIComponent(match[2] ?? '')));
      case 'instructors':
        return json(demoInstructors(demo));
      case 'locationSearch':
        return json(demoLocationSearch(demo, decodeURIComponent(match[1] ?? '')));
      case 'courseSearch':
        return json(demoCourseSearch(demo, decodeURIComponent(match[1] ?? '')));
      case 'userPrefs':
        return saveDemoPrefs(request);
      case 'feedback':
      case 'contentRequest':
        return json({ success: true });
      case 'recommendationDismiss':
      case 'alertDismiss':
        return new Response(null, { status: 204 });
    }
  }
  return json({ error: { status: 404, message: 'Not found' } }, { status: 404 });
};
