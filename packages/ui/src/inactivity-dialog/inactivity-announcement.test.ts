import { describe, expect, it } from 'vitest';
import { countdownAnnouncement, countdownText } from './inactivity-announcement';

describe('countdownText', () => {
  it('fills the seconds into the message', () => {
    expect(countdownText(10)).toBe('You will be signed out in 10 seconds.');
    expect(countdownText(1)).toBe('You will be signed out in 1 second.');
  });
});

describe('countdownAnnouncement', () => {
  it.each([
    [10, ''],
    [9, ''],
    [6, ''],
    [5, 'You will be signed out in 5 seconds.'],
    [4, ''],
    [3, 'You will be signed out in 3 seconds.'],
    [2, ''],
    [0, ''],
  ])('at %i seconds left announces %j', (secondsLeft, expected) => {
    expect(countdownAnnouncement(secondsLeft)).toBe(expected);
  });

  it('announces the last second', () => {
    expect(countdownAnnouncement(1)).toBe(countdownText(1));
    expect(countdownAnnouncement(1)).not.toBe('');
  });
});
