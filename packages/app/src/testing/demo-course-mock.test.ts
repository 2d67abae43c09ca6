import { describe, expect, it } from 'vitest';
import { demoAdminFetch } from './demo-admin-fetch';
import { mockCheck } from './mock-check';

describe('the course wizard calls answer what the stories mock', () => {
  const check = mockCheck();
  const { expectSame } = check;

  it('reads each demo course as an admin, refuses an unknown one, and leaves a learner to the learner read', async () => {
    for (const courseId of [1, 2, 99]) await expectSame('GET', `/course/${courseId}`);
    const asLearner = new Request('http://demo/api/course/1');
    expect(await demoAdminFetch(check.server.demo, asLearner, check.learner.user_id)).toBeUndefined();
  });

  it('lists courses by status, term and sessions, 25 a page, newest first, and their filters', async () => {
    await expectSame('GET', '/course/filters');
    await expectSame('GET', '/course');
    await expectSame('GET', '/course?_limit=1&_offset=1');
    await expectSame('GET', '/course?term=WORK');
    await expectSame('GET', '/course?term=diffconv');
    await expectSame('GET', '/course?filters[]=status:2&filters[]=sessions:with');
    await expectSame('GET', '/course?filters[]=sessions:without');
    await expectSame('GET', '/course?filters[]=status:3');
    await expectSame('GET', '/course?filters[]=bad');
    expect((await expectSame('GET', '/course', undefined, check.learner)).status).toBe(403);
  });

  it('creates a draft course, saves its session days and publishes it; refuses what the server refuses', async () => {
    const draft = { name: 'Ladder Safety', short_name: 'Ladders', description: 'Climbing safely.' };
    const created = await expectSame('POST', '/course', draft);
    expect(created.status).toBe(201);
    const courseId = created.body.course_id as number;
    await expectSame('POST', '/course', { ...draft, name: 'L', description: '' });
    await expectSame('GET', `/course/${courseId}`);

    const saved = {
      ...draft,
      status_id: 1,
      external_courses: [],
      course_session_data: { days: [], min_class_size: null, max_class_size: null },
    };
    // Published is not offered without a day's time; a day of zero minutes is refused.
    await expectSame('PUT', `/course/${courseId}`, { ...saved, status_id: 2 });
    await expectSame('PUT', `/course/${courseId}`, {
      ...saved,
      course_session_data: {
        days: [{ minutes: 0, sort_order: 1 }],
        min_class_size: null,
        max_class_size: null,
      },
    });
    // Nothing differs: the stored course comes back.
    await expectSame('PUT', `/course/${courseId}`, saved);
    const withDays = {
      ...saved,
      course_session_data: {
        days: [
          { minutes: 90, sort_order: 2 },
          { minutes: 120, sort_order: 1 },
        ],
        min_class_size: 4,
        max_class_size: 12,
      },
    };
    const timed = await expectSame('PUT', `/course/${courseId}`, withDays);
    expect(timed.body.course_session_data).toEqual({
      days: [
        { minutes: 120, sort_order: 1 },
        { minutes: 90, sort_order: 2 },
      ],
      min_class_size: 4,
      max_class_size: 12,
    });
    const published = await expectSame('PUT', `/course/${courseId}`, { ...withDays, status_id: 2 });
    expect(published.body.status_id).toBe(2);
    await expectSame('PUT', `/course/${courseId}`, { ...withDays, status_id: 1 });
    await expectSame('PUT', `/course/${courseId}`, { ...withDays, status_id: 3 });
    await expectSame('GET', `/course/${courseId}`);
    await expectSame('PUT', '/course/999', saved);
    expect((await expectSame('PUT', `/course/${courseId}`, saved, check.learner)).status).toBe(403);
  });

  it('reads, tallies, saves and removes a course’s assignment (Course Visibility); refuses what the server refuses', async () => {
    const location = (value: string) => ({ type: 1, operator: 1, value });
    await expectSame('GET', '/course/2/assignment');
    await expectSame('POST', '/course/2/assignment/tally', { data: [location('S101')] });
    // A course needs default_required chosen.
    await expectSame('POST', '/course/2/assignment', { data: [location('S101')] });
    const created = await expectSame('POST', '/course/2/assignment', {
      data: [location('S101')],
      default_required: false,
    });
    expect(created.status).toBe(201);
    await expectSame('PUT', '/course/2/assignment', { data: [location('S102')], default_required: true });
    await expectSame('GET', '/course/2/assignment');
    await expectSame('DELETE', '/course/2/assignment');
    await expectSame('PUT', '/course/2/assignment', { data: [location('S102')], default_required: true });
    await expectSame('GET', '/course/99/assignment');
    expect((await expectSame('GET', '/course/2/assignment', undefined, check.learner)).status).toBe(403);
  });

  it('saves a course’s expertise and external course ids as the server does: kept, added, removed, refused', async () => {
    const draft = {
      name: 'Forklift Basics',
      short_name: 'Forklift',
      description: 'Driving a forklift safely.',
      external_courses: [
        { id: 'new-1', url: 'FORK-101' },
        { id: 'new-2', url: 'FORK-102' },
      ],
    };
    const created = await expectSame('POST', '/course', draft);
    const courseId = created.body.course_id as number;
    const read = await expectSame('GET', `/course/${courseId}`);
    expect(read.body).toMatchObject({ expertise: null });
    const saved = read.body as { external_courses: { id: number; url: string }[] };
    const [first] = saved.external_courses;

    const leveled = await expectSame('PUT', `/course/${courseId}`, { ...saved, expertise: 3 });
    expect(leveled.body.expertise).toBe(3);
    const changed = await expectSame('PUT', `/course/${courseId}`, {
      ...leveled.body,
      external_courses: [
        { id: first?.id, url: 'FORK-101b' },
        { id: 'new-3', url: 'FORK-103' },
      ],
    });
    expect((changed.body.external_courses as { url: string }[]).map((item) => item.url)).toEqual([
      'FORK-101b',
      'FORK-103',
    ]);
    // Left out, the expertise stays; a level outside 1 to 3 and a one-character id are refused.
    const { expertise: _left, ...withoutExpertise } = changed.body;
    const renamed = await expectSame('PUT', `/course/${courseId}`, {
      ...withoutExpertise,
      name: 'Forklift Basics 2',
    });
    expect(renamed.body.expertise).toBe(3);
    await expectSame('PUT', `/course/${courseId}`, { ...changed.body, expertise: 4 });
    await expectSame('PUT', `/course/${courseId}`, {
      ...changed.body,
      external_courses: [{ id: 'new-4', url: 'F' }],
    });
    await expectSame('PUT', `/course/${courseId}`, {
      ...renamed.body,
      expertise: null,
      external_courses: [],
    });
    const after = await expectSame('GET', `/course/${courseId}`);
    expect(after.body).toMatchObject({ name: 'Forklift Basics 2', expertise: null, external_courses: [] });
  });
});
