import type { Ref, RefCallback } from 'react';

/**
 * One ref callback that feeds several refs: a widget keeps its own ref on an element while the caller's ref
 * (react-hook-form's `register`, a trigger focus comes back to) still receives it.
 */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
