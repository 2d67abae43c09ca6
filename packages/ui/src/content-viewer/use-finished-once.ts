import { useCallback, useRef, useState } from 'react';

/** Reports 'finished' to the caller once, and remembers it for `data-state`. */
export function useFinishedOnce(onFinished?: () => void): [boolean, () => void] {
  const [isFinished, setFinished] = useState(false);
  const reportedRef = useRef(false);
  const onFinishedRef = useRef(onFinished);
  onFinishedRef.current = onFinished;
  const finish = useCallback(() => {
    if (reportedRef.current) return;
    reportedRef.current = true;
    setFinished(true);
    onFinishedRef.current?.();
  }, []);
  return [isFinished, finish];
}
