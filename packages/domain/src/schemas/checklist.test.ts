import { describe, expect, it } from 'vitest';
import { isChecklistComplete, userChecklistSaveSchema } from './checklist';

describe('isChecklistComplete', () => {
  const item = (is_checked: boolean) => ({ is_checked });
  it.each([
    [[item(true), item(true), item(true)], true],
    [[item(true), item(false), item(true)], false],
    [[item(false)], false],
    [[], true],
  ])('%j complete: %s', (items, complete) => {
    expect(isChecklistComplete(items)).toBe(complete);
  });
});

describe('userChecklistSaveSchema', () => {
  it('keeps each checked id once', () => {
    expect(userChecklistSaveSchema.parse({ checked_item_ids: [3, 1, 3] })).toEqual({
      checked_item_ids: [3, 1],
    });
  });

  it.each([
    ['no list', {}],
    ['a text id', { checked_item_ids: ['1'] }],
    ['a fraction', { checked_item_ids: [1.5] }],
    ['zero', { checked_item_ids: [0] }],
  ])('refuses %s', (_, body) => {
    expect(userChecklistSaveSchema.safeParse(body).success).toBe(false);
  });
});
