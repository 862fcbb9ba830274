import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { migrate } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { TEST_DATABASE_URL, type FreshSchema } from './pgTestDb';

// A migrated database per test on the real server, copied from a template migrated once per run (per set of
// migrations): CREATE DATABASE … TEMPLATE copies the files in some 50 ms, where replaying every migration into a
// fresh schema took 0.6-1 s of the server's CPU per test, the largest fixed cost of the *Postgres files. The
// migrations themselves still run on PostgreSQL: once here per run, and in migrate.test.ts and the e2e servers.

/** Any fixed number: the workers take turns at making the template. */
const TEMPLATE_LOCK = 4_711_020_777;

const urlOf = (database: string): string => {
  const url = new URL(TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
};

async function withAdmin<T>(fn: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  try {
    return await fn(admin);
  } finally {
    await admin.end();
  }
}

/** The template's name: from the migrations' names and texts, so a changed migration never meets an old template. */
function templateName(dir: string): string {
  const hash = createHash('sha256');
  for (const name of fs.readdirSync(dir).sort()) hash.update(name).update(fs.readFileSync(path.join(dir, name)));
  return `gtss_migrated_${hash.digest('hex').slice(0, 16)}`;
}

/** Makes the template unless a worker (or an earlier run on the same server) has; published by a rename, whole or not at all. */
async function makeTemplate(dir: string): Promise<string> {
  const name = templateName(dir);
  await withAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return;
    await admin.query(`drop database if exists ${name}_partial with (force)`);
    await admin.query(`create database ${name}_partial`);
    const db = openPostgres(urlOf(`${name}_partial`));
    await migrate(db, dir).finally(() => db.close());
    await admin.query(`alter database ${name}_partial rename to ${name}`);
  }); // the session's lock ends with it
  return name;
}

const templates = new Map<string, Promise<string>>();

/** A new database holding every migration of `dir` (a copy of the run's template), dropped by drop(). */
export async function migratedDatabase(dir: string): Promise<FreshSchema> {
  if (!templates.has(dir)) templates.set(dir, makeTemplate(dir));
  const source = await templates.get(dir)!;
  const name = `gtss_test_${randomBytes(6).toString('hex')}`;
  await withAdmin((admin) => admin.query(`create database ${name} template ${source}`));
  return {
    url: urlOf(name),
    drop: () => withAdmin(async (admin) => void (await admin.query(`drop database ${name} with (force)`))),
  };
}
