/**
 * The real server in a process of its own, started as `npm run serve` starts it (main.ts), for tests of what only
 * a process shows: a signal, a crash, a restart on the same database (issue 11, "Faults"). Its database is PGlite
 * in a data folder of its own or, when SEGNO_TEST_DATABASE_URL names a PostgreSQL server (`npm run
 * test:postgres`), a database of its own there, dropped at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { apiBasePath } from '@segno/domain';
import { type Database, openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../demo/seed';
import { pgliteDir, readServerConfig } from '../server-config';
import { type ApiClient, createApiClient } from './api-client';
import { createOwnPostgresDatabase, testPostgresUrl } from './test-database';

const repositoryRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const mainModule = fileURLToPath(new URL('../main.ts', import.meta.url));
/** What main.ts prints once it listens; the port is the one it was given, or the one it got for port 0. */
const listeningLine = /^Segno is running at http:\/\/[^/]+:(\d+)\//;
/** A loaded CI machine needs far less, but a start must not hang a test run. */
const startTimeoutMs = 60_000;
/** For a test that starts a server process or two: each start takes seconds on a loaded 2-core CI machine. */
export const serverProcessTestTimeoutMs = 120_000;

export type ServerDatabase = {
  /** The server's data folder: the PGlite files (without a database URL) and the sign-on secret. */
  dataDir: string;
  databaseUrl: string | undefined;
  /** Opens the database in the test's process; on PGlite only while no server process has it open. */
  open: () => Promise<Database>;
  remove: () => Promise<void>;
};

/** An empty database for server processes, and their data folder. */
export async function createServerDatabase(): Promise<ServerDatabase> {
  const dataDir = await mkdtemp(join(tmpdir(), 'segno-server-'));
  if (!testPostgresUrl) {
    const pgdata = pgliteDir(readServerConfig({ SEGNO_DATA_DIR: dataDir }));
    return {
      dataDir,
      databaseUrl: undefined,
      open: () => openDatabase({ dataDir: pgdata }),
      remove: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const own = await createOwnPostgresDatabase(testPostgresUrl);
  return {
    dataDir,
    databaseUrl: own.url,
    open: () => openDatabase({ databaseUrl: own.url }),
    async remove() {
      await own.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs `use` on the server's database, opened in the test's process while no server holds it (PGlite allows one). */
export async function withServerDatabase<T>(
  database: ServerDatabase,
  use: (db: Database) => Promise<T>,
): Promise<T> {
  const db = await database.open();
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/**
 * Migrates and seeds the demo data as main.ts does at its first start, in the test's process (a fresh start in a
 * server process costs the same work plus loading it), then lets `prepare` add what the test needs.
 */
export async function seedServerDatabase(
  database: ServerDatabase,
  prepare: (db: Database) => Promise<void> = async () => {},
): Promise<void> {
  await withServerDatabase(database, async (db) => {
    await migrate(db);
    await seedDemoData(db, new Date());
    await prepare(db);
  });
}

export type ProcessExit = { code: number | null; signal: NodeJS.Signals | null };

export type ServerProcess = ApiClient & {
  /** `http://127.0.0.1:<port>/api` */
  apiUrl: string;
  port: number;
  /** Sends the process a signal (SIGTERM to stop it, SIGKILL to crash it). */
  signal: (signal: NodeJS.Signals) => void;
  /** Settles when the process has ended, with its exit code or the signal that ended it. */
  exited: Promise<ProcessExit>;
  /** Everything the process printed so far, for failure messages. */
  output: () => string;
  /** Ends the process at once if it still runs (cleanup after a failed test) and waits for it. */
  kill: () => Promise<ProcessExit>;
};

function waitForExit(child: ChildProcess): Promise<ProcessExit> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });
}

/** Starts main.ts on the database (never fresh: a restart finds what the last process left) on a free port. */
export async function startServerProcess(database: ServerDatabase): Promise<ServerProcess> {
  const { DATABASE_URL: _inherited, ...env } = process.env;
  const child = spawn(process.execPath, ['--conditions=@segno/source', '--import', 'tsx', mainModule], {
    cwd: repositoryRoot,
    env: {
      ...env,
      HOST: '127.0.0.1',
      PORT: '0',
      SEGNO_DATA_DIR: database.dataDir,
      SEGNO_FRESH: '0',
      // No app build: the API alone, whether or not one was built.
      SEGNO_APP_DIST: join(database.dataDir, 'no-app-build'),
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const printed: string[] = [];
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk.toString()));
  const exited = waitForExit(child);
  const output = () => printed.join('');

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`The server did not start within ${startTimeoutMs} ms:\n${output()}`));
    }, startTimeoutMs);
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      printed.push(`${line}\n`);
      const listening = listeningLine.exec(line);
      if (!listening) return;
      clearTimeout(timer);
      resolve(Number(listening[1]));
    });
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(
        new Error(`The server ended (${signal ?? `exit code ${code}`}) before it listened:\n${output()}`),
      );
    });
  });

  const apiUrl = `http://127.0.0.1:${port}${apiBasePath}`;
  return {
    ...createApiClient(apiUrl),
    apiUrl,
    port,
    signal: (signal) => {
      child.kill(signal);
    },
    exited,
    output,
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      return exited;
    },
  };
}
