/** The server's settings, read once from the environment. */
import { resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** A real PostgreSQL server; without it, PGlite in `<dataDir>/pgdata`. */
  databaseUrl: string | undefined;
  /** Holds the PGlite files and the single-sign-on secret. */
  dataDir: string;
  /** Start from an empty database (then migrate and seed). */
  isFresh: boolean;
  /** The built app to serve at `/` (default `packages/app/dist`). */
  appDistDir: string | undefined;
};

export function readServerConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a port number: ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.SEGNO_DATA_DIR ?? '.segno-data'),
    isFresh: env.SEGNO_FRESH === '1',
    appDistDir: env.SEGNO_APP_DIST ? resolve(env.SEGNO_APP_DIST) : undefined,
  };
}

export function pgliteDir(config: ServerConfig): string {
  return resolve(config.dataDir, 'pgdata');
}
