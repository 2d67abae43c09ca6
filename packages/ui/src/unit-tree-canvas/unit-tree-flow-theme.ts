import { cn } from '../lib/cn';

/** React Flow's own colours, drawn from the design tokens so the canvases (viewer and editor) follow the theme. */
export const flowTheme = cn(
  '[--xy-edge-stroke:var(--muted-foreground)] [--xy-edge-stroke-width:2]',
  '[--xy-background-pattern-dots-color:var(--border)] [--xy-background-color:var(--background)]',
  // The attribution link's own grey fails contrast; important, as React Flow's stylesheet is unlayered.
  // String.raw keeps the escaped underscores identical in the source Tailwind scans and in the class at run time.
  String.raw`[&_.react-flow\_\_attribution]:bg-surface! [&_.react-flow\_\_attribution_a]:text-muted-foreground!`,
  // …and its link is a 24 px target (WCAG 2.5.8), whatever sits near the canvas's corner.
  String.raw`[&_.react-flow\_\_attribution_a]:inline-flex! [&_.react-flow\_\_attribution_a]:min-h-6! [&_.react-flow\_\_attribution_a]:items-center!`,
);
