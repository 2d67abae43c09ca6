import { activeAlertResponseSchema, decodeDates } from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('system alert', () => {
  let server: TestServer;
  let learner: SignedIn;
  let manager: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    learner = await server.signIn('learner');
    manager = await server.signIn('manager');
  });
  afterAll(() => server.close());

  async function activeAlert(as: SignedIn) {
    const response = await server.request('/alert', { as });
    expect(response.status).toBe(200);
    return activeAlertResponseSchema.parse(decodeDates(await response.json())).data;
  }

  const dismiss = (as: SignedIn, alertId: number | string, userId: number = as.user_id) =>
    server.request(`/user/${userId}/alert/${alertId}/dismiss`, { method: 'POST', as });

  it('shows the active alert, never the inactive one', async () => {
    expect(await activeAlert(learner)).toEqual({
      alert_id: 1,
      text: 'Segno will be unavailable for planned maintenance on Saturday from 10 pm to midnight.',
      created_at: new Date('2026-03-08T10:00:00.000Z'),
      updated_at: new Date('2026-03-08T10:00:00.000Z'),
    });
  });

  it('hides the alert for the user who dismissed it only; dismissing twice is fine', async () => {
    for (let time = 0; time < 2; time += 1) {
      const response = await dismiss(learner, 1);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
    expect(await activeAlert(learner)).toBeNull();
    expect((await activeAlert(manager))?.alert_id).toBe(1);
  });

  it('answers 404 for an alert that does not exist and 400 for an id that is not one', async () => {
    expect((await readErrorResponse(await dismiss(manager, 999))).status).toBe(404);
    expect((await readErrorResponse(await dismiss(manager, 'x'))).status).toBe(400);
  });

  it('refuses to dismiss for another user (403) and without a session (401)', async () => {
    expect((await readErrorResponse(await dismiss(manager, 1, learner.user_id))).status).toBe(403);
    expect((await activeAlert(manager))?.alert_id).toBe(1);
    expect((await readErrorResponse(await server.request('/alert'))).status).toBe(401);
    const anonymous = await server.request(`/user/${manager.user_id}/alert/1/dismiss`, { method: 'POST' });
    expect((await readErrorResponse(anonymous)).status).toBe(401);
  });
});
