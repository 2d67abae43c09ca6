/**
 * Report dashboards (001 sections 2, 3 and 7): the hierarchy (overview of regions, a region's districts, a
 * district's stores, a store's learners) and a manager's team, as a list page or as the numbers the charts draw;
 * the filter list, the team list and saved views.
 *
 * Numbers (`ReportTotals`) come from the learner's own stats sources: score is the running total of the points
 * ledger (or, with `seg`, the learner's points in that segment), medals counted by level and badges earned (with
 * `seg`, those of that segment); average_score is score / learners rounded; level is `levelForScore` of the
 * average score (a learner row's level is the learner's own level). Only enabled learners (role 1) count, and a
 * learner counts in the store whose code is their location (learners without a known store count in no
 * hierarchy report, but do in their manager's team).
 */
import { reportMessages } from '../messages-reports';
import { reportLevels, reportSortColumns } from '../reports/report-columns';
import { reportLimits } from '../reports/report-limits';
import { z } from '../zod';
import { maxSqlInteger } from './integers';
import { preprocess } from './preprocess';

const texts = reportMessages.validation;

/** '' in a query string means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);
/**
 * `sort_column` as `{column}-{asc|desc}` (what `parseReportSort` reads), written as a pattern so the contract says
 * which values it takes.
 */
const reportSortPattern = new RegExp(`^(?:${reportSortColumns.join('|')})-(?:asc|desc)$`);

const optionalId = preprocess(
  blankAsMissing,
  z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(maxSqlInteger))),
);

/** The query of every report call (001 section 7). `filter_*` narrow the learners counted, at every level. */
export const reportQuerySchema = z.object({
  type: preprocess(blankAsMissing, z._default(z.enum(['list', 'graph']), 'list')),
  page_results: preprocess(
    blankAsMissing,
    z._default(
      z.coerce.number().check(z.int(), z.minimum(1), z.maximum(reportLimits.maxPageResults)),
      reportLimits.pageResults,
    ),
  ),
  page_number: preprocess(
    blankAsMissing,
    z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(maxSqlInteger)), 1),
  ),
  sort_column: preprocess(
    blankAsMissing,
    z._default(z.string().check(z.regex(reportSortPattern, texts.sortColumnInvalid)), 'name-asc'),
  ),
  filter_region: optionalId,
  filter_district: optionalId,
  filter_store: optionalId,
  /** Learners who subscribed themselves (self) or were assigned (auto): to `seg`, or to any segment without it. */
  filter_subscription: preprocess(blankAsMissing, z.optional(z.enum(['self', 'auto']))),
  /** A segment: score, medals and badges count that segment only. */
  seg: optionalId,
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

export const reportTotalsSchema = z.object({
  learners: z.int().check(z.minimum(0)),
  score: z.int(),
  average_score: z.int(),
  level: z.int().check(z.minimum(1)),
  gold: z.int().check(z.minimum(0)),
  silver: z.int().check(z.minimum(0)),
  bronze: z.int().check(z.minimum(0)),
  badges: z.int().check(z.minimum(0)),
});
export type ReportTotals = z.infer<typeof reportTotalsSchema>;

/**
 * One row (001 section 3, Report rows): a region, district or store (its ids down to itself), or a learner (their
 * store's ids when known, their manager). `name` is the row's label: region, district or store name, or the
 * learner's first and last name.
 */
export const reportRowSchema = z.object({
  region_id: z.nullable(z.int()),
  district_id: z.nullable(z.int()),
  store_id: z.nullable(z.int()),
  user_id: z.nullable(z.int()),
  manager_id: z.nullable(z.int()),
  manager_name: z.nullable(z.string()),
  name: z.string(),
  totals: reportTotalsSchema,
});
export type ReportRow = z.infer<typeof reportRowSchema>;

const placeSchema = z.object({ id: z.int(), name: z.string() });

/** Where the report is, for breadcrumbs: null above the level. */
export const reportScopeSchema = z.object({
  region: z.nullable(placeSchema),
  district: z.nullable(placeSchema),
  store: z.nullable(z.extend(placeSchema, { code: z.string() })),
  manager: z.nullable(placeSchema),
});
export type ReportScope = z.infer<typeof reportScopeSchema>;

const reportHeadSchema = z.object({
  level: z.enum(reportLevels),
  scope: reportScopeSchema,
  /** Every row of the report summed (all pages). */
  totals: reportTotalsSchema,
});

/** type=list: one page of rows, sorted; `total` rows in all. */
export const reportListSchema = z.extend(reportHeadSchema, {
  type: z.literal('list'),
  data: z.array(reportRowSchema),
  total: z.int().check(z.minimum(0)),
  page_number: z.int().check(z.minimum(1)),
  page_results: z.int().check(z.minimum(1)),
  sort_column: z.string(),
});
export type ReportList = z.infer<typeof reportListSchema>;

