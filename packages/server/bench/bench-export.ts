/**
 * `npm run bench:export`: the heaviest export at company scale (issue 10: "exporting 100,000 rows keeps the
 * server under 300 MB resident and finishes within 30 seconds"). Loads the benchmark data set
 * (load-scale-data.ts) with one manager leading every learner, so the team report's learner level holds about
 * 100,000 rows, and segment 1 assigned to every user, then exports both (GET /report/manager/{id}/export: the
 * learners sorted in SQL once, the list's order, then read page by page; GET /segment/{id}/assignment/export: read
 * page by page) as CSV and as XLSX through the export service as the routes do (the existence check, the job, the
 * file written a page at a time into the database), measuring wall time and this process's resident memory
 * (sampled every 50 ms; the high-water mark the kernel keeps is printed too).
 *
 * On the PostgreSQL of DATABASE_URL (a schema of its own, as the other benchmarks), the process holds only the
 * server; without it, on the embedded PGlite in memory, where the process also holds the database (its resident
 * memory is printed before the export, so the export's own growth can be told apart). Sizes: BENCH_LEARNERS
 * (102,042 here: all but 2,042 are enabled learners, so 100,000 rows), BENCH_COMPLETIONS (500,000 here; the scores
 * they give do not change the export's work); BENCH_REUSE=1 exports the data the previous run loaded
 * (DATABASE_URL only). Installs nothing.
 */
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import {
  assignmentExportFields,
  type ExportFormat,
  Role,
  reportExportFields,
  reportExportQuerySchema,
} from '@segno/domain';
import type { Database } from '../src/db/database';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { createExportService, type ExportKindName } from '../src/services/export-service';
import { assignmentExportParams } from '../src/services/exports/assignment-export';
import type { ExportParams } from '../src/services/exports/export-kind';
import { createReportExportAccess, reportExportParams } from '../src/services/exports/report-export';
import { runScaleBenchmark } from './bench-database';
import { loadScaleData, type ScaleSize } from './load-scale-data';
import { printLine } from './timing';

const benchSchema = 'segno_bench_export';
/** User 1 is not a learner in the scale data (1 in 100 is not): it leads every learner and asks for the file. */
const managerId = 1;
const targets = { seconds: 30, megabytes: 300 };

process.env.BENCH_LEARNERS ??= '102042';
process.env.BENCH_COMPLETIONS ??= '500000';

const megabytes = (bytes: number) => bytes / 1024 / 1024;

/** Samples this process's resident memory every `everyMs` until stopped; answers the highest sample. */
function sampleResidentMemory(everyMs: number) {
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, everyMs);
  return () => {
    clearInterval(timer);
    return Math.max(peak, process.memoryUsage().rss);
  };
}

async function leadEveryLearner(db: Database): Promise<void> {
  await db.exec(
    `UPDATE app_user SET manager_id = CASE WHEN id = ${managerId} THEN NULL ELSE ${managerId} END;`,
  );
  await db.exec('VACUUM ANALYZE app_user;');
}

/** Segment 1's saved assignment picks every active user (criterion type 0): about as many rows, read by pages. */
async function assignEveryone(db: Database): Promise<void> {
  await db.exec(`
    DELETE FROM assignment_criterion WHERE assignment_id IN
      (SELECT id FROM assignment WHERE object_type = 'segment' AND object_id = 1);
    DELETE FROM assignment_user WHERE assignment_id IN
      (SELECT id FROM assignment WHERE object_type = 'segment' AND object_id = 1);
    DELETE FROM assignment WHERE object_type = 'segment' AND object_id = 1;
    WITH saved AS (INSERT INTO assignment (object_type, object_id) VALUES ('segment', 1) RETURNING id)
    INSERT INTO assignment_criterion (assignment_id, position, type, operator, value)
      SELECT id, 0, 0, 0, '' FROM saved;`);
}

type Exported = { name: string; kind: ExportKindName; params: ExportParams; fields: readonly string[] };

const requester = { userId: managerId, roles: [Role.segmentAdmin] };
const formats = ['csv', 'xls'] as const satisfies readonly ExportFormat[];

const teamQuery = reportExportQuerySchema.parse({ sort_column: 'score-desc' });

const exportCases: Exported[] = [
  {
    name: 'report /report/manager/{id}/export (sorted in SQL, read page by page)',
    kind: 'report',
    params: reportExportParams(requester, { level: 'team', managerId }, teamQuery),
    fields: reportExportFields,
  },
  {
    name: 'assignment /segment/{id}/assignment/export (read page by page)',
    kind: 'assignment',
    params: assignmentExportParams('segment', 1),
    fields: assignmentExportFields,
  },
];

