import { describe, expect, it } from 'vitest';
import { isMedalEarned, type MedalForCards, medalCards } from './medals';

const medal = (
  level: 1 | 2 | 3,
  points_needed: number,
  is_earned: boolean,
  active = true,
): MedalForCards => ({
  level,
  points_needed,
  active,
  is_earned,
});

describe('isMedalEarned', () => {
  it.each([
    [100, true, 99, false],
    [100, true, 100, true],
    [100, true, 250, true],
    [100, false, 250, false],
  ])('needs %i, published %s, score %i -> %s', (pointsNeeded, isPublished, score, expected) => {
    expect(isMedalEarned({ pointsNeeded, isPublished }, score)).toBe(expected);
  });
});

describe('medalCards', () => {
  const statuses = (medals: MedalForCards[], score: number) =>
    medalCards(medals, score).map(({ medal: { level }, status, pointsToGo }) => [level, status, pointsToGo]);

  it('nothing earned: bronze is next with the points to go, the others locked', () => {
    expect(statuses([medal(1, 100, false), medal(2, 250, false), medal(3, 500, false)], 40)).toEqual([
      [1, 'next', 60],
      [2, 'locked', undefined],
      [3, 'locked', undefined],
    ]);
  });

  it('bronze and silver earned: silver is current, bronze earned, gold next', () => {
    expect(statuses([medal(3, 500, false), medal(1, 100, true), medal(2, 250, true)], 300)).toEqual([
      [1, 'earned', undefined],
      [2, 'current', undefined],
      [3, 'next', 200],
    ]);
  });

  it('all earned: gold is current and nothing is next', () => {
    expect(statuses([medal(1, 100, true), medal(2, 250, true), medal(3, 500, true)], 900)).toEqual([
      [1, 'earned', undefined],
      [2, 'earned', undefined],
      [3, 'current', undefined],
    ]);
  });

  it('an inactive medal is never current or next', () => {
    expect(statuses([medal(1, 100, true), medal(2, 250, false, false), medal(3, 500, false)], 120)).toEqual([
      [1, 'current', undefined],
      [2, 'inactive', undefined],
      [3, 'next', 380],
    ]);
  });
});
