import {
  activeAlertResponseSchema,
  adminAlertResponseSchema,
  adminMessages,
  alertTextMaxLength,
  decodeDates,
} from '@segno/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

const json = (body: unknown) => ({
  body: JSON.stringify(body),
  headers: { 'Content-Type': 'application/json' },
});
const demoText = 'Segno will be unavailable for planned maintenance on Saturday from 10 pm to midnight.';

describe('system alert authoring', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.signIn('admin');
    learner = await server.signIn('learner');
  });
  afterAll(() => server.close());

  async function adminRead(response: Response, status = 200) {
    expect(response.status).toBe(status);
    return adminAlertResponseSchema.parse(decodeDates(await response.json())).data;
  }
  const current = async () => adminRead(await server.request('/alert/admin', { as: admin }));
  const save = (method: 'POST' | 'PUT', body: unknown, alertId?: number, as = admin) =>
    server.request(alertId === undefined ? '/alert' : `/alert/${alertId}`, { method, as, ...json(body) });
  async function learnerSees(as = learner) {
    const response = await server.request('/alert', { as });
    return activeAlertResponseSchema.parse(decodeDates(await response.json())).data?.text ?? null;
  }
  async function expectRefused(response: Response, status: number, message?: string) {
    const { status: actual, body } = await readErrorResponse(response);
    expect(actual).toBe(status);
    if (message) expect(body.error.issues).toEqual([{ path: 'alert_text', message }]);
  }

  it('reads the current alert (the latest, published or not) for the admin only', async () => {
    expect(await current()).toEqual([
      expect.objectContaining({ alert_id: 1, alert_text: demoText, alert_status: 1, alert_type: 1 }),
    ]);
    await expectRefused(await server.request('/alert/admin', { as: learner }), 403);
    await expectRefused(await server.request('/alert/admin'), 401);
  });

  it('refuses every change to a learner (403) and without a session (401)', async () => {
    const body = { alert_text: 'Hacked', alert_status: 1 };
    await expectRefused(await save('POST', body, undefined, learner), 403);
    await expectRefused(await save('PUT', body, 1, learner), 403);
    await expectRefused(await server.request('/alert/1', { method: 'DELETE', as: learner }), 403);
    await expectRefused(await server.request('/alert', { method: 'POST', ...json(body) }), 401);
    expect(await learnerSees()).toBe(demoText);
  });

  it('saves an edited text and publishes it to learners, even those who dismissed the old one', async () => {
    const dismissed = await server.request(`/user/${learner.user_id}/alert/1/dismiss`, {
      method: 'POST',
      as: learner,
    });
    expect(dismissed.status).toBe(200);
    expect(await learnerSees()).toBeNull();
    const saved = await adminRead(
      await save('PUT', { alert_text: ' New <b>hours</b> ', alert_status: 1 }, 1),
    );
    expect(saved).toEqual([
      expect.objectContaining({ alert_id: 1, alert_text: 'New bhours/b', alert_status: 1 }),
    ]);
    expect(await learnerSees()).toBe('New bhours/b');
  });

  it('keeps an unpublished alert from learners', async () => {
    await adminRead(await save('PUT', { alert_text: 'Draft only', alert_status: 0 }, 1));
    expect(await learnerSees()).toBeNull();
    expect(await current()).toEqual([expect.objectContaining({ alert_text: 'Draft only', alert_status: 0 })]);
  });

  it('takes 200 characters and refuses 201 with the length message, changing nothing', async () => {
    const longest = 'a'.repeat(alertTextMaxLength);
    expect(
      (await adminRead(await save('PUT', { alert_text: longest, alert_status: 0 }, 1)))[0]?.alert_text,
    ).toBe(longest);
    await expectRefused(
      await save('PUT', { alert_text: `${longest}b`, alert_status: 1 }, 1),
      400,
      adminMessages.validation.tooLong.replace('{{maxlength}}', '200'),
    );
    await expectRefused(await save('POST', { alert_text: `${longest}b`, alert_status: 1 }), 400);
    expect(await current()).toEqual([expect.objectContaining({ alert_id: 1, alert_text: longest })]);
  });

  it('refuses an empty save on an unpublished alert and a new one with the empty message', async () => {
    await expectRefused(
      await save('PUT', { alert_text: '  ', alert_status: 1 }, 1),
      400,
      adminMessages.validation.alertEmpty,
    );
    await expectRefused(
      await save('POST', { alert_text: '', alert_status: 1 }),
      400,
      adminMessages.validation.alertEmpty,
    );
    expect(await current()).toEqual([expect.objectContaining({ alert_id: 1, alert_status: 0 })]);
  });

  it('refuses a bad status, a bad type, a missing alert and a bad id', async () => {
    await expectRefused(await save('PUT', { alert_text: 'x', alert_status: 2 }, 1), 400);
    await expectRefused(await save('POST', { alert_text: 'x', alert_status: 1, alert_type: 3 }), 400);
    await expectRefused(await save('PUT', { alert_text: 'x', alert_status: 1 }, 999), 404);
    await expectRefused(await server.request('/alert/999', { method: 'DELETE', as: admin }), 404);
    await expectRefused(await server.request('/alert/x', { method: 'DELETE', as: admin }), 400);
  });

  it('creates a published alert that becomes the only published one', async () => {
    const created = await adminRead(await save('POST', { alert_text: 'Fresh news', alert_status: 1 }), 201);
    expect(created).toEqual([
      expect.objectContaining({ alert_text: 'Fresh news', alert_status: 1, alert_type: 1 }),
    ]);
    const freshId = created[0]?.alert_id as number;
    expect(freshId).toBeGreaterThan(2);
    await adminRead(await save('PUT', { alert_text: 'Old one back', alert_status: 1 }, 1));
    expect(await learnerSees()).toBe('Old one back');
    await server.request(`/user/${learner.user_id}/alert/1/dismiss`, { method: 'POST', as: learner });
    // The fresh alert was unpublished when alert 1 was published again: dismissing 1 leaves nothing.
    expect(await learnerSees()).toBeNull();
    expect(
      await adminRead(await server.request(`/alert/${freshId}`, { method: 'DELETE', as: admin })),
    ).toEqual([expect.objectContaining({ alert_id: 1 })]);
  });

  it('deletes a published alert saved with an empty text (spec), and DELETE deletes too', async () => {
    await adminRead(await save('PUT', { alert_text: 'About to go', alert_status: 1 }, 1));
    expect(await learnerSees()).toBe('About to go');
    const after = await adminRead(await save('PUT', { alert_text: '', alert_status: 1 }, 1));
    expect(after.map((alert) => alert.alert_id)).not.toContain(1);
    expect(await learnerSees()).toBeNull();
    await expectRefused(await save('PUT', { alert_text: 'x', alert_status: 1 }, 1), 404);
    // What is left is demo alert 2, unpublished; DELETE removes it and leaves no alert at all.
    expect(after).toEqual([expect.objectContaining({ alert_id: 2, alert_status: 0 })]);
    expect(await adminRead(await server.request('/alert/2', { method: 'DELETE', as: admin }))).toEqual([]);
    expect(await current()).toEqual([]);
  });
});
