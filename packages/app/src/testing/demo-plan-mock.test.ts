/**
 * The plan screens' stories answer from the mock in demo-plan-responses; these keep it honest against the real
 * server on the same demo data: the same plan, unit rows, learner units and plan contents for each learner.
 */
import {
  learnerUnitSchema,
  planDetailSchema,
  planUnitListSchema,
  unitContentListSchema,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/src/testing/test-server';
import { demoLearnerUnit, demoPlanContents, demoPlanDetail, demoPlanUnits } from './demo-plan-responses';

const planIds = [1, 2, 3];
const unitIds = [1, 2, 3];

describe('the plan API answers what the stories mock', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it.each(['learner', 'kmensah', 'manager', 'salvarez'])('for %s', async (username) => {
    const signedIn = await server.signIn(username);
    const userId = signedIn.user_id;
    for (const planId of planIds) {
      expect(demoPlanDetail(server.demo, userId, planId), `plan ${planId}`).toEqual(
        await server.readOk(`/plan/${planId}`, planDetailSchema, signedIn),
      );
      expect(demoPlanUnits(server.demo, userId, planId), `plan ${planId} units`).toEqual(
        await server.readOk(`/plan/${planId}/unit?_limit=100`, planUnitListSchema, signedIn),
      );
      expect(demoPlanContents(server.demo, userId, planId), `plan ${planId} contents`).toEqual(
        await server.readOk(`/plan/${planId}/content`, unitContentListSchema, signedIn),
      );
    }
    for (const unitId of unitIds) {
      expect(demoLearnerUnit(server.demo, userId, 2, unitId), `unit ${unitId}`).toEqual(
        await server.readOk(`/user/${userId}/plan/2/unit/${unitId}`, learnerUnitSchema, signedIn),
      );
    }
  });

  it('answers 404 where the server does: a draft plan, a unit of another plan', async () => {
    const signedIn = await server.signIn('learner');
    expect((await server.request('/plan/4', { as: signedIn })).status).toBe(404);
    expect(demoPlanDetail(server.demo, signedIn.user_id, 4)).toBeUndefined();
    expect((await server.request(`/user/${signedIn.user_id}/plan/1/unit/1`, { as: signedIn })).status).toBe(
      404,
    );
    expect(demoLearnerUnit(server.demo, signedIn.user_id, 1, 1)).toBeUndefined();
  });
});
