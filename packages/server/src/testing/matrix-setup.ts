/**
 * The set-up the route-wide tests share (the authorisation matrix, the fuzz test): every demo role signed in,
 * and the rows the matrix's calls name beyond the demo data: the learner's own records, registrations, jobs and
 * views, and the objects the admin's writes act on (`AuthoringIds`), created through the API as the admin
 * would, so the writes never touch a demo row another call reads.
 */
import {
  adminBadgeSchema,
  adminChecklistSchema,
  adminContentSchema,
  adminSegletSchema,
  adminSegmentSchema,
  assessmentSchema,
  courseCreatedSchema,
  decodeDates,
  exportStatusSchema,
  externalContentListSchema,
  jobRoleSchema,
  learnerRegistrationSchema,
  managerApprovalSchema,
  planCreatedSchema,
  registrationSchema,
  reportViewSchema,
  sessionSchema,
  unitCreatedSchema,
  uploadResponseSchema,
} from '@segno/domain';
import { and, desc, eq } from 'drizzle-orm';
import { alert, appUser, assessment } from '../db/schema';
import {
  type AuthoringIds,
  imageForm,
  type MatrixIds,
  matrixUsernames,
  type SignedInRole,
  sessionDraft,
  signedInRoles,
} from './authorization-matrix';
import { createContentFixtures } from './content-fixtures';
import type { SignedIn, TestServer } from './test-server';

export type MatrixSessions = Record<SignedInRole, SignedIn>;

const json = { 'Content-Type': 'application/json' };

/** Every demo role but the anonymous caller, signed in. */
export async function signInAll(server: TestServer): Promise<MatrixSessions> {
  const signedIn = await Promise.all(signedInRoles.map((role) => server.signIn(matrixUsernames[role])));
  return Object.fromEntries(signedInRoles.map((role, index) => [role, signedIn[index]])) as MatrixSessions;
}

type Schema = { parse: (value: unknown) => unknown };

