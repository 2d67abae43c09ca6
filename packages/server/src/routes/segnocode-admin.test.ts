/** The admin's segnocode calls over HTTP: availability, replace, remove, code images, the redeemed-users report. */
import {
  adminMessages,
  decodeDates,
  messages,
  redeemedUsersSchema,
  segnocodeAvailabilitySchema,
  segnocodeChangeSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLog, content, segnocodeRedemption } from '../db/schema';
import { demoCodes, demoLearningIds } from '../demo/demo-data';
import { type ContentFixtures, createContentFixtures, publicationStatus } from '../testing/content-fixtures';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

describe('admin segnocodes', () => {
  let server: TestServer;
  let fixtures: ContentFixtures;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    fixtures = createContentFixtures(server.db.orm);
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body?: unknown, as: SignedIn | null = admin) =>
    server.request(path, {
      method,
      as: as ?? undefined,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  const availability = async (code: string) => {
    const response = await send('GET', `/segnocode/availability/${encodeURIComponent(code)}`);
    expect(response.status).toBe(200);
    return z.strictObject(segnocodeAvailabilitySchema.shape).parse(await response.json());
  };
  const change = async (response: Response) => {
    expect(response.status).toBe(200);
    return z.strictObject(segnocodeChangeSchema.shape).parse(await response.json());
  };
  const replace = (contentId: number, code: string) =>
    send('POST', '/segnocode/replacecode/content', { content_id: contentId, new_segnocode: code }).then(
      change,
    );
  const report = async (code: string, query = '') => {
    const response = await send('GET', `/segnocode/${code}/redeemedusers${query}`);
    expect(response.status).toBe(200);
    return z.strictObject(redeemedUsersSchema.shape).parse(decodeDates(await response.json()));
  };
  const stored = async (contentId: number) => {
    const [row] = await server.db.orm
      .select({ segnocode: content.segnocode, mode: content.segnocodeGenMode })
      .from(content)
      .where(eq(content.id, contentId));
    return row;
  };
  const codeContent = () => fixtures.content({ status: publicationStatus.published, type: 6, points: 5 });

  describe('who may call', () => {
    const calls: [string, string, unknown?][] = [
      ['GET', '/segnocode/availability/ABCDEF'],
      ['POST', '/segnocode/replacecode/content', { content_id: 1, new_segnocode: 'ABCDEF' }],
      ['DELETE', '/segnocode/removecode/content/1'],
      ['GET', '/segnocode/codeimage/p/1/1'],
      ['GET', `/segnocode/${demoCodes.redeemable}/redeemedusers`],
    ];
    it.each(calls)('%s %s: 403 for a learner, 401 without a session', async (method, path, body) => {
      const asLearner = await readErrorResponse(await send(method, path, body, learner));
      expect(asLearner.status).toBe(403);
      expect((await send(method, path, body, null)).status).toBe(401);
    });

    it('changes nothing for a learner', async () => {
      const contentId = await codeContent();
      const before = await stored(contentId);
      await send('DELETE', `/segnocode/removecode/content/${contentId}`, undefined, learner);
      expect(await stored(contentId)).toEqual(before);
    });
  });

  describe('availability', () => {
    it('is false for a content code and a handed-out code, whatever the case or spaces', async () => {
      expect(await availability(demoCodes.content)).toEqual({ code: demoCodes.content, available: false });
      expect(await availability(' welc ome1 ')).toEqual({ code: demoCodes.redeemable, available: false });
    });

    it('is true for an unused code', async () => {
      expect(await availability('fresh42')).toEqual({ code: 'FRESH42', available: true });
    });

    it.each([
      ['AB', adminMessages.validation.segnocodeTooShort],
      ['A'.repeat(15), adminMessages.validation.segnocodeTooLong],
      ['AB-12', adminMessages.validation.segnocodeCharacters],
    ])('refuses %j with the rule message', async (code, message) => {
      const { status, body } = await readErrorResponse(await send('GET', `/segnocode/availability/${code}`));
      expect(status).toBe(400);
      expect(body.error.issues).toEqual([{ path: 'code', message }]);
    });
  });

  describe('replace and remove', () => {
    it('sets the content code in manual mode, with a change-log line', async () => {
      const contentId = await codeContent();
      expect(await replace(contentId, ' my code 7 ')).toEqual({
        error: 0,
        error_msg: null,
        content_id: contentId,
        segnocode: 'MYCODE7',
        segnocode_gen_mode: 'manual',
      });
      expect(await stored(contentId)).toEqual({ segnocode: 'MYCODE7', mode: 2 });
      expect(await availability('MYCODE7')).toMatchObject({ available: false });
      const lines = await server.db.orm
        .select({ action: changeLog.action, detail: changeLog.detail })
        .from(changeLog)
        .where(and(eq(changeLog.objectType, 'content'), eq(changeLog.objectId, contentId)));
      expect(lines).toEqual([{ action: 'update', detail: 'segnocode' }]);
      // The same code again is no conflict with itself.
      expect(await replace(contentId, 'mycode7')).toMatchObject({ error: 0, segnocode: 'MYCODE7' });
    });

    it('answers error 1 with error_msg for a taken code and leaves the content as it was', async () => {
      // The spec's words (001 section 5), once as written there; the catalogue holds them.
      expect(adminMessages.validation.segnocodeTaken).toBe(
        'Sorry, Segnocode entered already exists. Kindly try a new Segnocode.',
      );
      const contentId = await codeContent();
      await replace(contentId, 'KEEPME1');
      for (const taken of [demoCodes.content, demoCodes.redeemable]) {
        expect(await replace(contentId, taken)).toEqual({
          error: 1,
          error_msg: adminMessages.validation.segnocodeTaken,
          content_id: contentId,
          segnocode: 'KEEPME1',
          segnocode_gen_mode: null,
        });
      }
      expect(await stored(contentId)).toEqual({ segnocode: 'KEEPME1', mode: 2 });
    });

    it.each([
      ['AB', adminMessages.validation.segnocodeTooShort],
      ['A'.repeat(15), adminMessages.validation.segnocodeTooLong],
      ['AB*12', adminMessages.validation.segnocodeCharacters],
    ])('answers error 1 for %j', async (code, message) => {
      const contentId = await codeContent();
      expect(await replace(contentId, code)).toMatchObject({ error: 1, error_msg: message });
    });

    it('404 for a missing content, 400 for a missing code', async () => {
      const missing = await send('POST', '/segnocode/replacecode/content', {
        content_id: 999_999,
        new_segnocode: 'ABCD',
      });
      expect((await readErrorResponse(missing)).status).toBe(404);
      const noCode = await send('POST', '/segnocode/replacecode/content', { content_id: 1 });
      expect((await readErrorResponse(noCode)).status).toBe(400);
      expect(
        (await readErrorResponse(await send('DELETE', '/segnocode/removecode/content/999999'))).status,
      ).toBe(404);
    });

    it('remove clears the code (clear mode) and frees it', async () => {
      const contentId = await codeContent();
      await replace(contentId, 'GONESOON');
      const removed = await change(await send('DELETE', `/segnocode/removecode/content/${contentId}`));
      expect(removed).toEqual({
        error: 0,
        error_msg: null,
        content_id: contentId,
        segnocode: null,
        segnocode_gen_mode: 'clear',
      });
      expect(await stored(contentId)).toEqual({ segnocode: null, mode: 3 });
      expect(await availability('GONESOON')).toMatchObject({ available: true });
    });
  });

  describe('code images', () => {
    it('serves a portrait and a landscape SVG of the content code', async () => {
      for (const [orientation, size] of [
        ['p', 'width="600" height="800"'],
        ['l', 'width="800" height="600"'],
      ] as const) {
        const response = await send('GET', `/segnocode/codeimage/${orientation}/${demoLearningIds.code}/1`);
        expect(response.status).toBe(200);
        expect(response.headers.get('Content-Type')).toContain('image/svg+xml');
        const svg = await response.text();
        expect(svg).toContain(size);
        expect(svg).toContain(`>${demoCodes.content}<`);
      }
    });

    it('404 without a code, 400 for another orientation', async () => {
      const contentId = await codeContent();
      await send('DELETE', `/segnocode/removecode/content/${contentId}`);
      expect((await send('GET', `/segnocode/codeimage/p/${contentId}/1`)).status).toBe(404);
      expect((await send('GET', `/segnocode/codeimage/x/${demoLearningIds.code}/1`)).status).toBe(400);
    });
  });

  describe('redeemed users report', () => {
    const people = () => server.demo.users;
    const person = (username: string) => {
      const found = people().find((user) => user.username === username);
      if (!found) throw new Error(username);
      return found;
    };

    beforeAll(async () => {
      // learner redeems through the real call; five colleagues redeemed earlier, on days apart.
      const redeemed = await send('POST', '/segnocode/redeem', { segnocode: demoCodes.redeemable }, learner);
      expect(redeemed.status).toBe(200);
      const others = ['kmensah', 'salvarez', 'joconnor', 'atanaka', 'lmoreau'];
      await server.db.orm.insert(segnocodeRedemption).values(
        others.map((username, index) => ({
          code: demoCodes.redeemable,
          userId: person(username).id,
          redeemedAt: new Date(Date.UTC(2026, 0, 1 + index)),
        })),
      );
    });

    it('lists the learner who redeemed the code with the report row fields', async () => {
      const answer = await report(demoCodes.redeemable.toLowerCase());
      expect(answer).toMatchObject({ error: 0, count: 6, content: { content_id: 6 } });
      const learnerUser = person('learner');
      const managerUser = people().find((user) => user.id === learnerUser.managerId);
      const row = answer.data.find((entry) => entry.externalId === 'learner');
      expect(row).toEqual({
        firstName: 'Maya',
        lastName: 'Chen',
        externalId: 'learner',
        location: null,
        locDesc: null,
        managerId: managerUser?.username ?? null,
        createdDate: server.clock.now(),
      });
    });

    it('sorts by external id ascending by default, and by any column either way', async () => {
      const ids = (answer: { data: { externalId: string }[] }) =>
        answer.data.map((entry) => entry.externalId);
      const all = ['atanaka', 'joconnor', 'kmensah', 'learner', 'lmoreau', 'salvarez'];
      expect(ids(await report(demoCodes.redeemable))).toEqual(all);
      expect(ids(await report(demoCodes.redeemable, '?order_by=externalId&order_dir=desc'))).toEqual(
        [...all].reverse(),
      );
      const byLastName = await report(demoCodes.redeemable, '?order_by=lastName&order_dir=asc');
      const lastNames = byLastName.data.map((entry) => entry.lastName);
      expect(lastNames).toEqual([...lastNames].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const byDate = await report(demoCodes.redeemable, '?order_by=createdDate&order_dir=desc');
      expect(ids(byDate)[0]).toBe('learner');
      expect(ids(byDate).at(-1)).toBe('kmensah');
    });

    it('pages with _limit and _offset and keeps the full count', async () => {
      const first = await report(demoCodes.redeemable, '?_limit=4&_offset=0');
      const second = await report(demoCodes.redeemable, '?_limit=4&_offset=4');
      expect(first.count).toBe(6);
      expect(first.data.map((entry) => entry.externalId)).toEqual([
        'atanaka',
        'joconnor',
        'kmensah',
        'learner',
      ]);
      expect(second.data.map((entry) => entry.externalId)).toEqual(['lmoreau', 'salvarez']);
    });

    it('answers an empty page for a known code nobody redeemed, and error 1 for an unknown code', async () => {
      expect(await report(demoCodes.content)).toMatchObject({
        error: 0,
        count: 0,
        data: [],
        content: { content_id: demoLearningIds.code },
      });
      expect(await report('NOSUCH99')).toEqual({
        error: 1,
        msg: adminMessages.segnocodes.unknownCode,
        content: null,
        count: 0,
        data: [],
      });
    });

    it('refuses an unknown sort column', async () => {
      const response = await send(
        'GET',
        `/segnocode/${demoCodes.redeemable}/redeemedusers?order_by=password`,
      );
      expect((await readErrorResponse(response)).status).toBe(400);
      expect(messages.validation.invalidSegnocode).toBe('Please enter a valid SegnoCode');
    });
  });
});
