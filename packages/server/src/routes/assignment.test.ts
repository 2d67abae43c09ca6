/**
 * Assignments over HTTP: tally against the demo users, save and assign, replace, delete, validation, 403; for a
 * segment, a content, a plan (the plan wizard's users step) and a course (its Course Visibility step).
 */
import {
  adminMessages,
  assignmentSchema,
  assignmentTallySchema,
  decodeDates,
  messages,
  userPlanListSchema,
  userSegmentListSchema,
} from '@segno/domain';
import { z } from '@segno/domain/zod';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignment, changeLog, userPlan, userSegment } from '../db/schema';
import { createAssignmentService } from '../services/assignment-service';
import { readErrorResponse } from '../testing/error-response';
import { type SignedIn, startTestServer, type TestServer } from '../testing/test-server';

// Demo workplaces (demo-workplace.ts): 63 users; store S101 has 16 of them (learner among them), S102 16;
// 6 in S101 work in Front store; `manager` (4) leads 20; 12 have job code KH1.
const location = (value: string, operator = 1) => ({ type: 1, operator, value });

describe('assignments', () => {
  let server: TestServer;
  let admin: SignedIn;
  let learner: SignedIn;

  beforeAll(async () => {
    server = await startTestServer();
    [admin, learner] = await Promise.all([server.signIn('admin'), server.signIn('learner')]);
  });
  afterAll(() => server.close());

  const send = (method: string, path: string, body?: unknown, as: SignedIn = admin) =>
    server.request(path, {
      method,
      as,
      headers: { 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function assignmentOf(response: Response, status = 200) {
    expect(response.status).toBe(status);
    return z.strictObject(assignmentSchema.shape).parse(await response.json());
  }

  const tally = async (data: unknown[], object = 'segment/3') => {
    const response = await send('POST', `/${object}/assignment/tally`, { data });
    expect(response.status).toBe(200);
    return z.strictObject(assignmentTallySchema.shape).parse(await response.json()).tally_total;
  };

  const linkOf = async (userId: number, segmentId: number) => {
    const [row] = await server.db.orm
      .select({ isSubscribed: userSegment.isSubscribed, isAssigned: userSegment.isAssigned })
      .from(userSegment)
      .where(and(eq(userSegment.userId, userId), eq(userSegment.segmentId, segmentId)));
    return row;
  };

  const assignedTo = async (segmentId: number) =>
    (
      await server.db.orm
        .select({ userId: userSegment.userId })
        .from(userSegment)
        .where(and(eq(userSegment.segmentId, segmentId), eq(userSegment.isAssigned, true)))
        .orderBy(asc(userSegment.userId))
    ).map((row) => row.userId);

  describe('tally', () => {
    it.each([
      ['all users', [{ type: 0, operator: 0, value: '' }], 63],
      ['one store', [location('S101')], 16],
      ['one store, any case', [location(' s101 ')], 16],
      ['two stores (one type ORs)', [location('S101'), location('S102')], 32],
      [
        'store and department (types AND)',
        [location('S101'), { type: 2, operator: 1, value: 'Front store' }],
        6,
      ],
      ['not a store', [location('S101', 2)], 47],
      ['a manager’s team', [{ type: 4, operator: 1, value: '4' }], 20],
      ['a job code', [{ type: 3, operator: 1, value: 'KH1' }], 12],
      ['incomplete rows count nobody', [{ type: 1, operator: 0, value: 'S101' }], 0],
      ['no rows count nobody', [], 0],
      ['a value that is no store', [location("S101' or '1'='1")], 0],
    ])('%s', async (_, rows, expected) => {
      expect(await tally(rows)).toBe(expected);
    });

    it('answers 404 for an unknown segment or content, 400 for a bad row', async () => {
      expect(
        (await readErrorResponse(await send('POST', '/segment/999999/assignment/tally', { data: [] })))
          .status,
      ).toBe(404);
      expect(
        (await readErrorResponse(await send('POST', '/content/999999/assignment/tally', { data: [] })))
          .status,
      ).toBe(404);
      expect(
        (await readErrorResponse(await send('POST', '/segment/3/assignment/tally', { data: [{ type: 9 }] })))
          .status,
      ).toBe(400);
    });
  });

  describe('a segment', () => {
    it('has none at first', async () => {
      expect(await assignmentOf(await send('GET', '/segment/3/assignment'))).toEqual({
        assignment_id: null,
        data: [],
        tally_total: 0,
        default_required: null,
        content_default: true,
      });
    });

    it('assigns the users the rows pick, keeps their subscriptions, and takes back only its own', async () => {
      // Demo: learner (1) subscribed to segment 2 herself; segment 2 is assigned to the team of `admin`.
      expect(await linkOf(1, 2)).toEqual({ isSubscribed: true, isAssigned: false });
      const assignedBefore = await assignedTo(2);
      expect(assignedBefore.length).toBeGreaterThan(0);

      const created = await assignmentOf(
        await send('POST', '/segment/2/assignment', {
          data: [location(' <S101> ')],
        }),
        201,
      );
      expect(created.assignment_id).toEqual(expect.any(Number));
      expect(created.data).toEqual([
        { criterion_id: expect.any(Number), type: 1, operator: 1, value: 'S101' },
      ]);
      expect(created.tally_total).toBe(16);
      expect(await linkOf(1, 2)).toEqual({ isSubscribed: true, isAssigned: true });
      const assignedNow = await assignedTo(2);
      expect(new Set([...assignedBefore, ...assignedNow]).size).toBe(assignedNow.length);

      // The learner sees it among their assigned segments.
      const mine = userSegmentListSchema.parse(
        await (await server.request('/user/1/segment', { as: learner })).json(),
      );
      expect(mine.data.find((row) => row.segment_id === 2)?.is_assigned).toBe(1);

      // A second POST is refused; PUT moves it to store S102: learner is no longer assigned, still subscribed.
      expect(
        (await readErrorResponse(await send('POST', '/segment/2/assignment', { data: [location('S102')] })))
          .body.error.message,
      ).toBe(adminMessages.assignment.exists);
      const moved = await assignmentOf(
        await send('PUT', '/segment/2/assignment', { data: [location('S102')] }),
      );
      expect(moved.assignment_id).toBe(created.assignment_id);
      expect(moved.tally_total).toBe(16);
      expect(await linkOf(1, 2)).toEqual({ isSubscribed: true, isAssigned: false });

      // DELETE unassigns only the users it assigned: those the demo had assigned stay.
      const removed = await assignmentOf(await send('DELETE', '/segment/2/assignment'));
      expect(removed.assignment_id).toBeNull();
      expect(await assignedTo(2)).toEqual(assignedBefore);
      expect(await linkOf(1, 2)).toEqual({ isSubscribed: true, isAssigned: false });

      const changes = await server.db.orm
        .select({ detail: changeLog.detail })
        .from(changeLog)
        .where(
          and(
            eq(changeLog.objectType, 'segment'),
            eq(changeLog.objectId, 2),
            eq(changeLog.detail, 'assignment'),
          ),
        );
      expect(changes).toHaveLength(3);
    });

    it('refuses PUT and DELETE without an assignment, and an unknown segment', async () => {
      const put = await readErrorResponse(
        await send('PUT', '/segment/3/assignment', { data: [location('S101')] }),
      );
      expect([put.status, put.body.error.message]).toEqual([404, adminMessages.assignment.missing]);
      expect((await readErrorResponse(await send('DELETE', '/segment/3/assignment'))).status).toBe(404);
      expect((await readErrorResponse(await send('GET', '/segment/999999/assignment'))).status).toBe(404);
      expect(
        (
          await readErrorResponse(
            await send('POST', '/segment/999999/assignment', { data: [location('S1')] }),
          )
        ).status,
      ).toBe(404);
    });

    it.each([
      ['no rows', { data: [] }, 'data', adminMessages.assignment.noRows],
      [
        'a row without a type',
        { data: [{ type: null, operator: 1, value: 'S1' }] },
        'data.0.type',
        messages.validation.required,
      ],
      [
        'an incomplete row',
        { data: [location('S101'), { type: 2, operator: 0, value: 'Photo' }] },
        'data.1.value',
        adminMessages.assignment.incomplete,
      ],
      [
        'a value too long',
        { data: [location('x'.repeat(8001))] },
        'data.0.value',
        'must be at most 8000 characters',
      ],
      [
        'a manager that is no number',
        { data: [{ type: 4, operator: 1, value: 'Hughes' }] },
        'data.0.value',
        adminMessages.validation.wholeNumber,
      ],
    ])('refuses %s with the editor’s message (400) and saves nothing', async (_, body, path, message) => {
      const { status, body: answer } = await readErrorResponse(
        await send('POST', '/segment/3/assignment', body),
      );
      expect(status).toBe(400);
      expect(answer.error.issues).toContainEqual({ path, message });
      expect(
        await server.db.orm
          .select()
          .from(assignment)
          .where(and(eq(assignment.objectType, 'segment'), eq(assignment.objectId, 3))),
      ).toEqual([]);
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const service = createAssignmentService({ orm: server.db.orm, now: server.clock.now });
      // No such user: the change log's reference to app_user fails after the rows and users were written.
      await expect(
        service.create(999_999, 'segment', 3, { data: [location('S101')], default_required: null }),
      ).rejects.toThrow();
      expect(
        await server.db.orm
          .select()
          .from(assignment)
          .where(and(eq(assignment.objectType, 'segment'), eq(assignment.objectId, 3))),
      ).toEqual([]);
      expect(await linkOf(1, 3)).toBeUndefined();
    });
  });

  describe('a content', () => {
    it('needs default_required chosen, records it, and assigns no segment', async () => {
      const missing = await readErrorResponse(
        await send('POST', '/content/1/assignment', { data: [location('S101')] }),
      );
      expect(missing.status).toBe(400);
      expect(missing.body.error.issues).toEqual([
        { path: 'default_required', message: adminMessages.assignment.defaultRequiredMissing },
      ]);
      const before = await server.db.orm.select().from(userSegment);
      const saved = await assignmentOf(
        await send('POST', '/content/1/assignment', { data: [location('S205')], default_required: true }),
        201,
      );
      expect(saved).toMatchObject({ tally_total: 16, default_required: true, content_default: true });
      const changed = await assignmentOf(
        await send('PUT', '/content/1/assignment', { data: [{ type: 0 }], default_required: false }),
      );
      expect(changed).toMatchObject({ tally_total: 63, default_required: false, content_default: false });
      expect(await assignmentOf(await send('GET', '/content/1/assignment'))).toEqual(changed);
      expect(await server.db.orm.select().from(userSegment)).toEqual(before);
      await assignmentOf(await send('DELETE', '/content/1/assignment'));
    });
  });

  const planLinkOf = async (userId: number, planId: number) => {
    const [row] = await server.db.orm
      .select({
        isSubscribed: userPlan.isSubscribed,
        isAssigned: userPlan.isAssigned,
        startedAt: userPlan.startedAt,
      })
      .from(userPlan)
      .where(and(eq(userPlan.userId, userId), eq(userPlan.planId, planId)));
    return row;
  };

  const assignmentChanges = (objectType: 'plan' | 'course', objectId: number) =>
    server.db.orm
      .select({ detail: changeLog.detail })
      .from(changeLog)
      .where(
        and(
          eq(changeLog.objectType, objectType),
          eq(changeLog.objectId, objectId),
          eq(changeLog.detail, 'assignment'),
        ),
      );

  const learnerPlans = async () =>
    userPlanListSchema.parse(
      decodeDates(await (await server.request('/user/1/plan', { as: learner })).json()),
    ).data;

  describe('a plan (its users step)', () => {
    // Demo plans: 3 Visual Merchandising has nobody; learner (1, store S101) subscribed to 2 herself.
    it('has none at first, and asks no default_required', async () => {
      expect(await assignmentOf(await send('GET', '/plan/3/assignment'))).toEqual({
        assignment_id: null,
        data: [],
        tally_total: 0,
        default_required: null,
        content_default: true,
      });
      expect(await tally([location('S101')], 'plan/3')).toBe(16);
    });

    it('assigns the users the rows pick (the plan starts for them), moves and takes back only its own', async () => {
      expect(await planLinkOf(1, 3)).toBeUndefined();
      const created = await assignmentOf(
        await send('POST', '/plan/3/assignment', { data: [location('S101')] }),
        201,
      );
      expect(created).toMatchObject({ tally_total: 16, default_required: null, content_default: true });
      expect(await planLinkOf(1, 3)).toEqual({
        isSubscribed: false,
        isAssigned: true,
        startedAt: server.clock.now(),
      });
      const assigned = await server.db.orm
        .select({ userId: userPlan.userId })
        .from(userPlan)
        .where(and(eq(userPlan.planId, 3), eq(userPlan.isAssigned, true)));
      expect(assigned).toHaveLength(16);
      // The learner sees it assigned, and may not unsubscribe from it (409).
      expect((await learnerPlans()).find((row) => row.plan_id === 3)?.is_assigned).toBe(1);
      expect(
        (
          await readErrorResponse(
            await server.request('/user/1/plan/3/unsubscribe', { method: 'PUT', as: learner }),
          )
        ).status,
      ).toBe(409);

      const moved = await assignmentOf(await send('PUT', '/plan/3/assignment', { data: [location('S102')] }));
      expect(moved).toMatchObject({ assignment_id: created.assignment_id, tally_total: 16 });
      expect(await planLinkOf(1, 3)).toMatchObject({ isSubscribed: false, isAssigned: false });
      expect((await learnerPlans()).some((row) => row.plan_id === 3)).toBe(false);

      const removed = await assignmentOf(await send('DELETE', '/plan/3/assignment'));
      expect(removed.assignment_id).toBeNull();
      expect(
        await server.db.orm
          .select()
          .from(userPlan)
          .where(and(eq(userPlan.planId, 3), eq(userPlan.isAssigned, true))),
      ).toEqual([]);
      expect(await assignmentChanges('plan', 3)).toHaveLength(3);
    });

    it('keeps a learner’s own subscription and start when it assigns and unassigns her', async () => {
      const before = await planLinkOf(1, 2);
      expect(before).toMatchObject({ isSubscribed: true, isAssigned: false });
      await assignmentOf(await send('POST', '/plan/2/assignment', { data: [location('S101')] }), 201);
      expect(await planLinkOf(1, 2)).toEqual({ ...before, isAssigned: true });
      await assignmentOf(await send('DELETE', '/plan/2/assignment'));
      expect(await planLinkOf(1, 2)).toEqual(before);
    });

    it('saves nothing when the change-log line cannot be written (one transaction)', async () => {
      const service = createAssignmentService({ orm: server.db.orm, now: server.clock.now });
      await expect(
        service.create(999_999, 'plan', 3, { data: [location('S101')], default_required: null }),
      ).rejects.toThrow();
      expect(
        await server.db.orm
          .select()
          .from(assignment)
          .where(and(eq(assignment.objectType, 'plan'), eq(assignment.objectId, 3))),
      ).toEqual([]);
      expect((await planLinkOf(1, 3))?.isAssigned ?? false).toBe(false);
    });
  });

  describe('a course (its Course Visibility step)', () => {
    it('needs default_required chosen, records the rows, and assigns no plan nor segment', async () => {
      const missing = await readErrorResponse(
        await send('POST', '/course/2/assignment', { data: [location('S101')] }),
      );
      expect(missing.status).toBe(400);
      expect(missing.body.error.issues).toEqual([
        { path: 'default_required', message: adminMessages.assignment.defaultRequiredMissing },
      ]);
      const [segmentsBefore, plansBefore] = await Promise.all([
        server.db.orm.select().from(userSegment),
        server.db.orm.select().from(userPlan),
      ]);
      const saved = await assignmentOf(
        await send('POST', '/course/2/assignment', { data: [location('S101')], default_required: false }),
        201,
      );
      expect(saved).toMatchObject({ tally_total: 16, default_required: false, content_default: false });
      const changed = await assignmentOf(
        await send('PUT', '/course/2/assignment', {
          data: [location('S101'), location('S102')],
          default_required: true,
        }),
      );
      expect(changed).toMatchObject({ tally_total: 32, default_required: true, content_default: true });
      expect(changed.data.map((row) => row.value)).toEqual(['S101', 'S102']);
      expect(await assignmentOf(await send('GET', '/course/2/assignment'))).toEqual(changed);
      expect(await server.db.orm.select().from(userSegment)).toEqual(segmentsBefore);
      expect(await server.db.orm.select().from(userPlan)).toEqual(plansBefore);
      await assignmentOf(await send('DELETE', '/course/2/assignment'));
      expect(await assignmentChanges('course', 2)).toHaveLength(3);
    });
  });

  it.each([
    ['GET', '/plan/999999/assignment', 'There is no such plan.'],
    ['POST', '/plan/999999/assignment/tally', 'There is no such plan.'],
    ['POST', '/plan/999999/assignment', 'There is no such plan.'],
    ['GET', '/course/999999/assignment', 'There is no such course.'],
    ['POST', '/course/999999/assignment/tally', 'There is no such course.'],
    ['POST', '/course/999999/assignment', 'There is no such course.'],
  ])('answers %s %s with 404', async (method, path, message) => {
    const body = method === 'GET' ? undefined : { data: [location('S101')], default_required: true };
    const refused = await readErrorResponse(await send(method, path, body));
    expect([refused.status, refused.body.error.message]).toEqual([404, message]);
  });

  it('refuses PUT and DELETE of a plan or course without an assignment (404)', async () => {
    for (const object of ['plan/3', 'course/2']) {
      const put = await readErrorResponse(
        await send('PUT', `/${object}/assignment`, { data: [location('S101')], default_required: true }),
      );
      expect([put.status, put.body.error.message]).toEqual([404, adminMessages.assignment.missing]);
      expect((await readErrorResponse(await send('DELETE', `/${object}/assignment`))).status).toBe(404);
    }
  });

  it.each([
    ['GET', '/segment/3/assignment'],
    ['POST', '/segment/3/assignment/tally'],
    ['POST', '/segment/3/assignment'],
    ['PUT', '/segment/3/assignment'],
    ['DELETE', '/segment/3/assignment'],
    ['GET', '/content/1/assignment'],
    ['POST', '/content/1/assignment/tally'],
    ['POST', '/content/1/assignment'],
    ['PUT', '/content/1/assignment'],
    ['DELETE', '/content/1/assignment'],
    ['GET', '/plan/3/assignment'],
    ['POST', '/plan/3/assignment/tally'],
    ['POST', '/plan/3/assignment'],
    ['PUT', '/plan/3/assignment'],
    ['DELETE', '/plan/3/assignment'],
    ['GET', '/course/2/assignment'],
    ['POST', '/course/2/assignment/tally'],
    ['POST', '/course/2/assignment'],
    ['PUT', '/course/2/assignment'],
    ['DELETE', '/course/2/assignment'],
  ])('refuses %s %s to a learner (403)', async (method, path) => {
    const body = method === 'GET' || method === 'DELETE' ? undefined : { data: [location('S101')] };
    expect((await readErrorResponse(await send(method, path, body, learner))).status).toBe(403);
  });
});
