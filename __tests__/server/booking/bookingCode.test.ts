import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as bookingCode from '../../../src/server/booking/bookingCode';
import {
  CODE_ALPHABET,
  codeCandidates,
  isCodeConflict,
  normalizeCodeQuery,
  randomBookingCode,
  retryOnCodeConflict,
} from '../../../src/server/booking/bookingCode';
import { createHold, createHoldLocked, type NewBooking } from '../../../src/server/booking/bookingHolds';
import type { Db } from '../../../src/server/db/db';
import { migrate } from '../../../src/server/db/migrate';
import { openPglite } from '../../../src/server/db/pglite';
import { openPostgres } from '../../../src/server/db/postgres';
import { POSTGRES_SKIP_NOTE, describeWithPostgres, freshSchema, type FreshSchema } from '../pgTestDb';
import { migratedDatabase } from '../pgMigratedDb';
import { migratedPgDir } from '../../setup/migratedDatabase';
import { ANY_TEACHER_ONLINE } from '../../../src/server/teachers/teacherPick';

// codeCandidates is steered by one test below: a module's exports cannot be spied on once compiled as an
// ES module, so the module is replaced by itself with that one function wrapped (it behaves as the real one).
jest.mock('../../../src/server/booking/bookingCode', () => {
  const actual = jest.requireActual<typeof bookingCode>('../../../src/server/booking/bookingCode');
  return { ...actual, codeCandidates: jest.fn(actual.codeCandidates) };
});

// The booking's code (GT-4821): read over the phone, so no look-alike characters; unique; the bookings made
// before it get theirs from their id in the migration.
jest.setTimeout(120_000);

const MIGRATIONS = path.resolve(__dirname, '../../../src/server/db/migrations');
const CODE = /^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}$/;

const made: string[] = [];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The migrations before the code's, to have bookings made without one. */
function migrationsBeforeCode(): string {
  const dir = tmp('gtss-before-code-');
  for (const f of fs.readdirSync(MIGRATIONS).filter((n) => n < '0017')) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(dir, f));
  return dir;
}

test('the alphabet: the digits 2-9 and the letters without I, O, L, S, Z, B, each once', () => {
  expect(CODE_ALPHABET).toHaveLength(28);
  expect(new Set(CODE_ALPHABET).size).toBe(28);
  for (const lookAlike of '01IOLSZB') expect(CODE_ALPHABET).not.toContain(lookAlike);
  const seen = new Set<string>();
  for (let i = 0; i < 2000; i++) {
    const code = randomBookingCode();
    expect(code).toMatch(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/);
    for (const c of code.slice(3)) seen.add(c);
  }
  expect([...seen].sort().join('')).toBe([...CODE_ALPHABET].sort().join(''));
  // a hold's candidates: 4 characters while there is room, then 5
  expect(codeCandidates().map((c) => c.length)).toEqual([7, 7, 7, 7, 7, 7, 8, 8]);
});

test('what staff type is read as a code: any case, with or without GT-; anything else is not one', () => {
  expect(normalizeCodeQuery('GT-4829')).toEqual(['GT-4829']);
  expect(normalizeCodeQuery('gt-4k2x')).toEqual(['GT-4K2X']);
  expect(normalizeCodeQuery(' 4k2x ')).toEqual(['GT-4K2X']);
  expect(normalizeCodeQuery('gt4k2x')).toEqual(['GT-4K2X', 'GT-GT4K2X']);
  expect(normalizeCodeQuery('GT 4829')).toEqual(['GT-4829']);
  expect(normalizeCodeQuery('GT-48229')).toEqual(['GT-48229']);
  // a code that itself begins with GT, typed without its prefix (a search that failed one run in 750)
  expect(normalizeCodeQuery('gtj3')).toEqual(['GT-GTJ3']);
  expect(normalizeCodeQuery('GT-GTJ3')).toEqual(['GT-GTJ3']);
  for (const no of ['Hanako', 'GT-489', 'GT-4821', 'GT-4O29', 'hanako@example.com', '', 'GT-']) expect(normalizeCodeQuery(no)).toEqual([]);
});

