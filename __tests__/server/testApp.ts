import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/db';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../src/server/db/pglite';
import { APP_ROOT, MIGRATIONS, migratedSnapshot } from '../setup/migratedDatabase';
import type { ServiceOverrides } from '../../src/server/services';

export { APP_ROOT, MIGRATIONS };
export const INDEX_HTML = '<!doctype html><title>GTSS test shell</title><div id="root"></div>';
export const MAIN_JS = 'console.log("main");\n'.repeat(50);

/** A stand-in for the webpack output: index.html and one asset with its brotli sibling. */
export function makeStaticDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-static-'));
  fs.mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js'), MAIN_JS);
  fs.writeFileSync(path.join(dir, 'static', 'js', 'main.js.br'), zlib.brotliCompressSync(MAIN_JS));
  return dir;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
}

export interface StartOptions {
  /** Replaces parts of the booking services (clock, schedule, payment provider, mail, workers). */
  services?: ServiceOverrides;
  /** Replaces configuration values (publicUrl, stripeWebhookSecret, smtpUrl…). */
  config?: Partial<Config>;
  /** 'file': kept for the whole test file (start it in beforeAll) instead of closed after each test. */
  scope?: 'test' | 'file';
  /** Fastify's logger option (off unless a test reads the logs). */
  logger?: FastifyServerOptions['logger'];
}

/** The configuration a test app runs with: a temporary DATA_DIR, plus the test's overrides. */
export function testConfig(staticDir: string, overrides: Partial<Config> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-data-'));
  return { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }, APP_ROOT), staticDir, ...overrides };
}

/**
 * One in-memory database per test file, loaded from the migrated snapshot, so no test sees another's rows: a
 * test's first app runs on this file's working copy of it, emptied after the test (every table's rows deleted
 * and every sequence restarted, a few ms, where a fresh copy costs 0.4-0.9 s); any further app in the same
 * test, and an app kept for the whole file, gets a fresh copy of its own. Call in a test file's top level.
 */
export function useTestApps() {
  let snapshot: Blob;
  /** Empties the working database: what `truncate … restart identity` does, without its cost. */
  let emptyAll: string;
  /** This file's working database: the first app of each test runs on it. */
  let working: PGliteInterface | undefined;
  let workingTaken = false;
  const open: TestApp[] = [];
  const openForFile: TestApp[] = [];
  const onWorking = new WeakSet<Db>();
  const closeAll = async (apps: TestApp[]) => {
    for (const { app, db, config } of apps.splice(0)) {
      await app.close();
      if (!onWorking.has(db)) await db.close().catch(() => undefined); // a test may have closed it already
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  };
  // Loading the tarball again costs less than clone(), which first dumps the running database into one.
  const fresh = () => PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir: snapshot });
  const databaseFor = async (scope: StartOptions['scope']): Promise<PGliteInterface> => {
    if (scope === 'file' || workingTaken) return fresh();
    if (!working || working.closed) working = await fresh(); // a test may have closed it
    // TRUNCATE gives each table and index a new file, some 60 ms of PGlite's in-memory file system after
    // every test; a test leaves a few rows, which DELETE removes in a few ms. Foreign keys (and triggers)
    // are off while it runs (session_replication_role), so the order of the tables does not matter.
    emptyAll ??= (
      await working.query<{ sql: string }>(
        `select 'set session_replication_role = replica; '
           || (select string_agg(format('delete from %I', tablename), '; ') from pg_tables
                where schemaname = 'public' and tablename <> 'schema_migrations')
           || '; reset session_replication_role; '
           || coalesce((select string_agg(format('alter sequence %I restart', sequencename), '; ') from pg_sequences
                where schemaname = 'public'), '') as sql`,
      )
    ).rows[0].sql;
    workingTaken = true;
    return working;
  };

  beforeAll(async () => {
    snapshot = await migratedSnapshot();
  }, 60_000);
  /** What ends a test: its apps closed, the working database emptied for the next. */
  const endTest = async () => {
    await closeAll(open);
    if (workingTaken && working && !working.closed) await working.exec(emptyAll);
    workingTaken = false;
  };
  afterEach(endTest);
  afterAll(async () => {
    await closeAll(openForFile);
    if (working && !working.closed) await working.close();
  });

  /** The real app (not listening) on an empty, migrated database; add test-only routes before the first inject. */
  async function startApp(staticDir: string, options: StartOptions = {}): Promise<TestApp> {
    const instance = await databaseFor(options.scope);
    const db = pgliteDb(instance);
    if (instance === working) onWorking.add(db);
    const config = testConfig(staticDir, options.config);
    const app = await buildApp({ config, db, services: options.services, logger: options.logger }).catch(async (err: unknown) => {
      if (instance !== working) await db.close(); // a start that failed (a bad schedule file) leaves nothing open
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      throw err;
    });
    (options.scope === 'file' ? openForFile : open).push({ app, db, config });
    return { app, db, config };
  }
  /**
   * Ends the test's apps now, as the end of the test would: a property test calls it after each run, so that the next
   * run's app gets the emptied working database (a few ms) instead of a fresh copy (0.4-0.9 s), and the runs' apps
   * are not all kept open until the test ends.
   */
  return Object.assign(startApp, { endRun: endTest });
}
