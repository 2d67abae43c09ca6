/**
 * The authoring limits (001 and 002, sections 5 and 9), in their own module so the learner widgets that read
 * `limits` do not carry them.
 */
export const authoringLimits = {
  nameMaxLength: 100,
  shortNameMaxLength: 20,
  descriptionMaxLength: 1000,
  shortDescriptionMaxLength: 255,
  /** Names, short names and descriptions need this many characters (001 section 5: "char counter minimum 2"). */
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
  /** A tag's name needs more than 2 characters (001 section 5), measured after trimming. */
  tagNameMinLength: 3,
  /** Ours: the spec sets no upper limit on a tag's name. */
  tagNameMaxLength: 50,
  /** Tag suggestions are asked for once the term has more than 2 characters (001 section 5). */
  tagSearchMinLength: 3,
  /** At most this many tag suggestions (001 section 9: "tag suggestions 10"). */
  tagSuggestionLimit: 10,
  /** The add-unit dialog lists this many units (002 section 9: add-unit dialog 25). */
  addUnitDialogPageSize: 25,
  /** A copied unit's name needs at least this many characters (002 section 5). */
  unitCopyNameMinLength: 2,
  /** The unit editor's content search waits this long after typing stops (002 section 9: content search 400 ms). */
  unitContentSearchDebounceMs: 400,
} as const;

/** ILT course authoring (002 sections 5 and 9): apart, as only the course screens read them. */
export const courseLimits = {
  /** Name 2–100, short name 2–20, course_id 1–200, external ids 2–300. */
  courseNameLength: { min: 2, max: 100 },
  courseShortNameLength: { min: 2, max: 20 },
  courseIdLength: { min: 1, max: 200 },
  /** "2 up to the description limit (value not shown)": the authoring description limit. */
  courseDescriptionLength: { min: 2, max: 1000 },
  externalCourseIdLength: { min: 2, max: 300 },
  /** A session day's minutes field takes 0 to 60; 60 rolls into one more hour (002 section 5). */
  courseDayMinutesMax: 60,
  /** Ours: bounds on the hours of one session day and on a class size. */
  courseDayHoursMax: 24,
  courseClassSizeMax: 10_000,
  /** Manage ILT courses: 25 per page (002 section 9). */
  coursePageSize: 25,
  /** The SCORM upload's existing-course check waits this long after typing stops (002 section 5). */
  scormCourseIdCheckDebounceMs: 250,
  /** Ours: the largest SCORM package an upload takes. */
  scormMaxBytes: 100 * 1024 * 1024,
} as const;
