import { useEffect, useState } from 'react';

/** A hidden tab paints nothing: this long after the first render is late enough. */
const fallbackMs = 3000;

const hasFirstContentfulPaint = () =>
  performance.getEntriesByName('first-contentful-paint', 'paint').length > 0;

/**
 * False until the page has shown its first content (the browser's paint timing says so), then true: for what can
 * wait until the page is on screen rather than compete with it for the network and the main thread. True at once
 * when the page already has (a later screen of the same visit).
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(hasFirstContentfulPaint);
  useEffect(() => {
    if (hasPainted) return;
    const painted = () => setHasPainted(true);
    const fallback = setTimeout(painted, fallbackMs);
    if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return () => clearTimeout(fallback);
    const observer = new PerformanceObserver(() => {
      if (hasFirstContentfulPaint()) painted();
    });
    observer.observe({ type: 'paint', buffered: true });
    return () => {
      observer.disconnect();
      clearTimeout(fallback);
    };
  }, [hasPainted]);
  return hasPainted;
}