test('a unique violation of the code runs the insert again; any other error is thrown at once', async () => {
  const conflict = Object.assign(new Error('duplicate key value violates unique constraint "bookings_code_key"'), {
    code: '23505',
  });
  expect(isCodeConflict(conflict)).toBe(true);
  expect(isCodeConflict({ code: '23505', constraint: 'bookings_code_key' })).toBe(true);
  expect(isCodeConflict({ code: '23505', constraint: 'bookings_reference_id_key' })).toBe(false);
  expect(isCodeConflict({ code: '23514' })).toBe(false);

  let calls = 0;
  const twice = jest.fn(async () => {
    if (++calls < 3) throw conflict;
    return 'held';
  });
  await expect(retryOnCodeConflict(twice)).resolves.toBe('held');
  expect(twice).toHaveBeenCalledTimes(3);

  const other = Object.assign(new Error('capacity'), { code: '23514' });
  const refused = jest.fn(async () => {
    throw other;
  });
  await expect(retryOnCodeConflict(refused)).rejects.toBe(other);
  expect(refused).toHaveBeenCalledTimes(1);

  const always = jest.fn(async () => {
    throw conflict;
  });
  await expect(retryOnCodeConflict(always, 4)).rejects.toBe(conflict);
  expect(always).toHaveBeenCalledTimes(4);
});

const hold = (i: number, slotId: number): NewBooking => ({
  referenceId: `ref-code-${i}`,
  spaceId: 'default',
  bookingDate: '2026-12-01',
  userName: `Guest ${i}`,
  userEmail: `guest${i}@example.com`,
  totalAmount: 3000,
  taxRate: 10,
  salesTax: 272,
  timeRange: '10:00-11:00',
  slotIds: [slotId],
  userId: null,
  clientIp: `10.0.${Math.floor(i / 250)}.${i % 250}`,
  language: 'en',
  timeZone: null,
  expiresAt: new Date('2026-11-30T00:00:00Z'),
  testSession: null,
  teacher: ANY_TEACHER_ONLINE,
  actorEmail: `guest${i}@example.com`,
});

/**
 * The same behaviour on both databases: `open` gives a new connection to the same empty database each time, `migrated`
 * a new database with every migration already in (the run's copy: replaying them all per test cost seconds).
 */
function codeBehaviour(open: () => Promise<Db>, migrated: () => Promise<Db>) {
  test('the migration gives the bookings made before it their codes from their ids: unique, in the alphabet', async () => {
    const db = await open();
    try {
      await migrate(db, migrationsBeforeCode());
      const insert = (id: number) =>
        db.query(
          `insert into bookings (id, reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax,
             time_range, status, language)
           values ($1::int, 'old' || $1::int, 'default', '2026-11-01', 'Old Guest', 'old@example.com', 6000, 10, 545, '10:00-12:00', 'Confirmed', 'ja')`,
          [id],
        );
      for (const id of [1, 2, 27, 28, 29, 4821, 28 ** 4 - 1, 28 ** 4, 28 ** 5 + 7]) await insert(id);
      for (let id = 100; id < 400; id++) await insert(id);
      await migrate(db, MIGRATIONS);

      const codes = await db.query<{ id: number; code: string }>('select id, code from bookings order by id');
      const byId = new Map(codes.map((r) => [r.id, r.code]));
      expect([1, 2, 27, 28, 29, 28 ** 4 - 1, 28 ** 4, 28 ** 5 + 7].map((id) => byId.get(id))).toEqual([
        'GT-2223',
        'GT-2224',
        'GT-222Y',
        'GT-2232',
        'GT-2233',
        'GT-YYYY',
        'GT-32222',
        'GT-322229',
      ]);
      expect(new Set(codes.map((r) => r.code)).size).toBe(codes.length);
      for (const { code } of codes) expect(code).toMatch(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,6}$/);
      // the column is required and unique from now on
      await expect(db.query("update bookings set code = 'GT-2223' where id = 2")).rejects.toMatchObject({ code: '23505' });
      await expect(db.query('update bookings set code = null where id = 2')).rejects.toMatchObject({ code: '23502' });
    } finally {
      await db.close();
    }
  });

  test('a code some booking has is skipped: the hold takes its next candidate, a longer one once the short ones are taken', async () => {
    const db = await migrated();
    const candidates = jest.mocked(bookingCode.codeCandidates);
    candidates.mockClear();
    try {
      const [{ id: slotId }] = await db.query<{ id: number }>(
        `insert into slots (space_id, day, start_time, end_time, seats, seats_free)
         values ('default', '2026-12-01', '10:00', '11:00', 10, 10) returning id`,
      );
      const caps = { perClient: 10, dayShare: 1 };
      const offered = ['GT-AC2D', 'GT-XY9K', 'GT-AC2DE'];
      for (let i = 0; i < 3; i++) {
        candidates.mockReturnValueOnce(offered);
        expect((await createHold(db, hold(i, slotId), caps)).verdict).toBe('ok');
      }
      expect(candidates).toHaveBeenCalledTimes(3);
      const codes = await db.query<{ code: string }>('select code from bookings order by id');
      expect(codes.map((r) => r.code)).toEqual(offered);
    } finally {
      candidates
        .mockReset()
        .mockImplementation(jest.requireActual<typeof bookingCode>('../../../src/server/booking/bookingCode').codeCandidates);
      await db.close();
    }
  });

  test('every hold gets its own code, 300 of them: GT- and 4 characters of the alphabet', async () => {
    const db = await migrated();
    try {
      const [{ id: slotId }] = await db.query<{ id: number }>(
        `insert into slots (space_id, day, start_time, end_time, seats, seats_free)
         values ('default', '2026-12-01', '10:00', '11:00', 1000, 1000) returning id`,
      );
      const caps = { perClient: 1000, dayShare: 1 };
      for (let i = 0; i < 300; i++) {
        const { verdict } = await createHold(db, hold(i, slotId), caps);
        expect(verdict).toBe('ok');
      }
      const codes = (await db.query<{ code: string }>('select code from bookings')).map((r) => r.code);
      expect(codes).toHaveLength(300);
      expect(new Set(codes).size).toBe(300);
      for (const code of codes) expect(code).toMatch(CODE);
    } finally {
      await db.close();
    }
  });
}