/** Exports one case in one format, as the route does; true when both targets are met. */
async function exportOnce(db: Database, exported: Exported, format: ExportFormat): Promise<boolean> {
  const exports = createExportService({ orm: db.orm, now: () => new Date() });
  const before = process.memoryUsage().rss;
  const stopSampling = sampleResidentMemory(50);
  const started = performance.now();
  // What the route does: the report's access check, the existence check, the job, then the file written after
  // the answer.
  if (exported.kind === 'report') {
    const refusal = await createReportExportAccess(db).refusal(
      { ...requester, username: 'bench', tokenHash: '' },
      { level: 'team', managerId },
    );
    if (refusal) throw new Error(`The team report is refused: ${refusal.refusal}`);
  }
  if (!(await exports.exists(exported.kind, exported.params)))
    throw new Error(`Nothing in ${exported.name}.`);
  const job = await exports.request(
    requester.userId,
    exported.kind,
    exported.params,
    format,
    exported.fields,
  );
  await exports.run(job.id);
  const seconds = (performance.now() - started) / 1000;
  const peak = stopSampling();
  const done = await exports.status(requester.userId, job.file);
  if (!done?.completed) throw new Error(`The ${format} export failed: ${done?.error ?? 'no job'}`);
  const file = await exports.download(requester.userId, job.file);
  const isFast = seconds < targets.seconds;
  const isSmall = megabytes(peak) < targets.megabytes;
  printLine(
    `  ${format}: ${done.rows} rows, ${megabytes(file?.byteSize ?? 0).toFixed(1)} MB file in ${seconds.toFixed(1)} s ` +
      `(target < ${targets.seconds} s: ${isFast ? 'met' : 'MISSED'}); resident memory ${megabytes(before).toFixed(0)} MB ` +
      `before, peak ${megabytes(peak).toFixed(0)} MB (target < ${targets.megabytes} MB: ${isSmall ? 'met' : 'MISSED'}); ` +
      `process high-water mark ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
  return isFast && isSmall;
}

/** The benchmark schema's URL, as runScaleBenchmark opens it. */
function schemaUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${benchSchema}`);
  return url.toString();
}

/**
 * Each export in a fresh process of its own (this script again, with BENCH_EXPORT_CASE), as a server that has
 * just started: memory one export leaves behind would otherwise count against the next.
 */
async function exportEachInItsOwnProcess(db: Database): Promise<void> {
  await assignEveryone(db);
  for (const [index, exported] of exportCases.entries()) {
    printLine(exported.name);
    for (const format of formats) {
      const child = fork(fileURLToPath(import.meta.url), [], {
        env: { ...process.env, BENCH_EXPORT_CASE: `${index}:${format}` },
        execArgv: process.execArgv,
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      if (code !== 0) process.exitCode = 1;
    }
  }
}

/** The child's part: one export on the benchmark schema. */
async function runCase(databaseUrl: string, caseName: string): Promise<void> {
  const [index, format] = caseName.split(':');
  const exported = exportCases[Number(index)];
  if (!exported || (format !== 'csv' && format !== 'xls')) throw new Error(`No such case: ${caseName}`);
  const db = await openDatabase({ databaseUrl: schemaUrl(databaseUrl) });
  try {
    if (!(await exportOnce(db, exported, format))) process.exitCode = 1;
  } finally {
    await db.close();
  }
}

/** Without DATABASE_URL: the embedded PGlite, in memory, in this process; the exports one after the other. */
async function runEmbedded(size: ScaleSize): Promise<void> {
  printLine('DATABASE_URL is not set: exporting from the embedded PGlite (in memory, in this process).');
  const db = await openDatabase({});
  try {
    await migrate(db);
    printLine(`Loading ${size.learners} learners and ${size.completions} completions...`);
    const loadSeconds = await loadScaleData(db, size);
    await leadEveryLearner(db);
    await assignEveryone(db);
    printLine(`Loaded in ${loadSeconds.toFixed(1)} s`);
    for (const exported of exportCases) {
      printLine(exported.name);
      for (const format of formats) if (!(await exportOnce(db, exported, format))) process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

const databaseUrl = process.env.DATABASE_URL;
const caseName = process.env.BENCH_EXPORT_CASE;
if (databaseUrl && caseName) {
  await runCase(databaseUrl, caseName);
} else if (databaseUrl) {
  await runScaleBenchmark({
    script: 'bench:export',
    schema: benchSchema,
    requests: 1,
    loadMore: leadEveryLearner,
    time: exportEachInItsOwnProcess,
  });
} else {
  await runEmbedded({
    learners: Number(process.env.BENCH_LEARNERS),
    completions: Number(process.env.BENCH_COMPLETIONS),
  });
}
