import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite, type PGliteInterface } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/db';
import { pgliteDb } from '../../src/server/db/pglite';
import { migrate } from '../../src/server/db/migrate';
import type { ServiceOverrides } from '../../src/server/services';

export const APP_ROOT = path.resolve(__dirname, '../..');
export const MIGRATIONS = path.join(APP_ROOT, 'src/server/db/migrations');
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
 * A migrated database as a data-directory tarball, made once for the current migrations and PGlite version and
 * kept in the temporary directory: loading it (0.3-0.7 s) is much cheaper than creating and migrating a
 * database (1.6-5.6 s) in every test file. Two workers that make it together each write their own file and
 * rename it into place, so a reader never sees half of one.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const pglite = fs.readFileSync(path.join(APP_ROOT, 'node_modules/@electric-sql/pglite/package.json'));
  const hash = crypto.createHash('sha256').update(pglite);
  for (const file of fs.readdirSync(MIGRATIONS).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS, file)));
  const snapshot = path.join(os.tmpdir(), `gtss-migrated-${hash.digest('hex').slice(0, 16)}.tar`);
  if (!fs.existsSync(snapshot)) {
    const db = await PGlite.create({ extensions: { btree_gist } });
    await migrate(pgliteDb(db), MIGRATIONS);
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    await db.close();
    const partial = `${snapshot}.${process.pid}.partial`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, snapshot);
  }
  return new Blob([fs.readFileSync(snapshot)]);
}

/**
 * One in-memory database per test file, loaded from the migrated snapshot, so no test sees another's rows: a
 * test's first app runs on this file's working copy of it, emptied after the test (a TRUNCATE of every table,
 * some 30 ms, where a clone costs 0.35-0.9 s); any further app in the same test, and an app kept for the whole
 * file, gets a clone of its own. Call in a test file's top level.
 */
export function useTestApps() {
  let template: PGlite;
  let tables: string;
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
  const databaseFor = async (scope: StartOptions['scope']): Promise<PGliteInterface> => {
    if (scope === 'file' || workingTaken) return template.clone();
    if (!working || working.closed) working = await template.clone(); // a test may have closed it
    workingTaken = true;
    return working;
  };

  beforeAll(async () => {
    template = await PGlite.create({ extensions: { btree_gist }, loadDataDir: await migratedSnapshot() });
    const [{ names }] = (
      await template.query<{ names: string }>(
        `select string_agg(format('%I', tablename), ', ') as names from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations'`,
      )
    ).rows;
    tables = names;
  }, 60_000);
  afterEach(async () => {
    await closeAll(open);
    if (workingTaken && working && !working.closed) await working.exec(`truncate ${tables} restart identity cascade`);
    workingTaken = false;
  });
  afterAll(async () => {
    await closeAll(openForFile);
    if (working && !working.closed) await working.close();
    await template.close();
  });

  /** The real app (not listening) on an empty, migrated database; add test-only routes before the first inject. */
  return async function startApp(staticDir: string, options: StartOptions = {}): Promise<TestApp> {
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
  };
}
