import { describe, expect, it } from 'vitest';
import { completionRequestSchema, ratingRequestSchema } from './completion';

describe('completionRequestSchema', () => {
  it('reads the form: score, optional rating and segnocode', () => {
    expect(completionRequestSchema.parse({ score: '1', rating: '4', segnocode: ' safe2026 ' })).toEqual({
      score: 1,
      rating: 4,
      segnocode: 'safe2026',
    });
    expect(completionRequestSchema.parse({ score: '0', rating: '', segnocode: '' })).toEqual({ score: 0 });
  });

  it.each([
    ['no score', {}],
    ['an empty score', { score: '' }],
    ['a score of 2', { score: '2' }],
    ['a score that is not a number', { score: 'yes' }],
    ['a rating of 6', { score: '1', rating: '6' }],
    ['a rating of 0', { score: '1', rating: '0' }],
    ['a rating of 3.5', { score: '1', rating: '3.5' }],
  ])('refuses %s', (_, body) => {
    expect(completionRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('ratingRequestSchema', () => {
  it('takes 1 to 5 whole stars', () => {
    expect(ratingRequestSchema.parse({ value: '5' })).toEqual({ value: 5 });
    expect(ratingRequestSchema.parse({ value: 1 })).toEqual({ value: 1 });
    for (const value of ['0', '6', '2.5', '', 'x'])
      expect(ratingRequestSchema.safeParse({ value }).success).toBe(false);
  });
});
