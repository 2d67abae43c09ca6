import {
  adminMessages,
  adminSegnocodeLimits,
  formatMessage,
  normalizeSegnocode,
  type RedeemedUsers,
  redeemedUserColumns,
  segnocodeError,
} from '@segno/domain';
import type { ExportChoice } from '@segno/machines';
import { Alert, Button, ExportOptionsDialog, Field, fieldControlClass, RedeemedUsersTable } from '@segno/ui';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useApi } from '../../api/api-context';
import { ExportJob } from '../exports/export-job';
import { readReportQuery, toReportParams } from './segnocode-report-query';

const texts = adminMessages.segnocodes;
const pageSize = adminSegnocodeLimits.reportPageSize;
/** The export's fields: the redeemed-user report row (001 section 3), headed as the table is. */
const exportFields = redeemedUserColumns.map((value) => ({ value, label: texts.columns[value] }));

type Loaded = { state: 'loading' | 'failed' } | { state: 'ready'; answer: RedeemedUsers };

/**
 * /segment-admin/segnocode-report (001 sections 2 and 7): the admin types a code (at most 10 characters) and
 * sees who redeemed it, 20 a page, sortable by every column (default external id ascending). The code, page
 * and sort live in the address so a view can be shared or reloaded. Export (001 section 7) asks for the file
 * type and fields, then follows the export job in the download pop-up.
 */
export function SegnocodeReportPage() {
  const api = useApi();
  const [params, setParams] = useSearchParams();
  const query = readReportQuery(params);
  const [typed, setTyped] = useState(query.code);
  const [fieldError, setFieldError] = useState<string>();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  /** The export being followed; a new one gets a new id (and a fresh machine). */
  const [exportRun, setExportRun] = useState<{ id: number; code: string; choice: ExportChoice }>();
  const closeExport = useCallback(() => setExportRun(undefined), []);
  const { code, page } = query;
  const { orderBy, orderDir } = query.sort;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt (Try again) asks for the same page again
  useEffect(() => {
    if (code === '') return;
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    api
      .getRedeemedUsers(
        code,
        { _limit: pageSize, _offset: (page - 1) * pageSize, order_by: orderBy, order_dir: orderDir },
        controller.signal,
      )
      .then((answer) => setLoaded({ state: 'ready', answer }))
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed' });
      });
    return () => controller.abort();
  }, [api, code, page, orderBy, orderDir, attempt]);

  function show(event: FormEvent) {
    event.preventDefault();
    const next = normalizeSegnocode(typed);
    const error = segnocodeError(next);
    setFieldError(error);
    if (error) return;
    setParams(toReportParams({ code: next, page: 1, sort: query.sort }));
  }

  const answer = loaded.state === 'ready' ? loaded.answer : undefined;

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-semibold">{texts.reportTitle}</h1>
      <form
        noValidate
        onSubmit={show}
        className="flex flex-wrap items-start gap-2"
        aria-label={texts.reportTitle}
      >
        <Field
          slot="segnocode-report-code"
          label={texts.reportCodeLabel}
          description={texts.reportIntro}
          errorText={fieldError}
          className="min-w-0 max-w-xs flex-1 basis-48"
        >
          {(control) => (
            <input
              {...control}
              value={typed}
              maxLength={adminSegnocodeLimits.reportCodeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={`${fieldControlClass} font-mono tracking-wider uppercase`}
              onChange={(event) => {
                setTyped(event.target.value.replace(/\s+/g, '').toUpperCase());
                setFieldError(undefined);
              }}
            />
          )}
        </Field>
        <Button type="submit" className="mt-6" disabled={typed.trim() === ''}>
          {texts.reportShow}
        </Button>
      </form>
      {code !== '' && answer?.error === 1 && <Alert tone="warning">{answer.msg || texts.unknownCode}</Alert>}
      {code !== '' && answer?.error !== 1 && (
        <section aria-label={formatMessage(texts.reportCaption, { code })} className="grid gap-3">
          {answer?.content && (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm">
                {formatMessage(texts.reportContent, { name: answer.content.name, count: answer.count })}
              </p>
              {answer.count > 0 && (
                <ExportOptionsDialog
                  fields={exportFields}
                  trigger={
                    <Button variant="outline" disabled={exportRun !== undefined}>
                      {adminMessages.exports.open}
                    </Button>
                  }
                  onExport={(choice) => setExportRun((run) => ({ id: (run?.id ?? 0) + 1, code, choice }))}
                />
              )}
            </div>
          )}
          <RedeemedUsersTable
            code={code}
            rows={answer?.data ?? []}
            total={answer?.count ?? 0}
            page={page}
            onPageChange={(next) => setParams(toReportParams({ ...query, page: next }))}
            sort={query.sort}
            onSortChange={(sort) => setParams(toReportParams({ ...query, page: 1, sort }))}
            state={loaded.state}
            onRetry={() => setAttempt((count) => count + 1)}
          />
        </section>
      )}
      {exportRun && (
        <ExportJob
          key={exportRun.id}
          choice={exportRun.choice}
          requestExport={(choice) => api.requestSegnocodeExport(exportRun.code, choice)}
          onClose={closeExport}
        />
      )}
    </div>
  );
}
