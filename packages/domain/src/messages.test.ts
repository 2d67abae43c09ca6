import { describe, expect, it } from 'vitest';
import { formatMessage, messages } from './messages';

describe('formatMessage', () => {
  it('fills the minlength placeholder', () => {
    expect(formatMessage(messages.validation.minLength, { minlength: 3 })).toBe(
      'needs at least 3 characters',
    );
  });

  it('leaves unknown placeholders visible', () => {
    expect(formatMessage('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
  });
});
