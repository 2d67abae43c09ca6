/**
 * The query layer's view of the tables. The SQL migrations in `packages/server/migrations` are the source of
 * truth (constraints, indexes, defaults); this file mirrors their columns so queries are typed.
 */
import {
  bigint,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const timestampColumn = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type UserPrefs = { show_redesign_splash: boolean };

export const appUser = pgTable('app_user', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  roles: integer('roles').array().notNull(),
  isGenericUser: boolean('is_generic_user').notNull().default(false),
  onTheClock: boolean('on_the_clock'),
  profileImg: text('profile_img'),
  loginssoUrl: text('loginsso_url'),
  userPrefs: jsonb('user_prefs').$type<UserPrefs>().notNull(),
  managerId: integer('manager_id'),
  isDisabled: boolean('is_disabled').notNull().default(false),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  /** The company e-mail (0012), unique without regard to case. */
  email: text('email'),
  /** Assignment criteria (0017): a store code, a department and a job code; null where unknown. */
  location: text('location'),
  department: text('department'),
  jobCode: text('job_code'),
});

export const session = pgTable('session', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
  lastSeenAt: timestampColumn('last_seen_at').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
  endedAt: timestampColumn('ended_at'),
});

/** Refused password sign-ins by account and client address (0027): the sign-in throttle counts them. */
export const loginFailure = pgTable('login_failure', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  username: text('username').notNull(),
  address: text('address').notNull(),
  failedAt: timestampColumn('failed_at').notNull(),
});

