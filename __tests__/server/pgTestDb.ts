import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * The real PostgreSQL server the tests run against: the one TEST_DATABASE_URL names, or else the throwaway
 * server that Jest's global setup (__tests__/setup/globalSetup.mjs) starts for the run and puts there.
 */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** A describe block against the real server; never skipped: without a server it fails, saying why. */
export function describeWithPostgres(name: string, fn: () => void): void {
  describe(name, () => {
    beforeAll(() => {
      if (!TEST_DATABASE_URL)
        throw new Error('No PostgreSQL: run the tests through Jest with its global setup, or set TEST_DATABASE_URL=postgres://…');
    });
    fn();
  });
}
export const POSTGRES_SKIP_NOTE = 'against a real PostgreSQL server';

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
  // pg_trgm (migration 0092) lives in public for every test schema: created in a test's own schema, dropping that
  // schema would take the extension, and the other schemas' indexes on it, along
  await admin.query('create extension if not exists pg_trgm schema public').catch((e: { code?: string }) => {
    if (e.code !== '23505' && e.code !== '42710') throw e; // another worker created it at the same moment
  });
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
