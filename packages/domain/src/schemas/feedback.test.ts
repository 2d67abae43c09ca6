import { describe, expect, it } from 'vitest';
import { stripAngleBrackets } from '../text';
import { contentRequestSchema, feedbackRequestSchema } from './feedback';

describe('stripAngleBrackets', () => {
  it('removes every < and > and nothing else (000 section 5)', () => {
    expect(stripAngleBrackets('<b>a > b & c</b>')).toBe('ba  b & c/b');
  });
});

describe('feedbackRequestSchema', () => {
  it('keeps the given fields, strips brackets and trims', () => {
    expect(
      feedbackRequestSchema.parse({
        comment: ' <i>Slow</i> ',
        topic: 'other',
        rating: '4',
        os: '',
        browser: 'Fx<1>',
      }),
    ).toEqual({ comment: 'iSlow/i', topic: 'other', rating: 4, browser: 'Fx1' });
  });

  it.each([
    ['an empty comment', { comment: '', topic: 'content' }],
    ['a comment of brackets only', { comment: '<<>>', topic: 'content' }],
    ['no topic', { comment: 'Hi' }],
    ['a rating of 2.5', { comment: 'Hi', topic: 'content', rating: 2.5 }],
    ['a rating that is not a number', { comment: 'Hi', topic: 'content', rating: 'five' }],
  ])('refuses %s', (_, body) => {
    expect(feedbackRequestSchema.safeParse(body).success).toBe(false);
  });

  it('allows a comment of exactly 2000 characters but not 2001', () => {
    expect(feedbackRequestSchema.safeParse({ comment: 'a'.repeat(2000), topic: 'content' }).success).toBe(
      true,
    );
    expect(feedbackRequestSchema.safeParse({ comment: 'a'.repeat(2001), topic: 'content' }).success).toBe(
      false,
    );
  });
});

describe('contentRequestSchema', () => {
  it('needs only a comment', () => {
    expect(contentRequestSchema.parse({ comment: 'More on <safety>' })).toEqual({
      comment: 'More on safety',
    });
    expect(contentRequestSchema.safeParse({ type: 'video' }).success).toBe(false);
  });
});
