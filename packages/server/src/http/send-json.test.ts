import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { sendJson } from './send-json';

const completedAt = new Date('2026-11-24T09:30:00Z');
const seconds = completedAt.getTime() / 1000;

describe('sendJson (000 section 3, "Date handling")', () => {
  const app = new Hono();
  app.get('/page', (c) =>
    sendJson(c, {
      data: [{ id: 1, completed_at: completedAt, when: { at: completedAt, none: null } }],
      total: 1,
      note: '2026-11-24T09:30:00Z',
    }),
  );
  app.post('/created', (c) => {
    c.status(201);
    return sendJson(c, { created_at: completedAt });
  });

  it('sends every date, however deep, as 10-digit seconds, and other values as they are', async () => {
    const response = await app.request('/page');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      data: [{ id: 1, completed_at: seconds, when: { at: seconds, none: null } }],
      total: 1,
      note: '2026-11-24T09:30:00Z',
    });
  });

  it('keeps the status the route set', async () => {
    const response = await app.request('/created', { method: 'POST' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ created_at: seconds });
  });
});