export const setting = pgTable('setting', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const category = pgTable('category', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const segment = pgTable('segment', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  imageFile: text('image_file'),
  startDate: timestampColumn('start_date'),
  expirationDate: timestampColumn('expiration_date'),
  contentLastChanged: timestampColumn('content_last_changed'),
  /** Admin authoring (0012): the segment's possible points, which no published medal may exceed. */
  maxPoints: integer('max_points').notNull().default(150),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

export const medal = pgTable('medal', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  segmentId: integer('segment_id').notNull(),
  level: smallint('level').notNull(),
  pointsNeeded: integer('points_needed').notNull(),
  status: smallint('status').notNull(),
});

export const badge = pgTable('badge', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  segmentId: integer('segment_id'),
  status: smallint('status').notNull(),
  /** Scoring engine (0002): a badge tied to a medal is earned with it. */
  medalId: integer('medal_id'),
  /** Badge authoring (0014): the segment's basic info, and when it was made and last changed. */
  shortName: text('short_name').notNull().default(''),
  description: text('description').notNull().default(''),
  imageFile: text('image_file'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  /** The notifications step (0020): whether the reward pop-up announces it, and its message there. */
  notifyOnEarn: boolean('notify_on_earn').notNull().default(true),
  notificationText: text('notification_text').notNull().default(''),
});

export const userMedal = pgTable(
  'user_medal',
  {
    userId: integer('user_id').notNull(),
    medalId: integer('medal_id').notNull(),
    earnedAt: timestampColumn('earned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.medalId] })],
);

export const userBadge = pgTable(
  'user_badge',
  {
    userId: integer('user_id').notNull(),
    badgeId: integer('badge_id').notNull(),
    earnedAt: timestampColumn('earned_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.badgeId] })],
);

export const pointAward = pgTable('point_award', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  segmentId: integer('segment_id'),
  points: integer('points').notNull(),
  awardedAt: timestampColumn('awarded_at').notNull(),
  /** Scoring engine (0002): the completion that earned the points. */
  contentId: integer('content_id'),
  completionId: bigint('completion_id', { mode: 'number' }),
});

export const rankSnapshot = pgTable(
  'rank_snapshot',
  {
    userId: integer('user_id').notNull(),
    /** A calendar day, `YYYY-MM-DD`. */
    snapshotDate: date('snapshot_date', { mode: 'string' }).notNull(),
    rank: integer('rank').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.snapshotDate] })],
);

export const schemaMigration = pgTable('schema_migration', {
  version: text('version').primaryKey(),
  appliedAt: timestampColumn('applied_at').notNull().defaultNow(),
});

// Scoring engine (migration 0002): seglets, content, completions, activities, subscriptions, running totals.

export const seglet = pgTable('seglet', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** Empty until the seglet is put in a segment (0012). */
  segmentId: integer('segment_id'),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  status: smallint('status').notNull(),
  shortName: text('short_name').notNull().default(''),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  // Launch and expiration (0016)
  startDate: timestampColumn('start_date'),
  expirationDate: timestampColumn('expiration_date'),
});

export const content = pgTable('content', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  type: smallint('type').notNull(),
  points: integer('points').notNull(),
  status: smallint('status').notNull(),
  recurrence: text('recurrence').$type<'never' | 'every_year' | 'every_x_years'>().notNull(),
  recurrenceYears: smallint('recurrence_years'),
  startDate: timestampColumn('start_date'),
  thumbnailUrl: text('thumbnail_url'),
  timesViewed: integer('times_viewed').notNull().default(0),
  rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
  segmentId: integer('segment_id'),
  segletId: integer('seglet_id'),
  shortName: text('short_name'),
  subType: text('sub_type'),
  url: text('url'),
  isExtUrl: boolean('is_ext_url').notNull().default(false),
  body: text('body'),
  expertise: smallint('expertise'),
  language: text('language').notNull().default('english'),
  estimatedMinutes: integer('estimated_minutes'),
  segnocode: text('segnocode'),
  segnocodeGenMode: smallint('segnocode_gen_mode'),
  /** NULL: all prerequisites; n > 0: any n of them. */
  prerequisiteRule: smallint('prerequisite_rule'),
  checklistId: integer('checklist_id'),
  courseId: integer('course_id'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  // Admin authoring (0012)
  imageFile: text('image_file'),
  objectType: text('object_type')
    .$type<'content' | 'complianceContent' | 'contentPart'>()
    .notNull()
    .default('content'),
  contentOwnerUserId: integer('content_owner_user_id'),
  preferredBrowser: text('preferred_browser').$type<'all' | 'chrome' | 'ie'>().notNull().default('all'),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
  // Launch and expiration (0016)
  expirationDate: timestampColumn('expiration_date'),
  // search_vector is generated by the database (migration 0006) and only read through SQL.
});

export const badgeContent = pgTable(
  'badge_content',
  { badgeId: integer('badge_id').notNull(), contentId: integer('content_id').notNull() },
  (table) => [primaryKey({ columns: [table.badgeId, table.contentId] })],
);

export const completion = pgTable('completion', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  contentId: integer('content_id').notNull(),
  completedAt: timestampColumn('completed_at').notNull(),
  pointsAwarded: integer('points_awarded').notNull(),
});

export const activity = pgTable('activity', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  type: text('type').$type<'Points' | 'Medal' | 'Badge' | 'Level'>().notNull(),
  date: timestampColumn('date').notNull(),
  segmentId: integer('segment_id'),
  segmentName: text('segment_name'),
  points: integer('points').notNull(),
  description: text('description').notNull(),
  contentId: integer('content_id'),
  medalId: integer('medal_id'),
  badgeId: integer('badge_id'),
  level: integer('level'),
});

export const activityLike = pgTable(
  'activity_like',
  {
    activityId: bigint('activity_id', { mode: 'number' }).notNull(),
    userId: integer('user_id').notNull(),
    likedAt: timestampColumn('liked_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.activityId, table.userId] })],
);

export const userSegment = pgTable(
  'user_segment',
  {
    userId: integer('user_id').notNull(),
    segmentId: integer('segment_id').notNull(),
    isSubscribed: boolean('is_subscribed').notNull(),
    isAssigned: boolean('is_assigned').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.segmentId] })],
);

export const recommendationDismissal = pgTable(
  'recommendation_dismissal',
  {
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    kind: text('kind').$type<'recommended' | 'popular'>().notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.kind, table.contentId] })],
);

