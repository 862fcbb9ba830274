import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../../../src/server/db/db';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { listMigrations, migrate } from '../../../src/server/db/migrate';
import { POSTGRES_SKIP_NOTE, describeWithPostgres, freshSchema, type FreshSchema } from '../pgTestDb';

const MIGRATIONS = path.resolve(__dirname, '../../../src/server/db/migrations');
jest.setTimeout(60_000);

const made: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The real migrations plus one more file, as a later issue would add. */
function dirWithExtra(sql = 'create table extra_things (id int primary key);'): string {
  const dir = tmp('gtss-migrations-');
  for (const f of fs.readdirSync(MIGRATIONS)) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
  fs.writeFileSync(path.join(dir, '9999_extra.sql'), sql);
  return dir;
}

const tableExists = async (db: Db, name: string) =>
  (await db.query<{ t: string | null }>('select to_regclass($1)::text as t', [name]))[0].t !== null;

const recorded = async (db: Db) => (await db.query<{ id: string }>('select id from schema_migrations order by id')).map((r) => r.id);

/** The same behaviour on both databases: `open` gives a new connection to the same database each time. */
function migrationBehaviour(open: () => Promise<Db>) {
  test('a fresh database gets every migration, in order, recorded in schema_migrations', async () => {
    const allIds = (await listMigrations(MIGRATIONS)).map((m) => m.id);
    const db = await open();
    try {
      expect(await migrate(db, MIGRATIONS)).toEqual(allIds);
      expect(allIds[0]).toBe('0001_core');
      expect(await recorded(db)).toEqual(allIds);
      expect(await tableExists(db, 'app_meta')).toBe(true);
      await db.query("insert into app_meta (key, value) values ('written', 'before restart')");
    } finally {
      await db.close();
    }

    const again = await open(); // a restart against the same data
    try {
      expect(await migrate(again, MIGRATIONS)).toEqual([]);
      expect(await recorded(again)).toEqual(allIds);
      expect(await again.query('select value from app_meta')).toEqual([{ value: 'before restart' }]);

      expect(await migrate(again, dirWithExtra())).toEqual(['9999_extra']);
      expect(await tableExists(again, 'extra_things')).toBe(true);
    } finally {
      await again.close();
    }
  });

  test('a failing migration names its file, leaves nothing behind and is not recorded', async () => {
    const db = await open();
    try {
      await migrate(db, MIGRATIONS);
      const bad = dirWithExtra('create table half_done (id int); select no_such_function();');
      await expect(migrate(db, bad)).rejects.toThrow(/^Migration 9999_extra\.sql failed: /);
      expect(await tableExists(db, 'half_done')).toBe(false);
      expect(await recorded(db)).not.toContain('9999_extra');
    } finally {
      await db.close();
    }
  });
}

describe('migrations on an embedded PGlite data directory', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = tmp('gtss-data-');
  });

  migrationBehaviour(() => openPglite(dataDir));

  test('the database lives under DATA_DIR/pg', async () => {
    const db = await openPglite(dataDir);
    await db.close();
    expect(fs.existsSync(path.join(dataDir, 'pg', 'PG_VERSION'))).toBe(true);
  });
});

describeWithPostgres(`migrations ${POSTGRES_SKIP_NOTE}`, () => {
  let schema: FreshSchema;
  beforeEach(async () => {
    schema = await freshSchema();
  });
  afterEach(() => schema.drop());

  migrationBehaviour(async () => openPostgres(schema.url));

  test('two servers starting at once apply each file exactly once', async () => {
    const [a, b] = [openPostgres(schema.url), openPostgres(schema.url)];
    try {
      const [ranA, ranB] = await Promise.all([migrate(a, MIGRATIONS), migrate(b, MIGRATIONS)]);
      const allIds = (await listMigrations(MIGRATIONS)).map((m) => m.id);
      expect([...ranA, ...ranB].sort()).toEqual(allIds);
      expect(await recorded(a)).toEqual(allIds);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
