/**
 * The set-up the route-wide tests share (the authorisation matrix, the fuzz test): every demo role signed in,
 * and the rows the matrix's calls name beyond the demo data.
 */
import { decodeDates, exportStatusSchema, registrationSchema, reportViewSchema } from '@segno/domain';
import { and, eq } from 'drizzle-orm';
import { assessment } from '../db/schema';
import { type MatrixIds, matrixUsernames, type SignedInRole, signedInRoles } from './authorization-matrix';
import { createContentFixtures } from './content-fixtures';
import type { SignedIn, TestServer } from './test-server';

export type MatrixSessions = Record<SignedInRole, SignedIn>;

const json = { 'Content-Type': 'application/json' };

/** Every demo role but the anonymous caller, signed in. */
export async function signInAll(server: TestServer): Promise<MatrixSessions> {
  const signedIn = await Promise.all(signedInRoles.map((role) => server.signIn(matrixUsernames[role])));
  return Object.fromEntries(signedInRoles.map((role, index) => [role, signedIn[index]])) as MatrixSessions;
}

async function readJson<Schema extends { parse: (value: unknown) => unknown }>(
  response: Response,
  schema: Schema,
): Promise<ReturnType<Schema['parse']>> {
  if (!response.ok) throw new Error(`${response.url} answered ${response.status}`);
  return schema.parse(decodeDates(await response.json())) as ReturnType<Schema['parse']>;
}

/** The rows the calls name beyond the demo data: a checklist copy, a registration, an export, a saved view. */
export async function createMatrixIds(server: TestServer, sessions: MatrixSessions): Promise<MatrixIds> {
  const { learner, manager, admin } = sessions;
  const fixtures = createContentFixtures(server.db.orm);
  const { checklistId, itemIds } = await fixtures.checklist(['Gloves', 'Goggles', 'Boots']);
  const contentId = await fixtures.content({ segmentId: await fixtures.segment(), type: 5, checklistId });
  const userChecklistId = await fixtures.userChecklist(learner.user_id, contentId, []);
  const sessionId = 2;
  const registration = await readJson(
    await server.request(`/session/${sessionId}/registration`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ user_id: learner.user_id }),
      as: learner,
    }),
    registrationSchema,
  );
  const [assessed] = await server.db.orm
    .select({ id: assessment.id })
    .from(assessment)
    .where(and(eq(assessment.assessorId, manager.user_id), eq(assessment.assesseeId, learner.user_id)));
  if (!assessed) throw new Error("The demo data has no manager's assessment of the learner");
  const exportJob = await readJson(
    await server.request('/segnocode/SAFE2026/export?type=csv&fields[]=firstName', { as: admin }),
    exportStatusSchema,
  );
  const view = await readJson(
    await server.request('/report/saved', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: "Manager's view", url: '/report-dashboard/overview' }),
      as: manager,
    }),
    reportViewSchema,
  );
  return {
    learnerId: learner.user_id,
    managerId: manager.user_id,
    checklistId,
    checklistItemIds: itemIds,
    userChecklistId,
    sessionId,
    registrationId: registration.registration_id,
    assessmentId: assessed.id,
    exportFile: exportJob.file,
    reportViewId: view.view_id,
  };
}
