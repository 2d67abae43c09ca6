/** Business constants (000, section 9) and server-side session limits. */
export const limits = {
  /** Mobile view when width or height is at most this many pixels. */
  mobileMaxPx: 600,
  inactivityWarningMs: 7_200_000,
  /** The inactivity warning counts down 10 ticks of one second before signing out. */
  inactivityCountdownTicks: 10,
  inactivityTickMs: 1_000,
  /** Warning popups are throttled to one per this many milliseconds. */
  warningThrottleMs: 1_000,

  successBannerMs: 8_000,
  hoverPopoverDelayMs: 500,
  searchMinLength: 3,
  filterThrottleMs: 250,
  dashboardListSize: 5,
  /** The full recommendation page. */
  allRecommendationsSize: 25,
  browsePageSize: 20,
  searchPageSize: 25,
  /** Manage sessions, and the session list call's default page (002 section 9). */
  sessionPageSize: 25,
  maxPageLinks: 5,
  widgetTitleLength: 32,
  /** Lists previewed on a page: 3 items on mobile, 6 otherwise. */
  listPreviewMobile: 3,
  listPreviewDesktop: 6,
  /** Input debounce for suggestions (the spec allows 300 to 500 ms). */
  typeaheadDebounceMs: 400,
  typeaheadMaxSuggestions: 10,
  /** The infinite-scroll trigger loads the next page within this distance of the bottom. */
  infiniteScrollThresholdPx: 50,
  /** Profile thumbnails: 70 px, swapped to 90 px, or 144 px on the profile page. */
  avatarSizesPx: [70, 90, 144],
  ratingMax: 5,
  /** Badge lists show 4 before their expand toggle; the system badge display shows 8 (000, section 9). */
  badgePreview: 4,
  systemBadgePreview: 8,
  /** A seglet list shows 10. */
  segletPreview: 10,
  /** Feedback and content-request comments (the spec sets no limit; ours). */
  feedbackCommentMaxLength: 2000,
} as const;

/** The system alert's text (001 section 5: at most 200 characters, with a counter). */
export const alertTextMaxLength = 200;

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

/**
 * Password sign-in throttling (issue 11): this many refused attempts for one account from one address within
 * the window refuse further attempts there (429) until the oldest leaves the window.
 */
export const loginThrottleLimits = {
  maxFailures: 5,
  windowMs: 15 * 60 * 1000,
} as const;
