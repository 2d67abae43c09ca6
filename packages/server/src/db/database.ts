/**
 * Opens the one PostgreSQL the server talks to: embedded PGlite by default (in memory, or in a data folder),
 * or a real server through node-postgres when a connection URL is given. Both expose the same drizzle query
 * layer over the same `pg-core` schema.
 */
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { prepareOftenRun } from './prepare-often-run';
import * as schema from './schema';

export type Orm = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  orm: Orm;
  /** Runs SQL text that may hold several statements, without parameters. */
  exec(sqlText: string): Promise<void>;
  /** Runs several SQL scripts in one transaction: all of them or none. */
  execInTransaction(sqlTexts: readonly string[]): Promise<void>;
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** A `postgres://` URL: use that server. Without it, PGlite. */
  databaseUrl?: string;
  /** PGlite's data folder; in memory when undefined. */
  dataDir?: string;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  // Loaded only here: a server on PostgreSQL never needs PGlite, and loading it through tsx (npm run serve)
  // costs about 40 MB of resident memory.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
  ]);
  const client = new PGlite(dataDir);
  await client.waitReady;
  return {
    orm: drizzlePglite({ client, schema }),
    async exec(sqlText) {
      await client.exec(sqlText);
    },
    async execInTransaction(sqlTexts) {
      await client.transaction(async (transaction) => {
        for (const sqlText of sqlTexts) await transaction.exec(sqlText);
      });
    },
    close: () => client.close(),
  };
}

async function openPostgres(databaseUrl: string): Promise<Database> {
  // A request waits at most this long for a connection, then answers 503 instead of hanging (issue 11).
  const pool = new pg.Pool({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  // An idle connection the server drops (a restart, a failover) is an event on the pool; unheard, it would end
  // the process. The pool discards that connection and opens a new one for the next request.
  pool.on('error', (error) => console.warn(`A database connection was lost: ${error.message}`));
  releaseLostConnections(pool);
  prepareOftenRun(pool);
  // Fail at start, not at the first request, when the server cannot be reached.
  const probe = await pool.connect();
  probe.release();
  return {
    orm: drizzleNodePostgres({ client: pool, schema }),
    async exec(sqlText) {
      // No parameters: node-postgres uses the simple protocol, which accepts several statements.
      await pool.query(sqlText);
    },
    async execInTransaction(sqlTexts) {
      const connection = await pool.connect();
      try {
        await connection.query('BEGIN');
        for (const sqlText of sqlTexts) await connection.query(sqlText);
        await connection.query('COMMIT');
      } catch (error) {
        await connection.query('ROLLBACK');
        throw error;
      } finally {
        connection.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A connection lost while handed out (the server stopped between two queries) emits 'error' with no listener
 * of the pool's on it, which would end the process; and a transaction whose BEGIN fails on it is never given
 * back (drizzle releases only after BEGIN), so the pool would shrink by one each time. Every connection gets a
 * listener that gives a lost one back, destroyed, and release is made idempotent so a later release is harmless.
 */
function releaseLostConnections(pool: pg.Pool): void {
  const releases = new WeakMap<pg.ClientBase, (error: Error) => void>();
  pool.on('connect', (client) => {
    client.on('error', (error) => {
      console.warn(`A database connection in use was lost: ${error.message}`);
      releases.get(client)?.(error);
    });
  });
  const connect = pool.connect.bind(pool) as (
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: unknown) => void,
  ) => void;
  function releasedOnce(client: pg.PoolClient): pg.PoolClient {
    const release = client.release.bind(client);
    let isReleased = false;
    const releaseOnce = (error?: Error | boolean) => {
      if (isReleased) return;
      isReleased = true;
      releases.delete(client);
      release(error);
    };
    client.release = releaseOnce;
    releases.set(client, releaseOnce);
    return client;
  }
  // Both forms: `pool.query` takes its connection with a callback, drizzle's transactions with the promise.
  pool.connect = ((callback?: (error: Error | undefined, client?: pg.PoolClient, done?: unknown) => void) => {
    if (callback) {
      connect((error, client) => {
        const wrapped = client && releasedOnce(client);
        callback(error, wrapped, wrapped?.release);
      });
      return undefined;
    }
    return new Promise<pg.PoolClient>((resolve, reject) =>
      connect((error, client) => (error || !client ? reject(error) : resolve(releasedOnce(client)))),
    );
  }) as typeof pool.connect;
}
