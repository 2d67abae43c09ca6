import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls at once, then once more at the end of the window with the latest arguments', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 250);
    throttled('a');
    expect(callback.mock.calls).toEqual([['a']]);
    throttled('b');
    throttled('c');
    vi.advanceTimersByTime(249);
    expect(callback.mock.calls).toEqual([['a']]);
    vi.advanceTimersByTime(1);
    expect(callback.mock.calls).toEqual([['a'], ['c']]);
  });

  it('makes no trailing call when nothing arrived during the window', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 250);
    throttled('a');
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls at once again after a quiet window', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 250);
    throttled('a');
    vi.advanceTimersByTime(250);
    throttled('b');
    expect(callback.mock.calls).toEqual([['a'], ['b']]);
  });

  it('spaces a steady stream of calls 250 ms apart', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 250);
    for (let elapsed = 0; elapsed < 1000; elapsed += 50) {
      throttled(elapsed);
      vi.advanceTimersByTime(50);
    }
    // leading at 0, trailing at 250, 500, 750 and 1000 carrying the latest value seen before each
    expect(callback.mock.calls).toEqual([[0], [200], [450], [700], [950]]);
  });

  it('cancel drops the pending call', () => {
    const callback = vi.fn();
    const throttled = throttle(callback, 250);
    throttled('a');
    throttled('b');
    throttled.cancel();
    vi.advanceTimersByTime(1000);
    expect(callback.mock.calls).toEqual([['a']]);
    throttled('c');
    expect(callback.mock.calls).toEqual([['a'], ['c']]);
  });
});
