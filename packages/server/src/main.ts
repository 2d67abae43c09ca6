/**
 * Starts Segno: opens the database (PGlite in the data folder, or DATABASE_URL), migrates, seeds an empty
 * database with the demo data, and serves the API under /api and the built app at /.
 *
 *   tsx --conditions=@segno/source packages/server/src/main.ts
 */
import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApiWithServices } from './app';
import { loadServerSecret } from './auth/server-secret';
import { type Database, openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seedDemoData } from './demo/seed';
import { startRankSnapshots } from './jobs/rank-snapshot';
import { createServerApp } from './server-app';
import { pgliteDir, readServerConfig, type ServerConfig } from './server-config';
import { defaultAppDistDir } from './static/serve-app';

/** How long requests in flight, and export files being written, may take to finish after SIGTERM or SIGINT. */
const shutdownGraceMs = 10_000;

async function openFreshOrExisting(config: ServerConfig): Promise<Database> {
  if (config.isFresh && !config.databaseUrl) await rm(pgliteDir(config), { recursive: true, force: true });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) });
  if (config.isFresh && config.databaseUrl)
    await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  return db;
}

async function main(): Promise<void> {
  const config = readServerConfig();
  const secret = await loadServerSecret(config.dataDir);
  const db = await openFreshOrExisting(config);
  const { applied } = await migrate(db);
  if (applied.length > 0) console.info(`Applied migrations: ${applied.join(', ')}`);
  if (await seedDemoData(db, new Date()))
    console.info('Loaded the demo data (every account\'s password is "demo").');

  const stopRankSnapshots = startRankSnapshots(db);
  const { api, services } = createApiWithServices({
    db,
    secret,
    uploadsDir: resolve(config.dataDir, 'uploads'),
  });
  // Export jobs whose server died (a crash, a lost database) are failed rather than polled for ever.
  const deadExports = await services.exports.failDeadJobs();
  if (deadExports > 0) console.info(`Failed ${deadExports} export job(s) whose server had stopped.`);
  const appDistDir = config.appDistDir ?? defaultAppDistDir;
  const { app, hasBuild } = createServerApp(api, appDistDir);
  if (!hasBuild) {
    console.warn(`No app build in ${appDistDir}: run "npm run build" first. Serving the API only.`);
  }

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const shownHost = config.host === '0.0.0.0' ? 'localhost' : config.host;
    const storage = config.databaseUrl ? 'PostgreSQL at DATABASE_URL' : `PGlite in ${pgliteDir(config)}`;
    console.info(`Segno is running at http://${shownHost}:${info.port}/ (${storage})`);
  });

  let isStopping = false;
  // Once stopping, an answer ends its connection: a keep-alive connection would otherwise carry new requests into
  // the shutdown, and stay open after its last answer until its idle timeout, holding close() open.
  if ('closeIdleConnections' in server) {
    server.on('request', (_request, response) => {
      if (isStopping) response.setHeader('Connection', 'close');
      response.once('finish', () => {
        if (isStopping) server.closeIdleConnections();
      });
    });
  }
  const stop = (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    console.info(`${signal}: shutting down`);
    stopRankSnapshots();
    const graceEndsAt = Date.now() + shutdownGraceMs;
    server.close(async () => {
      // Every export run was started by a request, so all have started now. Files being written get the rest of
      // the grace; the ones still unfinished then fail their jobs themselves, so no job is left running.
      await services.exports.stopRuns(Math.max(0, graceEndsAt - Date.now()));
      await db.close();
      process.exit(0);
    });
    // Requests in flight finish; idle keep-alive connections would hold close() open, and one that never
    // finishes must not hold the shutdown forever.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => {
      if ('closeAllConnections' in server) server.closeAllConnections();
    }, shutdownGraceMs).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error('Segno could not start:', error);
  process.exitCode = 1;
});