/** Running totals of the ledger, written in the ledger insert's transaction. */
export const learnerScore = pgTable('learner_score', {
  userId: integer('user_id').primaryKey(),
  score: integer('score').notNull(),
  /** The learner is ranked (enabled, learner role); kept by triggers (0007), never written by queries. */
  isRanked: boolean('is_ranked').notNull().default(false),
});

/** The number of active learners (rank_out_of), kept exact by triggers on app_user (0005); one row. */
export const rankedLearnerCount = pgTable('ranked_learner_count', {
  isOnlyRow: boolean('is_only_row').primaryKey(),
  learners: integer('learners').notNull(),
});

/** How many ranked running totals (learner_score with is_ranked) hold each score; kept by triggers (0031). */
export const rankedScoreCount = pgTable('ranked_score_count', {
  score: integer('score').primaryKey(),
  learners: integer('learners').notNull(),
});

export const segmentScore = pgTable(
  'segment_score',
  {
    userId: integer('user_id').notNull(),
    segmentId: integer('segment_id').notNull(),
    score: integer('score').notNull(),
    /** As learner_score.is_ranked. */
    isRanked: boolean('is_ranked').notNull().default(false),
  },
  (table) => [primaryKey({ columns: [table.userId, table.segmentId] })],
);

/** As ranked_score_count, per segment (segment_score with is_ranked); kept by triggers (0031). */
export const segmentRankedScoreCount = pgTable(
  'segment_ranked_score_count',
  {
    segmentId: integer('segment_id').notNull(),
    score: integer('score').notNull(),
    learners: integer('learners').notNull(),
  },
  (table) => [primaryKey({ columns: [table.segmentId, table.score] })],
);

// Plans list, system alert, feedback, content requests, uploads (0003, issue 4 S2)

