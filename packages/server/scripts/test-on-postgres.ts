/**
 * `npm run test:postgres`: the server's test suite again, on a real PostgreSQL server (issue 11: "The server test
 * suite runs twice on every CI run"). Starts a throwaway server from Debian's postgresql binaries (.ci/run installs
 * them), points every test database at it (SEGNO_TEST_DATABASE_URL, see src/testing/test-database.ts) and runs the
 * server project of vitest. Without the binaries it skips with a notice, unless CI=true: there it fails.
 */
import { spawnSync } from 'node:child_process';
import { createTemporaryPostgres, whenPostgresIsMissing } from '../src/testing/temporary-postgres';

const postgres = await createTemporaryPostgres();
if (!postgres) {
  whenPostgresIsMissing('test:postgres', 'the server suite ran on PGlite only');
} else {
  try {
    console.info(`test:postgres: the server suite on PostgreSQL at ${postgres.url}`);
    const run = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
      stdio: 'inherit',
      env: { ...process.env, SEGNO_TEST_DATABASE_URL: postgres.url },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    postgres.remove();
  }
}
