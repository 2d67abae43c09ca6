/**
 * The measurement, run inside the page: scrolls a long list from top to bottom in requestAnimationFrame steps
 * (scrollTop, a share of the whole height each frame) and records the main thread's long tasks (the 'longtask'
 * entries, every task over 50 ms), the longest gap between two frames and the most rows in the DOM at once.
 */
import { nextFrame } from '../bench-unit-editor/frames';

export type ScrollFigures = {
  frames: number;
  /** The longest task reported, or 0 when none passed 50 ms. */
  longestTaskMs: number;
  longTasks: number;
  longestFrameGapMs: number;
  mostRowsInDom: number;
  /** Whether the last row was in the page at the end. */
  reachedEnd: boolean;
};

export async function scrollThrough(
  scroller: HTMLElement,
  seconds: number,
  rowCount: number,
): Promise<ScrollFigures> {
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((entries) => {
    for (const entry of entries.getEntries()) longTasks.push(entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const rowsInDom = () => scroller.querySelectorAll('[data-index]').length;
  let mostRowsInDom = rowsInDom();
  let longestFrameGapMs = 0;
  let frames = 0;
  const started = await nextFrame();
  let previous = started;
  for (let progress = 0; progress < 1; ) {
    const frame = await nextFrame();
    longestFrameGapMs = Math.max(longestFrameGapMs, frame - previous);
    previous = frame;
    frames += 1;
    mostRowsInDom = Math.max(mostRowsInDom, rowsInDom());
    progress = Math.min(1, (frame - started) / (seconds * 1000));
    scroller.scrollTop = progress * (scroller.scrollHeight - scroller.clientHeight);
  }
  // The last step's scroll renders in the next frames.
  for (let settle = 0; settle < 3; settle += 1) {
    const frame = await nextFrame();
    longestFrameGapMs = Math.max(longestFrameGapMs, frame - previous);
    previous = frame;
  }
  for (const entry of observer.takeRecords()) longTasks.push(entry.duration);
  observer.disconnect();
  return {
    frames,
    longestTaskMs: Math.max(0, ...longTasks),
    longTasks: longTasks.length,
    longestFrameGapMs,
    mostRowsInDom: Math.max(mostRowsInDom, rowsInDom()),
    reachedEnd: scroller.querySelector(`[data-index="${rowCount - 1}"]`) !== null,
  };
}
