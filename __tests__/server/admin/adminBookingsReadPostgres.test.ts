import fs from 'node:fs';
import type { Config } from '../../../src/server/config';
import { ADMIN_CONFIG, adminWorld } from './adminKit';
import { PUBLIC_URL, adminBookingsReadBehaviour } from './adminBookingsReadBehaviour';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// The same reads against a real PostgreSQL server (TEST_DATABASE_URL).
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`the staff reading bookings ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  adminBookingsReadBehaviour(async () => {
    const { app, db } = await instance({}, ADMIN_CONFIG);
    return adminWorld({ app, db, config: { publicUrl: PUBLIC_URL } as Config });
  });
});
