/**
 * The report export (issue 10; 001 sections 3 and 7): GET {report path}/export, the list's path with `/export`
 * after it (/report/export, /report/region/{id}/export, …/district/{id}/export, …/store/{id}/export,
 * /report/manager/{id}/export; 001 names no path, so these are ours), with the list's query (sort_column, the
 * filters, seg) plus `type` csv or xls and `fields[]`. The file holds every row of the report in the list's
 * order, page after page; `page_number` and `page_results` are ignored.
 */
import { reportNumberColumns } from '../reports/report-columns';
import { z } from '../zod';
import { reportQuerySchema } from './reports';

/** The columns a report file may hold, in file order (001 section 3, Report rows). */
export const reportExportFields = ['name', 'manager', ...reportNumberColumns] as const;
export type ReportExportField = (typeof reportExportFields)[number];

/** The report query an export reads (the list's, without its type and paging). */
export const reportExportQuerySchema = z.omit(reportQuerySchema, {
  type: true,
  page_number: true,
  page_results: true,
});
export type ReportExportQuery = z.output<typeof reportExportQuerySchema>;

/**
 * The report export's query: the report's (`reportExportQuerySchema`) with the request's `type` (csv or xls) and
 * `fields[]` (of `reportExportFields`). The server checks `type` and `fields[]` after the report's own refusals
 * (403 by `canReadReport`, 404 for an unknown place), as `exportRequestQuerySchema` would, so they are only read
 * here.
 */
export const reportExportRequestQuerySchema = z.extend(reportExportQuerySchema, {
  type: z.optional(z.string()),
  fields: z.array(z.string()),
});
