/**
 * A real PostgreSQL for a benchmark: the one DATABASE_URL names, or else a throwaway server from Debian's
 * binaries (src/testing/temporary-postgres.ts), installed first when they are missing and this process is root.
 */
import { execFileSync } from 'node:child_process';
import { createTemporaryPostgres } from '../src/testing/temporary-postgres';
import { printLine } from './timing';

export type BenchPostgres = { url: string; remove: () => void };

/** Undefined, with how to get one on standard error, when there is no PostgreSQL and nothing may install it. */
export async function benchPostgres(script: string): Promise<BenchPostgres | undefined> {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return { url: databaseUrl, remove: () => undefined };
  let temporary = await createTemporaryPostgres();
  if (!temporary && process.getuid?.() === 0) {
    printLine("Installing PostgreSQL from Debian's packages...");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env });
    temporary = await createTemporaryPostgres();
  }
  if (!temporary) {
    process.stderr.write(
      `${script} needs PostgreSQL: set DATABASE_URL, or install Debian's binaries (as root: apt-get install -y postgresql) and it starts a throwaway server.\n`,
    );
    return undefined;
  }
  printLine(`A throwaway PostgreSQL at ${temporary.url}`);
  // Interrupted, the benchmark still stops and removes its server.
  process.once('SIGINT', () => {
    temporary.remove();
    process.exit(130);
  });
  return { url: temporary.url, remove: temporary.remove };
}
