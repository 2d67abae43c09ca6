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

/** Segment admin authoring (001, sections 5 and 9). */
export const authoringLimits = {
  nameMaxLength: 100,
  shortNameMaxLength: 20,
  descriptionMaxLength: 1000,
  shortDescriptionMaxLength: 255,
  /** The character counter's minimum (001 section 5: "char counter minimum 2"). */
  nameMinLength: 2,
  /** Manage segments, contents, badges and seglets (001 section 9). */
  managePageSize: 25,
  changeLogPageSize: 5,
  /** Name-taken and e-mail lookups wait this long after typing stops. */
  nameLookupDebounceMs: 400,
  /** Segnocode availability checks. */
  codeCheckDebounceMs: 250,
  /** The manage lists' search waits this long after typing stops (001 section 9: search 300 ms). */
  searchDebounceMs: 300,
  /** Seglet edits save themselves this long after the last change; so does content locking. */
  autosaveDelayMs: 2000,
  /** A segment's possible points: the default, and the medal points never go above it (error 1). */
  segmentMaxPointsDefault: 150,
  /** What a segment's possible points may be set to (ours: the spec gives only the default). */
  maxPointsRange: { min: 1, max: 100_000 },
  /** Estimated time in minutes: default and minimum (001 sections 3 and 9). */
  estimatedMinutesDefault: 1,
  contentPointsMin: 1,
  criterionValueMaxLength: 8000,
  /** The content selector (prerequisites) lists this many finds (001 section 9: content selector 100). */
  contentSelectorPageSize: 100,
  /** Content images are served at these widths (001 section 5). */
  imageResolutions: [150, 300, 600, 1200],
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
