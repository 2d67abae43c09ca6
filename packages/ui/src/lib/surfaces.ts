/**
 * The floating overlay surface shared by popovers, popouts and menus (the look of `stats-popout` and
 * `navigation-menu`), so every overlay reads as one family.
 */
export const overlaySurface =
  'z-50 rounded-lg border border-border bg-surface text-surface-foreground shadow-overlay';

/** A surface resting on the page: cards and panels. */
export const raisedSurface =
  'rounded-lg border border-border bg-surface text-surface-foreground shadow-raised';
