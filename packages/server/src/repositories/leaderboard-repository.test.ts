/**
 * Leaderboard pages read by the index against the ranks computed in TypeScript, for every offset, every
 * centre and several page sizes, over a board built for the edge cases: ties across page boundaries, users
 * at the top and the bottom, learners without points (no running total, 0, negative), and users who are not
 * ranked (disabled, not learners) with scores among the others.
 */
import { competitionRank, Role } from '@segno/domain';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { appUser, learnerScore, segment, segmentScore, userSegment } from '../db/schema';
import { openTestDatabase } from '../testing/test-database';
import { readLeaderboardPage } from './leaderboard-repository';
import { countLearnersAbove, countRankedLearners, readScoreAndRank } from './stats-repository';

type Person = {
  id: number;
  roles?: number[];
  isDisabled?: boolean;
  /** Running total; undefined: no learner_score row. */
  score?: number;
  segmentScore?: number;
  isSubscribed?: boolean;
  isAssigned?: boolean;
};

const segmentId = 7;
const people: Person[] = [
  { id: 1, score: 50, segmentScore: 30 },
  { id: 2, score: 90, segmentScore: 10, isDisabled: true },
  { id: 3, score: 50, segmentScore: 30 },
  { id: 4, score: 40, segmentScore: 30, roles: [Role.instructor] },
  { id: 5, score: 40, segmentScore: 20 },
  { id: 6, score: 40, segmentScore: 20 },
  { id: 7, score: 40 },
  { id: 8, score: 30, segmentScore: 5, isSubscribed: true },
  { id: 9, score: 30, segmentScore: 0, isSubscribed: true },
  { id: 10, score: 20, segmentScore: 0 },
  { id: 11, isSubscribed: true },
  { id: 12, score: 0, segmentScore: -5, isAssigned: true },
  { id: 13, score: -5, segmentScore: 5 },
  { id: 14 },
  { id: 15, score: 10, isDisabled: true, isSubscribed: true },
  { id: 16, score: 10, segmentScore: 5 },
  { id: 17, score: 100, segmentScore: 40, roles: [Role.instructor, Role.learner] },
  { id: 18, score: 0 },
  { id: 19, score: 30, segmentScore: 5, roles: [Role.instructor], isSubscribed: true },
];

const isRanked = (person: Person) =>
  (person.roles ?? [Role.learner]).includes(Role.learner) && !person.isDisabled;

/** The board as the spec defines it: members by score (ties by id), with competition ranks. */
function expectedBoard(forSegment: boolean) {
  const members = people
    .filter(isRanked)
    .filter(
      (person) => !forSegment || (person.segmentScore ?? 0) > 0 || person.isSubscribed || person.isAssigned,
    )
    .map((person) => ({
      userId: person.id,
      score: (forSegment ? person.segmentScore : person.score) ?? 0,
    }))
    .sort((a, b) => b.score - a.score || a.userId - b.userId);
  const scores = members.map((member) => member.score);
  return members.map((member) => ({ ...member, rank: competitionRank(member.score, scores) }));
}

function expectedPage(forSegment: boolean, page: { offset: number; limit: number; around?: number }) {
  const board = expectedBoard(forSegment);
  const position = board.findIndex((member) => member.userId === page.around);
  const offset = position < 0 ? page.offset : Math.max(0, position - Math.floor(page.limit / 2));
  return { rows: board.slice(offset, offset + page.limit), total: board.length, offset };
}

