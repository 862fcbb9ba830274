import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Set by .ci/run (a throwaway PostgreSQL server); unset locally, and then the real-server tests are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export const describeWithPostgres = TEST_DATABASE_URL ? describe : describe.skip;
export const POSTGRES_SKIP_NOTE = TEST_DATABASE_URL
  ? 'against the real PostgreSQL in TEST_DATABASE_URL'
  : 'against a real PostgreSQL (SKIPPED: set TEST_DATABASE_URL=postgres://… to run)';

export interface FreshSchema {
  /** TEST_DATABASE_URL with search_path set to a new, empty schema (then public, for shared extensions). */
  url: string;
  drop(): Promise<void>;
}

/** A schema of its own per test, so runs never see each other's tables. */
export async function freshSchema(): Promise<FreshSchema> {
  const schema = `gtss_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema},public`);
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}
