import { describe, expect, it } from 'vitest';
import { checkMedals, type MedalDraft, medalErrorMessage } from './medal-publishing';

const published = 2 as const;

function medals(
  points: [string | number, string | number, string | number],
  status: [1 | 2, 1 | 2, 1 | 2] = [published, published, published],
  badges: [number, number, number] = [0, 0, 0],
): MedalDraft[] {
  return ([1, 2, 3] as const).map((level, index) => ({
    level,
    points: points[index] as string | number,
    status: status[index] as 1 | 2,
    badgeCount: badges[index] as number,
  }));
}

const outcome = (checked: ReturnType<typeof checkMedals>) =>
  checked.map((medal) => [medal.status, medal.error]);

describe('checkMedals', () => {
  it.each([
    ['rising points publish', medals([5, 10, 20]), 150, [[2], [2], [2]]],
    ['1: points above the segment maximum', medals([5, 10, 151]), 150, [[2], [2], [1, 1]]],
    ['1: at the maximum is fine', medals([5, 10, 150]), 150, [[2], [2], [2]]],
    ['2: zero points and no badge', medals([0, 10, 20]), 150, [[1, 2], [2], [2]]],
    ['2: zero points with a badge is fine', medals([0, 10, 20], undefined, [1, 0, 0]), 150, [[2], [2], [2]]],
    ['3: silver not above bronze', medals([10, 5, 20]), 150, [[2], [1, 3], [2]]],
    ['3: equal points', medals([10, 10, 20]), 150, [[2], [1, 3], [2]]],
    [
      '3: gold compared with bronze when silver is a draft',
      medals([10, 50, 8], [2, 1, 2]),
      150,
      [[2], [1], [1, 3]],
    ],
    ['3: drafts are not compared', medals([10, 5, 20], [2, 1, 2]), 150, [[2], [1], [2]]],
    ['4: not a number, even as a draft', medals(['ten', '5', '2.5'], [1, 2, 2]), 150, [[1, 4], [2], [1, 4]]],
    ['4: a negative number', medals(['-5', 10, 20]), 150, [[1, 4], [2], [2]]],
    ['a refused medal is not compared (1 before 3)', medals([5, 200, 20]), 150, [[2], [1, 1], [2]]],
  ] as const)('%s', (_, input, max, expected) => {
    expect(outcome(checkMedals(input, max))).toEqual(expected.map(([status, error]) => [status, error]));
  });

  it('keeps the typed points as numbers, and none when they are not a number', () => {
    expect(checkMedals(medals([' 5 ', 'x', 20]), 150).map((medal) => medal.points)).toEqual([
      5,
      undefined,
      20,
    ]);
  });

  it('orders by level whatever order the medals come in', () => {
    const reversed = medals([5, 10, 20]).reverse();
    expect(checkMedals(reversed, 150).map((medal) => medal.level)).toEqual([1, 2, 3]);
  });

  it('names the segment maximum in error 1', () => {
    expect(medalErrorMessage(1, 150)).toContain('150');
  });
});