describe('leaderboard pages by the index', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await db.orm.insert(appUser).values(
      people.map((person) => ({
        id: person.id,
        username: `user${person.id}`,
        firstName: `First${person.id}`,
        lastName: `Last${person.id}`,
        roles: person.roles ?? [Role.learner],
        isDisabled: person.isDisabled ?? false,
        userPrefs: { show_redesign_splash: true },
      })),
    );
    await db.orm.insert(segment).values({ id: segmentId, name: 'Safety', shortName: 'S', status: 2 });
    const withScore = people.filter((person) => person.score !== undefined);
    await db.orm
      .insert(learnerScore)
      .values(withScore.map((person) => ({ userId: person.id, score: person.score ?? 0 })));
    const withSegmentScore = people.filter((person) => person.segmentScore !== undefined);
    await db.orm
      .insert(segmentScore)
      .values(
        withSegmentScore.map((person) => ({ userId: person.id, segmentId, score: person.segmentScore ?? 0 })),
      );
    const members = people.filter((person) => person.isSubscribed || person.isAssigned);
    await db.orm.insert(userSegment).values(
      members.map((person) => ({
        userId: person.id,
        segmentId,
        isSubscribed: person.isSubscribed ?? false,
        isAssigned: person.isAssigned ?? false,
      })),
    );
  });
  afterAll(() => db.close());

  async function readPage(forSegment: boolean, page: { offset: number; limit: number; around?: number }) {
    const read = await readLeaderboardPage(db.orm, forSegment ? segmentId : undefined, page);
    return {
      rows: read.rows.map((row) => ({ userId: row.userId, score: row.score, rank: row.rank })),
      total: read.total,
      offset: read.offset,
    };
  }

  it('ranks ties alike and skips the next rank, learners without points last', async () => {
    const page = await readPage(false, { offset: 0, limit: 50 });
    expect(page.rows.map((row) => [row.userId, row.score, row.rank])).toEqual([
      [17, 100, 1],
      [1, 50, 2],
      [3, 50, 2],
      [5, 40, 4],
      [6, 40, 4],
      [7, 40, 4],
      [8, 30, 7],
      [9, 30, 7],
      [10, 20, 9],
      [16, 10, 10],
      [11, 0, 11],
      [12, 0, 11],
      [14, 0, 11],
      [18, 0, 11],
      [13, -5, 15],
    ]);
    expect(page.total).toBe(15);
  });

  for (const forSegment of [false, true]) {
    const board = forSegment ? 'the segment board' : 'the global board';
    const size = expectedBoard(forSegment).length;

    it(`reads every offset of ${board} as ranking everyone would`, async () => {
      for (const limit of [1, 2, 3, 4, 5, 7, 50]) {
        for (let offset = 0; offset <= size + 1; offset += 1) {
          const page = { offset, limit };
          expect(await readPage(forSegment, page), JSON.stringify(page)).toEqual(
            expectedPage(forSegment, page),
          );
        }
      }
    });

    it(`centres ${board} on any user, at the top, at the bottom, or off the board`, async () => {
      for (const limit of [1, 2, 3, 4, 5, 7, 50]) {
        for (const around of [...people.map((person) => person.id), 999]) {
          const page = { offset: 2, limit, around };
          expect(await readPage(forSegment, page), JSON.stringify(page)).toEqual(
            expectedPage(forSegment, page),
          );
        }
      }
    });
  }

  it('gives /stats the rank the board shows', async () => {
    const board = expectedBoard(false);
    for (const person of people) {
      const onBoard = board.find((member) => member.userId === person.id);
      const { rank, outOf } = await readScoreAndRank(db.orm, person.id);
      expect({ rank, outOf }, `user ${person.id}`).toEqual({
        rank: onBoard?.rank,
        outOf: board.length,
      });
    }
    expect(await countLearnersAbove(db.orm, 40)).toBe(3);
    expect(await countLearnersAbove(db.orm, -10)).toBe(15);
  });
});

describe('the count of active learners (ranked_learner_count)', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
  });
  afterAll(() => db.close());

  async function countedByScan() {
    const users = await db.orm.select().from(appUser);
    return users.filter((user) => user.roles.includes(Role.learner) && !user.isDisabled).length;
  }

  it('follows users added, disabled, given or denied the learner role, and deleted', async () => {
    const user = (id: number, roles: number[], isDisabled = false) => ({
      id,
      username: `user${id}`,
      firstName: 'F',
      lastName: 'L',
      roles,
      isDisabled,
      userPrefs: { show_redesign_splash: true },
    });
    const steps = [
      () =>
        db.orm
          .insert(appUser)
          .values([user(1, [Role.learner]), user(2, [Role.instructor]), user(3, [Role.learner], true)]),
      () =>
        db.orm.insert(appUser).values([user(4, [Role.learner]), user(5, [Role.instructor, Role.learner])]),
      () => db.orm.update(appUser).set({ isDisabled: true }).where(eq(appUser.id, 4)),
      () =>
        db.orm
          .update(appUser)
          .set({ roles: [Role.learner] })
          .where(eq(appUser.id, 2)),
      () =>
        db.orm
          .update(appUser)
          .set({ roles: [Role.instructor] })
          .where(eq(appUser.id, 5)),
      () => db.orm.update(appUser).set({ firstName: 'Renamed' }),
      () => db.orm.delete(appUser).where(inArray(appUser.id, [1, 3])),
    ];
    const counts: number[] = [];
    for (const step of steps) {
      await step();
      expect(await countRankedLearners(db.orm)).toBe(await countedByScan());
      counts.push(await countRankedLearners(db.orm));
    }
    expect(counts).toEqual([1, 3, 2, 3, 2, 2, 1]);
  });
});
