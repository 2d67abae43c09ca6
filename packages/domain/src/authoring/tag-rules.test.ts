import { describe, expect, it } from 'vitest';
import { authoringLimits } from '../limits-authoring';
import { adminMessages } from '../messages-admin';
import { isSameTagName, isTagSearchTerm, tagNameRule, tagToCreate } from './tag-rules';

describe('tagNameRule', () => {
  it.each([
    ['', adminMessages.tags.nameTooShort],
    ['ab', adminMessages.tags.nameTooShort],
    ['  ab  ', adminMessages.tags.nameTooShort],
    ['abc', undefined],
    // Two characters, three UTF-16 units: still too short.
    ['𘧤ᱢ', adminMessages.tags.nameTooShort],
    ['😀😀😀', undefined],
    ['  allergens ', undefined],
    ['x'.repeat(authoringLimits.tagNameMaxLength), undefined],
    ['x'.repeat(authoringLimits.tagNameMaxLength + 1), 'must be at most 50 characters'],
  ])('%j → %j', (value, message) => {
    expect(tagNameRule(value)).toBe(message);
  });
});

describe('isTagSearchTerm', () => {
  it.each([
    ['', false],
    ['al', false],
    [' al ', false],
    ['all', true],
    ['allergens', true],
  ])('%j → %s', (term, expected) => {
    expect(isTagSearchTerm(term)).toBe(expected);
  });
});

describe('isSameTagName', () => {
  it('ignores case and surrounding spaces only', () => {
    expect(isSameTagName('Allergens', ' allergens ')).toBe(true);
    expect(isSameTagName('Allergens', 'Allergen')).toBe(false);
    expect(isSameTagName('Food safety', 'Foodsafety')).toBe(false);
  });
});

describe('tagToCreate', () => {
  it('offers the trimmed name when no known tag has it', () => {
    expect(tagToCreate(' allergens ', ['Allergy', 'Safety'])).toBe('allergens');
    expect(tagToCreate('allergens', [])).toBe('allergens');
  });

  it('offers nothing for a known name, whatever its case', () => {
    expect(tagToCreate('ALLERGENS', ['Allergens'])).toBeUndefined();
  });

  it('offers nothing that could not be saved', () => {
    expect(tagToCreate('al', [])).toBeUndefined();
    expect(tagToCreate('x'.repeat(authoringLimits.tagNameMaxLength + 1), [])).toBeUndefined();
  });
});
