/**
 * A throwaway PostgreSQL server for tests that must stop and start a real database (the outage test), from the
 * binaries Debian's postgresql package installs. Answers undefined when there are none; `whenPostgresIsMissing`
 * says what a caller does then. As root (CI), the server runs as the `postgres` user, which PostgreSQL requires.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type TemporaryPostgres = {
  url: string;
  start: () => void;
  /** Stops at once, as a crash or a failover would: connections are cut without a goodbye. */
  stopAbruptly: () => void;
  remove: () => void;
};

function findBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find((bin) => existsSync(join(bin, 'pg_ctl')));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export async function createTemporaryPostgres(): Promise<TemporaryPostgres | undefined> {
  const bin = findBinaries();
  if (!bin) return undefined;
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'segno-pg-'));
  const dataDir = join(dir, 'data');
  if (isRoot) {
    const ids = execFileSync('id', ['-u', 'postgres']).toString().trim();
    const group = execFileSync('id', ['-g', 'postgres']).toString().trim();
    chownSync(dir, Number(ids), Number(group));
  }
  chmodSync(dir, 0o700);
  const run = (command: string, args: string[]) =>
    execFileSync(
      isRoot ? 'runuser' : join(bin, command),
      isRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args,
      {
        stdio: 'pipe',
      },
    );
  const port = await freePort();
  run('initdb', ['-D', dataDir, '-U', 'segno', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  const start = () =>
    run('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      join(dir, 'log'),
      '-w',
      '-o',
      `-p ${port} -k ${dir} -h 127.0.0.1`,
      'start',
    ]);
  start();
  return {
    url: `postgres://segno@127.0.0.1:${port}/postgres`,
    start,
    stopAbruptly: () => run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']),
    remove: () => {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The one rule for a run without PostgreSQL's binaries: in CI (CI=true) it fails, since a check that skipped
 * would pass without having run (.ci/run installs them); elsewhere it goes on without them, saying so.
 * `who` names the test or script, `instead` what happens without them ("skipped").
 */
export function whenPostgresIsMissing(who: string, instead: string): void {
  const notice = `${who}: no PostgreSQL binaries here (apt-get install postgresql)`;
  if (process.env.CI === 'true') throw new Error(`${notice}; CI must run it on PostgreSQL.`);
  console.info(`${notice}; ${instead}.`);
}

/**
 * For a test file that needs PostgreSQL's binaries: a throwaway server, or undefined (the file's tests then skip
 * with a notice) outside CI; in CI, missing binaries fail the file.
 */
export async function temporaryPostgresForTest(who: string): Promise<TemporaryPostgres | undefined> {
  const postgres = await createTemporaryPostgres();
  if (!postgres) whenPostgresIsMissing(who, 'skipped');
  return postgres;
}
