import type { Ref, RefCallback } from 'react';

/** One ref callback that feeds several refs, so a widget can measure its input while react-hook-form's `register` ref still receives it. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}
