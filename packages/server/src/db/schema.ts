/**
 * The query layer's view of the tables. The SQL migrations in `packages/server/migrations` are the source of
 * truth (constraints, indexes, defaults); this file mirrors their columns so queries are typed.
 */
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
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
});

export const session = pgTable('session', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull(),
  createdAt: timestampColumn('created_at').notNull(),
  lastSeenAt: timestampColumn('last_seen_at').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
  endedAt: timestampColumn('ended_at'),
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