/**
 * type=graph: what the three charts draw, compact.
 * - medals: the medal distribution (the report's gold, silver and bronze medals).
 * - scores: score by row (region, district, store or learner; every row, in the list's sort order): the bar
 *   chart of "score by region or store".
 * - completions: completion over time, one point per calendar month (UTC, `YYYY-MM`), the last
 *   `reportLimits.completionMonths` months oldest first, the current month last, months without completions
 *   as 0. It counts every completion of the report's learners (`seg` does not narrow it).
 */
export const reportGraphSchema = z.extend(reportHeadSchema, {
  type: z.literal('graph'),
  medals: z.object({
    gold: z.int().check(z.minimum(0)),
    silver: z.int().check(z.minimum(0)),
    bronze: z.int().check(z.minimum(0)),
  }),
  scores: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      learners: z.int().check(z.minimum(0)),
      score: z.int(),
      average_score: z.int(),
    }),
  ),
  completions: z.array(
    z.object({
      month: z.string().check(z.regex(/^\d{4}-\d{2}$/)),
      completions: z.int().check(z.minimum(0)),
    }),
  ),
});
export type ReportGraph = z.infer<typeof reportGraphSchema>;

export const reportSchema = z.discriminatedUnion('type', [reportListSchema, reportGraphSchema]);
export type Report = z.infer<typeof reportSchema>;

/** GET /report/filter: the options of one filter, 25 at a time (001 section 7: "grows 25 at a time"). */
export const reportFilterQuerySchema = z.object({
  kind: z.enum(['region', 'district', 'store']),
  /** Districts of this region, stores of this region. */
  filter_region: optionalId,
  /** Stores of this district. */
  filter_district: optionalId,
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    reportLimits.filterPageSize,
  ),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
});
export type ReportFilterQuery = z.output<typeof reportFilterQuerySchema>;

/** By name; stores carry their code. */
export const reportFilterListSchema = z.object({
  data: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      code: z.nullable(z.string()),
      parent_id: z.nullable(z.int()),
    }),
  ),
  total: z.int().check(z.minimum(0)),
});
export type ReportFilterList = z.infer<typeof reportFilterListSchema>;

/** GET /report/team: the teams the user may open (all managers for reporting users; a manager's own). */
export const reportTeamQuerySchema = z.object({
  _limit: z._default(
    z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)),
    reportLimits.filterPageSize,
  ),
  _offset: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(maxSqlInteger)), 0),
});
export type ReportTeamQuery = z.output<typeof reportTeamQuerySchema>;

/** By manager name; learners: the enabled learners who report to the manager. */
export const reportTeamListSchema = z.object({
  data: z.array(
    z.object({
      manager_id: z.int(),
      manager_name: z.string(),
      learners: z.int().check(z.minimum(0)),
    }),
  ),
  total: z.int().check(z.minimum(0)),
});
export type ReportTeamList = z.infer<typeof reportTeamListSchema>;

const viewName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, texts.viewNameRequired),
    z.maxLength(reportLimits.viewNameMax, texts.viewNameTooLong),
  );

/** A report page's hash path and query (001 section 2 routes). */
const reportUrl = z
  .string()
  .check(
    z.maxLength(reportLimits.viewUrlMax, texts.viewUrlInvalid),
    z.regex(
      /^\/(report-dashboard\/(overview|region\/\d+(\/district\/\d+(\/store\/\d+)?)?)|team-reporting\/\d+)(\?[^#\s]*)?$/,
      texts.viewUrlInvalid,
    ),
  );

const breadcrumbSchema = z.object({ label: z.string().check(z.maxLength(200)), url: reportUrl });

/**
 * POST /report/saved and PUT /report/saved/{id} (001 section 2: "name, url, filters, breadcrumbs"). Names are
 * unique per user without regard to case. Saving under a name the user already has answers 409 with
 * `reportMessages.replaceViewQuestion`; the client asks that question and, on OK, sends the same POST with
 * `replace: true`, which overwrites the view of that name (keeping its view_id).
 */
export const reportViewSaveSchema = z.object({
  name: viewName,
  url: reportUrl,
  filters: z._default(z.record(z.string().check(z.maxLength(50)), z.string().check(z.maxLength(200))), {}),
  breadcrumbs: z._default(
    z.array(breadcrumbSchema).check(z.maxLength(reportLimits.viewBreadcrumbsMax, texts.tooManyBreadcrumbs)),
    [],
  ),
  replace: z._default(z.boolean(), false),
});
export type ReportViewSave = z.output<typeof reportViewSaveSchema>;

export const reportViewSchema = z.object({
  view_id: z.int(),
  name: z.string(),
  url: z.string(),
  filters: z.record(z.string(), z.string()),
  breadcrumbs: z.array(z.object({ label: z.string(), url: z.string() })),
  created_at: z.date(),
  updated_at: z.date(),
});
export type ReportView = z.infer<typeof reportViewSchema>;

/** GET /report/saved: the user's views, most recently saved first (the client shows 2, then expands). */
export const reportViewListSchema = z.object({ data: z.array(reportViewSchema) });
export type ReportViewList = z.infer<typeof reportViewListSchema>;