async function readJson<Answer extends Schema>(
  response: Response,
  schema: Answer,
): Promise<ReturnType<Answer['parse']>> {
  if (!response.ok) {
    throw new Error(`${response.url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  }
  return schema.parse(decodeDates(await response.json())) as ReturnType<Answer['parse']>;
}

/** A call of the set-up that must succeed, its answer parsed by the schema. */
function apiOf(server: TestServer) {
  return async <Answer extends Schema>(
    as: SignedIn,
    method: string,
    path: string,
    body: unknown,
    schema: Answer,
  ): Promise<ReturnType<Answer['parse']>> => {
    const init =
      body === undefined
        ? {}
        : body instanceof FormData
          ? { body }
          : { headers: json, body: JSON.stringify(body) };
    return readJson(await server.request(path, { method, as, ...init }), schema);
  };
}

/** A demo user's id, by username. */
async function userIdOf(server: TestServer, username: string): Promise<number> {
  const [user] = await server.db.orm
    .select({ id: appUser.id })
    .from(appUser)
    .where(eq(appUser.username, username));
  if (!user) throw new Error(`The demo data has no user ${username}`);
  return user.id;
}

/** The objects the admin's writes act on: created and linked as the admin's screens would. */
async function createAuthoringIds(server: TestServer, admin: SignedIn, instructorId: number, image: string) {
  const api = apiOf(server);
  const segment = (name: string, shortName: string) =>
    api(
      admin,
      'POST',
      '/segment',
      { name, short_name: shortName, description: 'For the matrix.', image_file: image },
      adminSegmentSchema,
    );
  const seglet = (name: string, shortName: string) =>
    api(admin, 'POST', '/seglet', { name, short_name: shortName }, adminSegletSchema);
  const content = (
    name: string,
    shortName: string,
    objectType: 'content' | 'complianceContent' = 'content',
  ) =>
    api(
      admin,
      'POST',
      '/content',
      {
        name,
        short_name: shortName,
        description: 'For the matrix.',
        type: 12,
        url: 'https://example.com/matrix',
        image_file: image,
        points: '10',
        estimated_time: '5',
        content_owner_user_email: 'Admin@segno.example',
        object_type: objectType,
      },
      adminContentSchema,
    );
  const badge = (name: string, shortName: string, segmentId: number) =>
    api(
      admin,
      'POST',
      '/badge',
      {
        name,
        short_name: shortName,
        description: 'For the matrix.',
        image_file: image,
        segment_id: segmentId,
      },
      adminBadgeSchema,
    );
  const unit = (name: string) => api(admin, 'POST', '/unit', { unit_name: name }, unitCreatedSchema);

  const { segment_id: segmentId } = await segment('Matrix segment', 'Matrix');
  const { segment_id: segmentToArchive } = await segment('Matrix segment to archive', 'Matrix archive');
  const { seglet_id: segletId } = await seglet('Matrix seglet', 'Matrix');
  const { seglet_id: segletToPlace } = await seglet('Matrix seglet to place', 'Matrix place');
  const { seglet_id: segletToArchive } = await seglet('Matrix seglet to archive', 'Matrix archive');
  await api(admin, 'POST', `/segment/${segmentId}/seglet/${segletId}`, undefined, adminSegletSchema);
  const { content_id: contentId } = await content('Matrix content', 'Matrix');
  const { content_id: placedContentId } = await content('Matrix placed content', 'Matrix placed');
  const { content_id: contentToArchive } = await content('Matrix content to archive', 'Matrix archive');
  const { content_id: complianceContentId } = await content(
    'Matrix compliance content',
    'Matrix compliance',
    'complianceContent',
  );
  await api(
    admin,
    'PUT',
    `/content/${placedContentId}/segment/${segmentId}`,
    { seglet_id: segletId },
    adminContentSchema,
  );
  const { badge_id: badgeId } = await badge('Matrix badge', 'Matrix', segmentId);
  const { badge_id: badgeToArchive } = await badge('Matrix badge to archive', 'Matrix archive', segmentId);
  const externals = await api(
    admin,
    'POST',
    `/content/${contentId}/external_content`,
    { url: 'https://example.com/matrix-external' },
    externalContentListSchema,
  );
  await api(admin, 'POST', '/alert', { alert_text: 'Matrix alert', alert_status: 0 }, { parse: () => null });
  const [savedAlert] = await server.db.orm
    .select({ id: alert.id })
    .from(alert)
    .where(eq(alert.text, 'Matrix alert'))
    .orderBy(desc(alert.id))
    .limit(1);
  const checklist = await api(
    admin,
    'POST',
    '/checklist',
    { name: 'Matrix checklist', items: [{ name: 'Item 1' }, { name: 'Item 2' }] },
    adminChecklistSchema,
  );
  const plan = (name: string, shortName: string, objectType: 'standard' | 'compliancePlan') =>
    api(
      admin,
      'POST',
      '/plan',
      {
        plan_name: name,
        plan_short_name: shortName,
        plan_description: 'For the matrix.',
        plan_image_url: image,
        plan_is_public: true,
        object_type: objectType,
      },
      planCreatedSchema,
    );
  const { plan_id: planId } = await plan('Matrix plan', 'Matrix', 'standard');
  const { plan_id: compliancePlanId } = await plan(
    'Matrix compliance plan',
    'Matrix compliance',
    'compliancePlan',
  );
  const { unit_id: unitId } = await unit('Matrix unit');
  const { unit_id: otherUnitId } = await unit('Matrix other unit');
  // Saved once, so published (002 section 4): only a published unit can be added to a plan on its own.
  await api(
    admin,
    'PUT',
    `/unit/${otherUnitId}`,
    { unit_name: 'Matrix other unit', unit_data: [], unit_contents: [] },
    { parse: () => null },
  );
  const { course_id: courseId } = await api(
    admin,
    'POST',
    '/course',
    { name: 'Matrix course', short_name: 'Matrix', description: 'For the matrix.' },
    courseCreatedSchema,
  );
  const { session_id: sessionId } = await api(
    admin,
    'POST',
    '/session',
    sessionDraft(instructorId),
    sessionSchema,
  );
  const { id: jobRoleId } = await api(
    admin,
    'POST',
    '/job_role',
    { name: 'Matrix job role', skills: [{ skill_id: 1, name: 'Matrix skill' }] },
    jobRoleSchema,
  );
  const [firstItem, secondItem] = checklist.items.map((item) => item.item_id);
  const externalContentId = externals.data[0]?.external_content_id;
  if (!savedAlert || firstItem === undefined || secondItem === undefined || externalContentId === undefined)
    throw new Error('The matrix set-up could not create its alert, checklist items or external content');
  return {
    segmentId,
    segmentToArchive,
    segletId,
    segletToPlace,
    segletToArchive,
    contentId,
    placedContentId,
    contentToArchive,
    complianceContentId,
    badgeId,
    badgeToArchive,
    externalContentId,
    alertId: savedAlert.id,
    checklistId: checklist.checklist_id,
    checklistItemIds: [firstItem, secondItem],
    planId,
    compliancePlanId,
    unitId,
    otherUnitId,
    courseId,
    sessionId,
    jobRoleId,
  } satisfies AuthoringIds;
}

/**
 * The name of an image the learner uploads. A server without an uploads directory (the fuzz test's) refuses
 * uploads with 503: then a name no upload has, which the image fields take all the same.
 */
async function uploadedImage(server: TestServer, learner: SignedIn): Promise<string> {
  const response = await server.request('/upload', { method: 'PUT', as: learner, body: imageForm() });
  if (response.status === 503) {
    await response.arrayBuffer();
    return '0123456789abcdef0123456789abcdef.png';
  }
  const { url } = await readJson(response, uploadResponseSchema);
  return url.slice(url.lastIndexOf('/') + 1);
}

/** The rows the calls name beyond the demo data. */
export async function createMatrixIds(server: TestServer, sessions: MatrixSessions): Promise<MatrixIds> {
  const { learner, otherLearner, manager, instructor, admin, legal } = sessions;
  const api = apiOf(server);
  const fixtures = createContentFixtures(server.db.orm);
  const { checklistId, itemIds } = await fixtures.checklist(['Gloves', 'Goggles', 'Boots']);
  const checklistContentId = await fixtures.content({
    segmentId: await fixtures.segment(),
    type: 5,
    checklistId,
  });
  const userChecklistId = await fixtures.userChecklist(learner.user_id, checklistContentId, []);
  const subscribableSegmentId = await fixtures.segment();
  const uploadName = await uploadedImage(server, learner);
  const image = `/api/uploads/${uploadName}`;

  const register = (as: SignedIn, sessionId: number, userId: number) =>
    api(as, 'PUT', `/session/${sessionId}/registration`, { user_id: userId }, registrationSchema);
  const cancel = (as: SignedIn, sessionId: number, registrationId: number) =>
    api(
      as,
      'DELETE',
      `/session/${sessionId}/registration/${registrationId}`,
      undefined,
      learnerRegistrationSchema,
    );
  const sessionId = 2;
  const registration = await register(learner, sessionId, learner.user_id);
  // The rows the roster calls change: each registered and cancelled, so registering again takes it up.
  const openSessionId = 1;
  const rosterChange = async (as: SignedIn, userId: number) => {
    const { registration_id: registrationId } = await register(as, openSessionId, userId);
    await cancel(as, openSessionId, registrationId);
    return { userId, registrationId };
  };
  const rosterChanges = {
    learner: await rosterChange(learner, learner.user_id),
    instructor: await rosterChange(instructor, otherLearner.user_id),
    admin: await rosterChange(admin, legal.user_id),
  };
  // Learners whose completion of the course's content earns no medal or badge, so it can be taken back.
  const attendance = {
    instructor: (await register(instructor, sessionId, otherLearner.user_id)).registration_id,
    admin: (await register(admin, sessionId, await userIdOf(server, 'salvarez'))).registration_id,
  };

  const [assessed] = await server.db.orm
    .select({ id: assessment.id })
    .from(assessment)
    .where(and(eq(assessment.assessorId, manager.user_id), eq(assessment.assesseeId, learner.user_id)));
  if (!assessed) throw new Error("The demo data has no manager's assessment of the learner");
  const saved = await api(manager, 'GET', `/assessment/${assessed.id}`, undefined, assessmentSchema);
  const assessmentBody = {
    job_role: { id: saved.job_role.id },
    assessee: { id: saved.assessee.id },
    assessor_role: { id: saved.assessor_role.id },
    assessment_date: saved.assessment_date,
    skills: saved.skills.map(({ skill_id, rating, notes }) => ({ skill_id, rating, notes })),
  };

  const exportJob = await api(
    admin,
    'GET',
    '/segnocode/SAFE2026/export?type=csv&fields[]=firstName',
    undefined,
    exportStatusSchema,
  );
  const reportViewName = "Manager's view";
  const view = await api(
    manager,
    'POST',
    '/report/saved',
    { name: reportViewName, url: '/report-dashboard/overview' },
    reportViewSchema,
  );
  const approvals = await api(
    manager,
    'GET',
    `/manager/${manager.user_id}/profiles/business_unit/1`,
    undefined,
    managerApprovalSchema,
  );
  return {
    learnerId: learner.user_id,
    managerId: manager.user_id,
    userIds: Object.fromEntries(signedInRoles.map((role) => [role, sessions[role].user_id])) as Record<
      SignedInRole,
      number
    >,
    checklistId,
    checklistItemIds: itemIds,
    userChecklistId,
    checklistContentId,
    subscribableSegmentId,
    sessionId,
    registrationId: registration.registration_id,
    openSessionId,
    rosterChanges,
    attendance,
    assessmentId: assessed.id,
    assessmentBody,
    exportFile: exportJob.file,
    reportViewId: view.view_id,
    reportViewName,
    uploadName,
    managerApprovalBody: { responsibilities: approvals.responsibilities.data },
    authoring: await createAuthoringIds(server, admin, instructor.user_id, image),
  };
}
