import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
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
 * One in-memory database migrated per test file, and a clone of it (0.5 s) per app,
 * so no test sees another's rows. Call in a test file's top level.
 */
export function useTestApps() {
  let template: PGlite;
  const open: TestApp[] = [];
  const openForFile: TestApp[] = [];
  const closeAll = async (apps: TestApp[]) => {
    for (const { app, db, config } of apps.splice(0)) {
      await app.close();
      await db.close().catch(() => undefined); // a test may have closed it already
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    }
  };

  beforeAll(async () => {
    template = await PGlite.create({ extensions: { btree_gist } });
    await migrate(pgliteDb(template), MIGRATIONS);
  }, 60_000);
  afterEach(() => closeAll(open));
  afterAll(async () => {
    await closeAll(openForFile);
    await template.close();
  });

  /** The real app (not listening) on a fresh clone; add test-only routes before the first inject. */
  return async function startApp(staticDir: string, options: StartOptions = {}): Promise<TestApp> {
    const db = pgliteDb(await template.clone());
    const config = testConfig(staticDir, options.config);
    const app = await buildApp({ config, db, services: options.services, logger: options.logger }).catch(async (err: unknown) => {
      await db.close(); // a start that failed (a bad schedule file) leaves nothing open
      fs.rmSync(config.dataDir, { recursive: true, force: true });
      throw err;
    });
    (options.scope === 'file' ? openForFile : open).push({ app, db, config });
    return { app, db, config };
  };
}