describe('booking codes on the embedded database', () => {
  codeBehaviour(
    async () => openPglite(tmp('gtss-code-')),
    async () => {
      const dir = tmp('gtss-code-');
      fs.cpSync(await migratedPgDir(), path.join(dir, 'pg'), { recursive: true });
      return openPglite(dir);
    },
  );
});

describeWithPostgres(`booking codes ${POSTGRES_SKIP_NOTE}`, () => {
  let schema: FreshSchema;
  const copies: FreshSchema[] = [];
  const migratedCopy = async () => {
    copies.push(await migratedDatabase(MIGRATIONS));
    return copies.at(-1)!.url;
  };
  beforeEach(async () => {
    schema = await freshSchema();
  });
  afterEach(async () => {
    await schema.drop();
    for (const copy of copies.splice(0)) await copy.drop();
  });
  codeBehaviour(
    async () => openPostgres(schema.url),
    async () => openPostgres(await migratedCopy()),
  );

  test('two holds racing for the same code: the later waits for the earlier, collides, and takes a new code', async () => {
    const url = await migratedCopy();
    const [a, b] = [openPostgres(url), openPostgres(url)];
    const candidates = jest.mocked(bookingCode.codeCandidates);
    candidates.mockClear();
    try {
      const [{ id: slotId }] = await a.query<{ id: number }>(
        `insert into slots (space_id, day, start_time, end_time, seats, seats_free)
         values ('default', '2026-12-01', '10:00', '11:00', 10, 10) returning id`,
      );
      const caps = { perClient: 10, dayShare: 1 };
      // both are offered GT-RACE first; the retry gets a fresh random list (the real function)
      candidates.mockReturnValueOnce(['GT-RACE']).mockReturnValueOnce(['GT-RACE']);
      let later: Promise<{ id: number | null; verdict: string }> | undefined;
      await a.transaction(async (tx) => {
        expect((await createHold(tx, hold(1, slotId), caps)).verdict).toBe('ok');
        // the earlier hold has GT-RACE but has not committed: the later cannot see it, picks it, and waits on the index
        later = createHoldLocked(b, { ip: '10.9.9.9', email: 'guest2@example.com', userId: null }, hold(2, slotId), caps);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      expect((await later!).verdict).toBe('ok');
      expect(candidates).toHaveBeenCalledTimes(3); // the earlier once; the later twice: its first try collided
      const codes = (await a.query<{ code: string }>('select code from bookings order by id')).map((r) => r.code);
      expect(codes[0]).toBe('GT-RACE');
      expect(codes[1]).toMatch(CODE);
      expect(codes[1]).not.toBe('GT-RACE');
    } finally {
      candidates
        .mockReset()
        .mockImplementation(jest.requireActual<typeof bookingCode>('../../../src/server/booking/bookingCode').codeCandidates);
      await Promise.all([a.close(), b.close()]);
    }
  });
});
