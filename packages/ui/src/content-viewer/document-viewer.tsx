import { useEffect, useRef } from 'react';
import { cn } from '../lib/cn';
import { focusRing } from '../lib/focus-ring';
import { useFinishedOnce } from './use-finished-once';

export type DocumentViewerProps = {
  /** The document's text; blank lines separate paragraphs. */
  body: string;
  /** Names the scroll region. */
  title: string;
  /** Called once the end has been scrolled into view, or at once when it all fits (document read). */
  onFinished?: () => void;
  className?: string;
};

/** Splits text into paragraphs at blank lines. */
export function documentParagraphs(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** A text document in a focusable scroll region (arrow keys and Page Down scroll it). */
export function DocumentViewer({ body, title, onFinished, className }: DocumentViewerProps) {
  const [isFinished, finish] = useFinishedOnce(onFinished);
  const regionRef = useRef<HTMLElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const region = regionRef.current;
    const end = endRef.current;
    if (!region || !end) return;
    // Reports at once when the end is already visible, that is when the whole text fits.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          finish();
          observer.disconnect();
        }
      },
      { root: region },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [finish]);

  return (
    // Focusable so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
    <section
      ref={regionRef}
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
      data-slot="document-viewer"
      data-state={isFinished ? 'finished' : 'unfinished'}
      className={cn(
        'max-h-[60vh] overflow-y-auto rounded-md border border-border bg-surface p-4 text-surface-foreground',
        focusRing,
        className,
      )}
    >
      <div className="grid max-w-prose gap-3 text-base leading-relaxed">
        {documentParagraphs(body).map((paragraph, index) => (
          // Paragraphs of a fixed text have no identity beyond their position.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      <div ref={endRef} data-slot="document-viewer-end" aria-hidden="true" className="h-px" />
    </section>
  );
}
