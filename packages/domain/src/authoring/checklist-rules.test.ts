import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { adminMessages } from '../messages-admin';
import {
  checklistItemChanges,
  checklistItemNameRule,
  checklistItemsRule,
  checklistNameRule,
  moveChecklistItem,
} from './checklist-rules';

describe('checklist rules', () => {
  it.each([
    ['', messages.validation.required],
    ['   ', messages.validation.required],
    ['Wash hands', undefined],
    ['x'.repeat(100), undefined],
    ['x'.repeat(101), 'must be at most 100 characters'],
  ])('item and checklist name %j → %s', (value, message) => {
    expect(checklistItemNameRule(value)).toBe(message);
    expect(checklistNameRule(value)).toBe(message);
  });

  it('needs at least one item', () => {
    expect(checklistItemsRule([])).toBe(adminMessages.checklists.atLeastOneItem);
    expect(checklistItemsRule([{ name: 'a' }])).toBeUndefined();
  });

  it.each([
    [0, 1, ['b', 'a', 'c']],
    [2, -1, ['a', 'c', 'b']],
    [0, -1, ['a', 'b', 'c']],
    [2, 1, ['a', 'b', 'c']],
    [5, 1, ['a', 'b', 'c']],
  ] as const)('moves item %i by %i', (from, step, expected) => {
    expect(moveChecklistItem(['a', 'b', 'c'], from, step)).toEqual(expected);
  });

  it('keeps renamed and moved items, removes missing ones, counts new ones', () => {
    expect(
      checklistItemChanges(
        [1, 2, 3],
        [{ item_id: 3, name: 'Renamed' }, { name: 'New' }, { item_id: 1, name: 'One' }],
      ),
    ).toEqual({ keptIds: [1, 3], removedIds: [2], added: 1 });
  });
});
