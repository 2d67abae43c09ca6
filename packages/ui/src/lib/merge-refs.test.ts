import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { mergeRefs } from './merge-refs';

describe('mergeRefs', () => {
  it('hands the node to every object ref and callback ref, skipping absent ones', () => {
    const objectRef = createRef<string>();
    const callbackRef = vi.fn();
    mergeRefs(objectRef, undefined, callbackRef, null)('node');
    expect(objectRef.current).toBe('node');
    expect(callbackRef).toHaveBeenCalledWith('node');
  });

  it('clears every ref when the element goes', () => {
    const objectRef = createRef<string>();
    const callbackRef = vi.fn();
    const merged = mergeRefs(objectRef, callbackRef);
    merged('node');
    merged(null);
    expect(objectRef.current).toBeNull();
    expect(callbackRef.mock.calls).toEqual([['node'], [null]]);
  });
});
