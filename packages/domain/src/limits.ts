/** Business constants (000, section 9) and server-side session limits. */
export const limits = {
  /** Mobile view when width or height is at most this many pixels. */
  mobileMaxPx: 600,
  inactivityWarningMs: 7_200_000,
  successBannerMs: 8_000,
  hoverPopoverDelayMs: 500,
  searchMinLength: 3,
  filterThrottleMs: 250,
  dashboardListSize: 5,
  browsePageSize: 20,
  searchPageSize: 25,
  maxPageLinks: 5,
  widgetTitleLength: 32,
} as const;

/**
 * Server sessions. The idle lifetime outlasts the client's 2-hour inactivity warning by a margin, so a
 * learner who chooses "keep alive" at the warning still has a live session; the absolute lifetime caps a
 * working day.
 */
export const sessionLimits = {
  idleMs: 2 * 60 * 60 * 1000 + 15 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
  tokenBytes: 32,
  ssoTicketLifetimeMs: 5 * 60 * 1000,
} as const;
