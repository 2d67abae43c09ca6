import {
  adminSegnocodeLimits,
  normalizeSegnocode,
  type RedeemedUserColumn,
  redeemedUserColumns,
  redeemedUsersDefaultSort,
  segnocodeError,
} from '@segno/domain';
import type { RedeemedUsersSort } from '@segno/ui';

export type ReportQuery = { code: string; page: number; sort: RedeemedUsersSort };

/** The report's view as the address holds it: ?code=WELCOME1&page=2&order_by=lastName&order_dir=desc. */
export function readReportQuery(params: URLSearchParams): ReportQuery {
  const code = normalizeSegnocode(params.get('code') ?? '').slice(
    0,
    adminSegnocodeLimits.reportCodeMaxLength,
  );
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));
  const orderBy = params.get('order_by');
  const orderDir = params.get('order_dir');
  return {
    code: segnocodeError(code) ? '' : code,
    page,
    sort: {
      orderBy: redeemedUserColumns.includes(orderBy as RedeemedUserColumn)
        ? (orderBy as RedeemedUserColumn)
        : redeemedUsersDefaultSort.orderBy,
      orderDir: orderDir === 'desc' || orderDir === 'asc' ? orderDir : redeemedUsersDefaultSort.orderDir,
    },
  };
}

export function toReportParams({ code, page, sort }: ReportQuery): Record<string, string> {
  return { code, page: String(page), order_by: sort.orderBy, order_dir: sort.orderDir };
}
