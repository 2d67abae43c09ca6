import { describe, expect, it } from 'vitest';
import { contentDraftSchema, contentUpdateSchema, segmentUpdateSchema } from '../schemas/authoring';
import {
  checkContentUrl,
  descriptionRule,
  estimatedMinutesRule,
  isCompanyEmail,
  nameRule,
  parseWholeNumber,
  pointsRule,
  shortNameRule,
  unlessTaken,
} from './field-rules';

describe('text rules', () => {
  it('needs a name of 2 to 100 characters, a short name of 2 to 20 and a description of 2 to 1000', () => {
    expect(nameRule('  ')).toBe('is required');
    expect(nameRule(' a ')).toBe('needs at least 2 characters');
    expect(nameRule('ab')).toBeUndefined();
    expect(nameRule('a'.repeat(100))).toBeUndefined();
    expect(nameRule('a'.repeat(101))).toBe('must be at most 100 characters');
    expect(shortNameRule('a')).toBe('needs at least 2 characters');
    expect(shortNameRule('a'.repeat(20))).toBeUndefined();
    expect(shortNameRule('a'.repeat(21))).toBe('must be at most 20 characters');
    expect(descriptionRule('a')).toBe('needs at least 2 characters');
    expect(descriptionRule('a'.repeat(1000))).toBeUndefined();
    expect(descriptionRule('a'.repeat(1001))).toBe('must be at most 1000 characters');
  });

  it('says a name is taken only once its own rule passes, and not while the lookup has not answered', () => {
    expect(unlessTaken(nameRule, 'Returns', true)).toBe('must be unique');
    expect(unlessTaken(nameRule, ' ', true)).toBe('is required');
    expect(unlessTaken(nameRule, 'Returns', false)).toBeUndefined();
    expect(unlessTaken(nameRule, 'Returns', undefined)).toBeUndefined();
  });
});

describe('number rules', () => {
  it.each([
    ['5', 5],
    [' 12 ', 12],
    [7, 7],
    ['-1', undefined],
    ['2.5', undefined],
    ['', undefined],
    ['1e3', undefined],
  ])('reads %j as %j', (value, expected) => {
    expect(parseWholeNumber(value)).toBe(expected);
  });

  it('needs at least 1 point and at least 1 minute', () => {
    expect(pointsRule('0')).toBe('Points must be at least 1.');
    expect(pointsRule('1')).toBeUndefined();
    expect(estimatedMinutesRule(0)).toBe('Estimated time must be at least 1 minute.');
    expect(estimatedMinutesRule('ten')).toBe('Enter a whole number.');
  });
});

describe('checkContentUrl', () => {
  it('takes https, warns on http, refuses the rest', () => {
    expect(checkContentUrl('https://example.com/a')).toEqual({});
    expect(checkContentUrl('http://example.com/a').warning).toMatch(/not secure/);
    expect(checkContentUrl('http://example.com/a', { isScorm: true }).error).toBeDefined();
    expect(checkContentUrl('javascript:alert(1)').error).toBeDefined();
    expect(checkContentUrl('not a url').error).toBeDefined();
  });
});

describe('isCompanyEmail', () => {
  it.each([
    ['learner@segno.example', true],
    ['Learner@SEGNO.example ', true],
    ['learner@gmail.com', false],
    ['a@b@segno.example', false],
    ['@segno.example', false],
  ])('%s is %s', (email, expected) => {
    expect(isCompanyEmail(email)).toBe(expected);
  });
});

describe('contentDraftSchema', () => {
  const valid = {
    name: 'Greeting <b>Guests</b>',
    short_name: 'Greeting',
    description: 'How to greet.',
    type: 12,
    url: 'https://example.com/greeting',
    image_file: '/api/uploads/a.png',
    points: '10',
    estimated_time: 5,
    content_owner_user_email: 'admin@segno.example',
  };

  it('cleans texts, reads numbers and fills defaults', () => {
    expect(contentDraftSchema.parse(valid)).toMatchObject({
      name: 'Greeting bGuests/b',
      points: 10,
      preferred_browser: 'all',
      language: 'english',
      object_type: 'content',
    });
  });

  it('refuses with the form messages', () => {
    const result = contentDraftSchema.safeParse({ ...valid, points: '0', name: '', image_file: null });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual([
      'Choose an image.',
      'Points must be at least 1.',
      'is required',
    ]);
  });
});

describe('update schemas', () => {
  it('fill no defaults, so a status change leaves the other fields alone', () => {
    expect(contentUpdateSchema.parse({ status: 2 })).toEqual({ status: 2 });
    expect(segmentUpdateSchema.parse({ status: 2 })).toEqual({ status: 2 });
  });
});