export const plan = pgTable('plan', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  planName: text('plan_name').notNull(),
  planShortName: text('plan_short_name').notNull(),
  objectType: text('object_type').$type<'standard' | 'compliancePlan'>().notNull(),
  status: smallint('status').notNull(),
  dueDate: timestampColumn('due_date'),
  contentTotal: integer('content_total').notNull().default(0),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  // 0008: description, due-date duration (days), compliance targets switch, publication date.
  planDescription: text('plan_description').notNull().default(''),
  dueDurationDays: integer('due_duration_days'),
  useMonthlyTargets: boolean('use_monthly_targets').notNull().default(false),
  publishedAt: timestampColumn('published_at'),
  // 0022: the admin's basic-info fields and the last save.
  planImageUrl: text('plan_image_url'),
  planIsPublic: boolean('plan_is_public').notNull().default(true),
  businessUnitId: integer('business_unit_id'),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

export const userPlan = pgTable(
  'user_plan',
  {
    userId: integer('user_id').notNull(),
    planId: integer('plan_id').notNull(),
    isSubscribed: boolean('is_subscribed').notNull().default(false),
    isAssigned: boolean('is_assigned').notNull().default(false),
    unitPointer: integer('unit_pointer'),
    completed: integer('completed').notNull().default(0),
    /** 0008: when the learner got the plan; a duration due date counts from it. */
    startedAt: timestampColumn('started_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.planId] })],
);

export const alert = pgTable('alert', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** varchar(200) in the migration. */
  text: text('text').notNull(),
  isActive: boolean('is_active').notNull().default(false),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

export const alertDismissal = pgTable(
  'alert_dismissal',
  {
    userId: integer('user_id').notNull(),
    alertId: integer('alert_id').notNull(),
    dismissedAt: timestampColumn('dismissed_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.alertId] })],
);

export const feedback = pgTable('feedback', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  comment: text('comment').notNull(),
  topic: text('topic').notNull(),
  rating: smallint('rating'),
  browser: text('browser'),
  os: text('os'),
  referrer: text('referrer'),
  pageUrl: text('page_url'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

export const contentRequest = pgTable('content_request', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  comment: text('comment').notNull(),
  type: text('type'),
  pageUrl: text('page_url'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

export const upload = pgTable('upload', {
  name: text('name').primaryKey(),
  userId: integer('user_id').notNull(),
  mediaType: text('media_type').notNull(),
  byteSize: integer('byte_size').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

// Finding and taking learning (migration 0006): courses, checklists, prerequisites, categories, ratings, codes.

export const course = pgTable('course', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  status: smallint('status').notNull(),
});

export const checklist = pgTable('checklist', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const checklistItem = pgTable('checklist_item', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  checklistId: integer('checklist_id').notNull(),
  position: integer('position').notNull(),
  label: text('label').notNull(),
});

export const contentPrerequisite = pgTable(
  'content_prerequisite',
  { contentId: integer('content_id').notNull(), prerequisiteId: integer('prerequisite_id').notNull() },
  (table) => [primaryKey({ columns: [table.contentId, table.prerequisiteId] })],
);

export const contentCategory = pgTable(
  'content_category',
  { contentId: integer('content_id').notNull(), categoryId: integer('category_id').notNull() },
  (table) => [primaryKey({ columns: [table.contentId, table.categoryId] })],
);

export const contentRating = pgTable(
  'content_rating',
  {
    userId: integer('user_id').notNull(),
    contentId: integer('content_id').notNull(),
    value: smallint('value').notNull(),
    ratedAt: timestampColumn('rated_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.userId] })],
);

export const segnocode = pgTable('segnocode', {
  code: text('code').primaryKey(),
  contentId: integer('content_id').notNull(),
  expiresAt: timestampColumn('expires_at'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

export const segnocodeRedemption = pgTable(
  'segnocode_redemption',
  {
    code: text('code').notNull(),
    userId: integer('user_id').notNull(),
    redeemedAt: timestampColumn('redeemed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.code, table.userId] })],
);

export const userChecklist = pgTable('user_checklist', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  contentId: integer('content_id').notNull(),
  checkedItemIds: integer('checked_item_ids').array().notNull(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

// Learning plans made of units (0008, issue 6).
export const planMonthlyTarget = pgTable(
  'plan_monthly_target',
  {
    planId: integer('plan_id').notNull(),
    monthId: smallint('month_id').notNull(),
    targetPercent: numeric('target_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.monthId] })],
);

export const unit = pgTable('unit', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(2),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  expirationDate: timestampColumn('expiration_date'),
  /** Unit authoring (0021): the editor's list view (unit_list_data), as sent. */
  listData: jsonb('list_data').$type<Record<string, unknown>[]>().notNull().default([]),
});

export const unitGroup = pgTable('unit_group', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  unitId: integer('unit_id').notNull(),
  position: integer('position').notNull().default(0),
  defaultRow: integer('default_row').notNull().default(0),
  /** 0: complete all; n > 0: complete any n. */
  ruleCase: smallint('rule_case').notNull().default(0),
  /** Unit authoring (0021): the group's layout fields on the admin canvas, as sent; NULL: laid out by depth. */
  layout: jsonb('layout').$type<Record<string, unknown>>(),
});

export const unitGroupParent = pgTable(
  'unit_group_parent',
  { groupId: integer('group_id').notNull(), parentGroupId: integer('parent_group_id').notNull() },
  (table) => [primaryKey({ columns: [table.groupId, table.parentGroupId] })],
);

export const unitContent = pgTable(
  'unit_content',
  {
    unitId: integer('unit_id').notNull(),
    contentId: integer('content_id').notNull(),
    /** NULL: in the sandbox side list, not placed in the tree. */
    groupId: integer('group_id'),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.unitId, table.contentId] })],
);

export const planUnit = pgTable('plan_unit', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  planId: integer('plan_id').notNull(),
  unitId: integer('unit_id').notNull(),
  position: integer('position').notNull().default(0),
  prereqTypeId: smallint('prereq_type_id').notNull().default(0),
  prereqUnitId: integer('prereq_unit_id'),
  /** Whole days. */
  prereqWaitTime: integer('prereq_wait_time'),
  prereqStartDate: timestampColumn('prereq_start_date'),
});

export const userEmployment = pgTable('user_employment', {
  userId: integer('user_id').primaryKey(),
  hireDate: timestampColumn('hire_date'),
  roleStartDate: timestampColumn('role_start_date'),
});

// A compliance plan's own contents in order (0009, issue 6).
export const planContent = pgTable(
  'plan_content',
  {
    planId: integer('plan_id').notNull(),
    contentId: integer('content_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.planId, table.contentId] })],
);

// Instructor-led training (0010, issue 7): course session data, locations, sessions, days, registrations,
// attendance. The ILT tables say ilt_ because the sign-in `session` table holds that name.
export const courseSessionData = pgTable('course', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  shortName: text('short_name').notNull().default(''),
  minClassSize: integer('min_class_size'),
  maxClassSize: integer('max_class_size'),
  /** One entry per planned day, in sort_order. */
  dayMinutes: integer('day_minutes').array().notNull().default([]),
});

export const location = pgTable('location', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const iltSession = pgTable('ilt_session', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer('course_id').notNull(),
  status: smallint('status').notNull().default(2),
  locationId: integer('location_id').notNull(),
  instructorId: integer('instructor_id').notNull(),
  maxClassSize: integer('max_class_size').notNull(),
  minClassSize: integer('min_class_size').notNull().default(0),
  /** The enrolled registrations, moved under the session's row lock (0010). */
  numberEnrolled: integer('number_enrolled').notNull().default(0),
  isComplete: boolean('is_complete').notNull().default(false),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

export const iltSessionDay = pgTable('ilt_session_day', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  sessionId: integer('session_id').notNull(),
  startDate: timestampColumn('start_date').notNull(),
  /** Minutes. */
  duration: integer('duration').notNull(),
  room: text('room').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const sessionRegistration = pgTable('session_registration', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  sessionId: integer('session_id').notNull(),
  userId: integer('user_id').notNull(),
  /** 1 Enrolled, 2 Denied, 3 Cancelled. */
  registrationTypeId: smallint('registration_type_id').$type<1 | 2 | 3>().notNull(),
  createdAt: timestampColumn('created_at').notNull(),
});

export const sessionAttendance = pgTable('session_attendance', {
  registrationId: integer('registration_id').primaryKey(),
  completionId: bigint('completion_id', { mode: 'number' }).notNull(),
  isReversible: boolean('is_reversible').notNull(),
});

// Manager approvals (0011)

export const businessUnit = pgTable('business_unit', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const responsibility = pgTable('responsibility', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  /** Null for responsibilities admins create (0018). */
  businessUnitId: integer('business_unit_id'),
});

export const userResponsibility = pgTable(
  'user_responsibility',
  {
    userId: integer('user_id').notNull(),
    responsibilityId: integer('responsibility_id').notNull(),
    isApproved: boolean('is_approved').notNull().default(false),
    approvedBy: integer('approved_by'),
    approvedAt: timestampColumn('approved_at'),
  },
  (table) => [primaryKey({ columns: [table.userId, table.responsibilityId] })],
);

/**
 * The manager's approval of a session registration: the columns 0011 added to `session_registration`, read
 * and written beside `sessionRegistration` (same table and id).
 */
export const registrationApproval = pgTable('session_registration', {
  id: integer('id').primaryKey(),
  sessionId: integer('session_id').notNull(),
  userId: integer('user_id').notNull(),
  registrationTypeId: smallint('registration_type_id').$type<1 | 2 | 3>().notNull(),
  managerApprovedAt: timestampColumn('manager_approved_at'),
  managerApprovedBy: integer('manager_approved_by'),
});

// Admin authoring (0012)

export const changeLog = pgTable('change_log', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  objectType: text('object_type')
    // 'checklist' since 0018
    .$type<'segment' | 'seglet' | 'content' | 'badge' | 'plan' | 'unit' | 'course' | 'checklist'>()
    .notNull(),
  objectId: integer('object_id').notNull(),
  userId: integer('user_id').notNull(),
  action: text('action').$type<'create' | 'update' | 'status' | 'archive'>().notNull(),
  detail: text('detail').notNull().default(''),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

// Tags (0013)

export const tag = pgTable('tag', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

export const segmentTag = pgTable(
  'segment_tag',
  { segmentId: integer('segment_id').notNull(), tagId: integer('tag_id').notNull() },
  (table) => [primaryKey({ columns: [table.segmentId, table.tagId] })],
);

export const segletTag = pgTable(
  'seglet_tag',
  { segletId: integer('seglet_id').notNull(), tagId: integer('tag_id').notNull() },
  (table) => [primaryKey({ columns: [table.segletId, table.tagId] })],
);

export const contentTag = pgTable(
  'content_tag',
  { contentId: integer('content_id').notNull(), tagId: integer('tag_id').notNull() },
  (table) => [primaryKey({ columns: [table.contentId, table.tagId] })],
);

// Export jobs (0019): the job and its file, kept in parts

/** bytea: PGlite answers Uint8Array, node-postgres Buffer (a Uint8Array too). */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const exportJob = pgTable('export_job', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  file: text('file').notNull(),
  userId: integer('user_id').notNull(),
  kind: text('kind').notNull(),
  params: jsonb('params').$type<Record<string, string | number>>().notNull(),
  format: text('format').$type<'csv' | 'xls'>().notNull(),
  fields: text('fields').array().notNull(),
  status: text('status').$type<'queued' | 'running' | 'completed' | 'failed'>().notNull().default('queued'),
  rows: integer('rows').notNull().default(0),
  total: integer('total'),
  byteSize: integer('byte_size'),
  error: text('error'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  completedAt: timestampColumn('completed_at'),
  dismissedAt: timestampColumn('dismissed_at'),
  // 0030: the lease of the server writing the job
  heartbeatAt: timestampColumn('heartbeat_at'),
});

export const exportFilePart = pgTable(
  'export_file_part',
  { jobId: integer('job_id').notNull(), part: integer('part').notNull(), bytes: bytes('bytes').notNull() },
  (table) => [primaryKey({ columns: [table.jobId, table.part] })],
);

// Launch and expiration, skills (0016)

export const skill = pgTable('skill', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const contentSkill = pgTable(
  'content_skill',
  {
    contentId: integer('content_id').notNull(),
    skillId: integer('skill_id').notNull(),
    minimumSkillLevel: smallint('minimum_skill_level').notNull(),
  },
  (table) => [primaryKey({ columns: [table.contentId, table.skillId] })],
);

// Content relationships: external content (0015)

export const contentExternal = pgTable('content_external', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  contentId: integer('content_id').notNull(),
  url: text('url').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

// Responsibilities mapped to content (0018)

export const contentResponsibility = pgTable(
  'content_responsibility',
  { contentId: integer('content_id').notNull(), responsibilityId: integer('responsibility_id').notNull() },
  (table) => [primaryKey({ columns: [table.contentId, table.responsibilityId] })],
);

// Assignments (0017)

export const assignment = pgTable('assignment', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  objectType: text('object_type').$type<'segment' | 'content' | 'plan' | 'course'>().notNull(),
  objectId: integer('object_id').notNull(),
  defaultRequired: boolean('default_required'),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

export const assignmentCriterion = pgTable('assignment_criterion', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  assignmentId: integer('assignment_id').notNull(),
  position: smallint('position').notNull(),
  type: smallint('type').notNull(),
  operator: smallint('operator').notNull(),
  value: text('value').notNull().default(''),
});

export const assignmentUser = pgTable(
  'assignment_user',
  { assignmentId: integer('assignment_id').notNull(), userId: integer('user_id').notNull() },
  (table) => [primaryKey({ columns: [table.assignmentId, table.userId] })],
);

// Plan authoring (0022): a plan's tags and its compliance responsibilities

export const planTag = pgTable(
  'plan_tag',
  { planId: integer('plan_id').notNull(), tagId: integer('tag_id').notNull() },
  (table) => [primaryKey({ columns: [table.planId, table.tagId] })],
);

export const planResponsibility = pgTable(
  'plan_responsibility',
  { planId: integer('plan_id').notNull(), responsibilityId: integer('responsibility_id').notNull() },
  (table) => [primaryKey({ columns: [table.planId, table.responsibilityId] })],
);

// ILT course authoring (0023): a course's external course ids, in the admin's order

export const courseExternal = pgTable('course_external', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  courseId: integer('course_id').notNull(),
  /** The external course id as typed (the API's external_courses[].url). */
  externalId: text('external_id').notNull(),
  sortOrder: integer('sort_order').notNull(),
});

export const scormPackage = pgTable('scorm_package', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  type: text('type').notNull(),
  courseId: text('course_id').notNull(),
  version: integer('version').notNull(),
  fileName: text('file_name').notNull(),
  byteSize: integer('byte_size').notNull(),
  uploadedBy: integer('uploaded_by').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
});

// ILT course expertise (0024): the course wizard's expertise step, on the same `course` row (no join)

export const courseExpertise = pgTable('course', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  expertise: smallint('expertise'),
});

// Report dashboards (0025): the org hierarchy, per-learner report aggregates (kept by triggers) and saved views

export const reportRegion = pgTable('report_region', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
});

export const reportDistrict = pgTable('report_district', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  regionId: integer('region_id').notNull(),
  name: text('name').notNull(),
});

export const reportStore = pgTable('report_store', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  districtId: integer('district_id').notNull(),
  /** The store code learners carry as app_user.location. */
  code: text('code').notNull(),
  name: text('name').notNull(),
});

/** Earned medals by level and badges per learner; written only by 0025's triggers. */
export const learnerAwardCount = pgTable('learner_award_count', {
  userId: integer('user_id').primaryKey(),
  gold: integer('gold').notNull(),
  silver: integer('silver').notNull(),
  bronze: integer('bronze').notNull(),
  badges: integer('badges').notNull(),
});

/** Completions per learner and calendar month (UTC); written only by 0025's triggers. */
export const learnerCompletionMonth = pgTable(
  'learner_completion_month',
  {
    userId: integer('user_id').notNull(),
    month: date('month', { mode: 'string' }).notNull(),
    completions: integer('completions').notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.month] })],
);

export const reportView = pgTable('report_view', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id').notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  filters: jsonb('filters').$type<Record<string, string>>().notNull(),
  breadcrumbs: jsonb('breadcrumbs').$type<{ label: string; url: string }[]>().notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

// Skill assessments (0026): job roles and their skills, assessments and their ratings (null rating: N/A)

export const jobRole = pgTable('job_role', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  name: text('name').notNull(),
  createdAt: timestampColumn('created_at').notNull().defaultNow(),
  updatedAt: timestampColumn('updated_at').notNull().defaultNow(),
});

export const jobRoleSkill = pgTable('job_role_skill', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  jobRoleId: integer('job_role_id').notNull(),
  skillId: integer('skill_id').notNull(),
  position: smallint('position').notNull(),
});

export const assessment = pgTable('assessment', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  jobRoleId: integer('job_role_id').notNull(),
  assesseeId: integer('assessee_id').notNull(),
  assessorId: integer('assessor_id').notNull(),
  assessorRoleId: smallint('assessor_role_id').notNull(),
  /** 'YYYY-MM-DD' */
  assessmentDate: date('assessment_date', { mode: 'string' }).notNull(),
  createdAt: timestampColumn('created_at').notNull(),
  updatedAt: timestampColumn('updated_at').notNull(),
});

export const assessmentRating = pgTable(
  'assessment_rating',
  {
    assessmentId: integer('assessment_id').notNull(),
    skillId: integer('skill_id').notNull(),
    position: smallint('position').notNull(),
    rating: smallint('rating'),
    notes: text('notes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.skillId] })],
);
