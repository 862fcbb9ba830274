import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../../../src/server/db/db';
import { pgliteDb } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { POSTGRES_SKIP_NOTE, describeWithPostgres, freshSchema, type FreshSchema } from '../pgTestDb';

jest.setTimeout(60_000);

/** The repositories rely on these answers being identical on PGlite and on a PostgreSQL server. */
function queryInterfaceBehaviour(getDb: () => Db) {
  beforeEach(() => getDb().exec('create table items (id int primary key, day date not null)'));

  test('query returns rows with the same JavaScript types on both databases', async () => {
    const db = getDb();
    await db.query('insert into items (id, day) values ($1, $2), ($3, $4)', [1, '2025-03-01', 2, '2025-03-02']);
    const [row] = await db.query<{ n: number; day: Date; total: string }>(
      'select count(*) as n, min(day) as day, 1.5::numeric as total from items',
    );
    expect(row).toEqual({ n: 2, day: new Date('2025-03-01T00:00:00Z'), total: '1.5' });
  });

  test('a transaction commits when its function resolves', async () => {
    const db = getDb();
    const result = await db.transaction(async (tx) => {
      await tx.query("insert into items (id, day) values (1, '2025-03-01')");
      return 'done';
    });
    expect(result).toBe('done');
    expect(await db.query('select id from items')).toEqual([{ id: 1 }]);
  });

  test('prepared answers what query answers, each parameter as a value (a quote never ends it), in and out of a transaction', async () => {
    const db = getDb();
    await db.query('insert into items (id, day) values ($1, $2), ($3, $4)', [1, '2025-03-01', 2, '2025-03-02']);
    const sql = 'select id, day, $2::text as echo from items where day >= $1 order by id';
    const tricky = "it's'); drop table items; -- \\' $1 ''";
    const expected = [{ id: 2, day: new Date('2025-03-02T00:00:00Z'), echo: tricky }];
    for (let i = 0; i < 7; i++) expect(await db.prepared(sql, ['2025-03-02', tricky])).toEqual(expected); // past the custom plans
    expect(await db.query(sql, ['2025-03-02', tricky])).toEqual(expected);
    expect(await db.transaction((tx) => tx.prepared(sql, ['2025-03-01', 'x']))).toHaveLength(2);
    const kinds = 'select $1::int as n, $2::bool as yes, $3::timestamptz as at, $4::text as none, $5::numeric as half';
    const values = [5, true, new Date('2025-03-01T09:30:00Z'), null, 0.5];
    expect(await db.prepared(kinds, values)).toEqual(await db.query(kinds, values));
    expect(await db.query('select count(*)::int as n from items')).toEqual([{ n: 2 }]);
  });

  test('a transaction rolls back when its function throws, and the error comes through', async () => {
    const db = getDb();
    const failing = db.transaction(async (tx) => {
      await tx.query("insert into items (id, day) values (1, '2025-03-01')");
      await tx.query("insert into items (id, day) values (1, '2025-03-02')"); // duplicate key
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    expect(await db.query('select id from items')).toEqual([]);
    expect(await db.query('select 1 as ok')).toEqual([{ ok: 1 }]); // still usable afterwards
  });
}

describe('the query interface on PGlite', () => {
  let template: PGlite;
  let db: Db;
  beforeAll(async () => {
    template = await PGlite.create();
  });
  afterAll(() => template.close());
  beforeEach(async () => {
    db = pgliteDb(await template.clone());
  });
  afterEach(() => db.close());

  test('kind says which database it is', () => expect(db.kind).toBe('pglite'));
  queryInterfaceBehaviour(() => db);

  test('prepared refuses what it cannot write as a literal, and prepares again a statement deallocated', async () => {
    await expect(db.prepared('select $1::text as t', ['a\0b'])).rejects.toThrow('NUL');
    await expect(db.prepared('select $1::int[] as a', [[1, 2]])).rejects.toThrow('not supported');
    expect(await db.prepared('select $1::text as t', ['a'])).toEqual([{ t: 'a' }]);
    await db.exec('deallocate all');
    expect(await db.prepared('select $1::text as t', ['b'])).toEqual([{ t: 'b' }]);
  });

  test('requests busy with statements still let the event loop turn (new connections, timers) between them', async () => {
    // 20 requests of 3 statements each, all in flight, as 20 payments are under load. PGlite runs a
    // statement on this thread and resumes its caller as a microtask, so without a turn of the event
    // loop between statements all 60 would run before anything else could (a timer, an accept).
    const finished: number[] = [];
    const request = async (i: number) => {
      for (let n = 0; n < 3; n++) await db.query('select pg_sleep(0.002)');
      finished.push(i);
    };
    let finishedWhenTheTimerRan = -1;
    setTimeout(() => (finishedWhenTheTimerRan = finished.length), 0);
    await Promise.all(Array.from({ length: 20 }, (_, i) => request(i)));
    expect(finishedWhenTheTimerRan).toBeGreaterThanOrEqual(0);
    expect(finishedWhenTheTimerRan).toBeLessThan(20);
  });
});

describeWithPostgres(`the query interface ${POSTGRES_SKIP_NOTE}`, () => {
  let schema: FreshSchema;
  let db: Db;
  beforeEach(async () => {
    schema = await freshSchema();
    db = openPostgres(schema.url);
  });
  afterEach(async () => {
    await db.close();
    await schema.drop();
  });

  test('kind says which database it is', () => expect(db.kind).toBe('postgres'));
  queryInterfaceBehaviour(() => db);
});
