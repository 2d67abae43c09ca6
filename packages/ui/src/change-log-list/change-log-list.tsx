import { adminMessages, authoringLimits, formatDate, formatIsoDate, messages } from '@segno/domain';
import type { ReactNode } from 'react';
import { Alert } from '../alert';
import { EmptyState } from '../empty-state';
import { cn } from '../lib/cn';
import { Pagination } from '../pagination';
import { Skeleton } from '../skeleton';
import { type ChangeLogEntry, changeLogEntryText } from './change-log-text';

export type ChangeLogListProps = {
  /** The page's lines, newest first. */
  entries: readonly ChangeLogEntry[];
  /** How many lines there are over every page. */
  total: number;
  /** The current page, 1-based. */
  page: number;
  /** Called with the page asked for. */
  onPageChange: (page: number) => void;
  /** Lines per page (001 section 9: 5). */
  pageSize?: number;
  /** 'loading' shows placeholders, 'failed' an alert; 'ready' the lines. */
  state: 'loading' | 'ready' | 'failed';
  /** Names the list; the step's title by default. */
  label?: string;
  /** Replaces the failure message. */
  errorMessage?: string;
  className?: string;
};

/** The wizards' change-log step: who changed what and when, five to a page. */
export function ChangeLogList({
  entries,
  total,
  page,
  onPageChange,
  pageSize = authoringLimits.changeLogPageSize,
  state,
  label = adminMessages.wizard.steps['change-log'],
  errorMessage = messages.errors.generic,
  className,
}: ChangeLogListProps) {
  let body: ReactNode;
  if (state === 'loading')
    body = (
      <div
        role="status"
        aria-busy="true"
        aria-label={`Loading ${label.toLowerCase()}`}
        className="grid gap-3"
      >
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} lines={2} />
        ))}
      </div>
    );
  else if (state === 'failed') body = <Alert tone="danger">{errorMessage}</Alert>;
  else if (total === 0) body = <EmptyState headingLevel={3} title={adminMessages.changeLog.empty} />;
  else
    body = (
      <>
        <ul aria-label={label} className="divide-y divide-border rounded-lg border border-border">
          {entries.map((entry) => (
            <li
              key={entry.change_id}
              data-slot="change-log-entry"
              data-action={entry.action}
              className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3 text-sm"
            >
              <span className="min-w-0 break-words">{changeLogEntryText(entry)}</span>
              <time dateTime={formatIsoDate(entry.created_at)} className="text-muted-foreground">
                {formatDate(entry.created_at)}
              </time>
            </li>
          ))}
        </ul>
        <Pagination
          totalPages={Math.ceil(total / pageSize)}
          page={page}
          onPageChange={onPageChange}
          label={`${label} pages`}
        />
      </>
    );
  return (
    <div data-slot="change-log-list" data-state={state} className={cn('grid gap-3', className)}>
      {body}
    </div>
  );
}
