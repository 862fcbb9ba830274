import fs from 'node:fs';
import type { Config } from '../../../src/server/config';
import { ADMIN_CONFIG, adminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { customersBehaviour } from './customersBehaviour';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir } from '../testApp';

// Customers on a real PostgreSQL server: the holds' upsert racing, and the search's SQL.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

describeWithPostgres(`customers ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  customersBehaviour(async () => {
    const { app, db } = await instance({}, { ...ADMIN_CONFIG, ...WRITE_CONFIG });
    return adminWorld({ app, db, config: { publicUrl: 'http://localhost:3000' } as Config });
  });
});
