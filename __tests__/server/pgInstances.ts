import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import type { Db } from '../../src/server/db/db';
import { openPostgres } from '../../src/server/db/postgres';
import type { ServiceOverrides } from '../../src/server/services';
import { NOW, TEST_SCHEDULE } from './booking/bookingTestKit';
import { migratedDatabase } from './pgMigratedDb';
import type { FreshSchema } from './pgTestDb';
import { MIGRATIONS, testConfig } from './testApp';

/**
 * Call inside a describeWithPostgres block: each test gets a fresh, migrated database on the real server,
 * and `instance()` starts an app on it with a pg pool of its own, as a server process of its own would
 * be (the test's clock and schedule, workers off unless overridden). All are closed after the test.
 */
export function usePostgresInstances(staticDir: string) {
  let schema: FreshSchema;
  const open: Array<{ app: FastifyInstance; db: Db }> = [];
  beforeEach(async () => {
    schema = await migratedDatabase(MIGRATIONS);
  });
  afterEach(async () => {
    for (const { app, db } of open.splice(0)) {
      await app.close();
      await db.close();
    }
    await schema.drop();
  });
  /** `adapt`: changes the instance's database before the app starts on it (a test holding its notifications). */
  return async function instance(
    services: ServiceOverrides = {},
    config: Partial<Config> = {},
    adapt: (db: Db) => void = () => undefined,
  ): Promise<{ app: FastifyInstance; db: Db }> {
    const db = openPostgres(schema.url);
    adapt(db);
    const app = await buildApp({
      config: testConfig(staticDir, config),
      db,
      services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false, ...services },
    });
    await app.ready();
    open.push({ app, db });
    return { app, db };
  };
}

/**
 * Polls `check` until it holds: what one instance wrote reaches another through the database's notifications, which
 * on a loaded machine can take seconds. The deadline is generous and only there so a broken propagation fails
 * instead of hanging; it returns as soon as the check holds.
 */
export async function waitFor(check: () => Promise<boolean> | boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
