import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describeWithPostgres, freshSchema, type FreshSchema } from '../server/pgTestDb';
import { startServer, type RunningServer } from './harness';

// Bad input, races and robustness: two real server processes (started as
// `npm start` ends) on one PostgreSQL database. Both migrate at once (advisory lock) and 200 payers
// split between them race for the same 4 slots: the database lets exactly one hold them.
jest.setTimeout(120_000);

const PAYERS = 200;
const SLOT_TAKEN = 'Some of the chosen timeslots were just taken. Please choose other timeslots.';

describeWithPostgres('two server processes on one PostgreSQL database', () => {
  let schema: FreshSchema;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    schema = await freshSchema();
    // Behind a load balancer (here: none, 127.0.0.1 stands in for it), the payment limit counts the
    // visitor's IP from X-Forwarded-For. Each payer comes from an address of its own, as in real life;
    // without TRUST_PROXY all 200 would share 127.0.0.1 and be stopped at 100 per 10 minutes.
    const env = { DATABASE_URL: schema.url, TRUST_PROXY: '127.0.0.1' };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await schema?.drop();
  });

  test(`${PAYERS} payers split over both processes: exactly one holds the slots, ${PAYERS - 1} get a clean 409`, async () => {
    const [a, b] = servers;
    const days: Array<{ date: string; status: string }> = await (
      await fetch(`${a.baseUrl}/api/public/rental-space/calendar/default`)
    ).json();
    const day = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
    const slots: Array<{ id: number }> = await (await fetch(`${b.baseUrl}/api/public/rental-space/calendar/default/${day}`)).json();
    const ids = slots.slice(0, 4).map((s) => s.id);
    const body = { rental_space_id: 'default', booking_date: day, timeslot_ids: ids, seat_count: 1, action_type: 'payment' };
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: PAYERS }, async (_, i) => {
        const res = await fetch(`${servers[i % 2].baseUrl}/api/public/book/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ ...body, user_name: `Payer ${i}`, user_email: `payer${i}@example.com` }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    const ms = Math.round(performance.now() - started);
    console.log(`${PAYERS} simultaneous payers over 2 processes on PostgreSQL: ${ms} ms in all`);

    const winners = answers.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0].body.session.url).toMatch(/\/api\/test-checkout\/tcs_/);
    const losers = answers.filter((r) => r.status === 409);
    expect(losers).toHaveLength(PAYERS - 1); // no 429, no 500: every loser is a clean 409
    for (const l of losers) expect(l.body).toEqual({ detail: SLOT_TAKEN });
    const after: Array<{ id: number }> = await (await fetch(`${a.baseUrl}/api/public/rental-space/calendar/default/${day}`)).json();
    expect(after.map((s) => s.id)).not.toEqual(expect.arrayContaining(ids.slice(0, 1)));

    // The database itself: one booking, holding each of the 4 slots once; the losers left no rows.
    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const bookings = await client.query('select id, status, user_email from bookings');
      expect(bookings.rows).toEqual([expect.objectContaining({ status: 'Pending' })]);
      const winner = Number(/payer(\d+)@/.exec(bookings.rows[0].user_email)![1]);
      expect(answers[winner].status).toBe(200);
      const held = await client.query(
        'select slot_id, count(*)::int as n from booking_slots where slot_id = any($1::int[]) group by slot_id order by slot_id',
        [ids],
      );
      expect(held.rows).toEqual(ids.map((id) => ({ slot_id: id, n: 1 })));
      const seats = await client.query('select seats_free from slots where id = any($1::int[])', [ids]);
      expect(seats.rows.map((r) => r.seats_free)).toEqual([0, 0, 0, 0]);
    } finally {
      await client.end();
    }
  });
});

describeWithPostgres('two server processes on one PostgreSQL database, a school with teachers', () => {
  const TEACHERS = 3;
  const RACERS = 30;
  let schema: FreshSchema;
  let servers: RunningServer[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-teachers-race-'));
  beforeAll(async () => {
    schema = await freshSchema();
    const file = path.join(dir, 'schedule.json');
    const hours = [['09:00', '18:00']];
    fs.writeFileSync(
      file,
      JSON.stringify({
        slotMinutes: 30,
        seatsPerSlot: 1,
        bookingWindowDays: 14,
        pricePerSlotYen: 1500,
        taxRatePercent: 10,
        weeklyHours: Object.fromEntries(['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'].map((d) => [d, hours])),
        closedDates: [],
        teachers: Array.from({ length: TEACHERS }, (_, i) => ({ name: `Teacher ${i + 1}`, languages: ['en'] })),
      }),
    );
    const env = { DATABASE_URL: schema.url, TRUST_PROXY: '127.0.0.1', SCHEDULE_FILE: file };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await schema?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test(`${RACERS} payers for "any teacher" on a span ${TEACHERS} teachers are free for: exactly ${TEACHERS} win, each with a different teacher`, async () => {
    const [a, b] = servers;
    const days: Array<{ date: string; status: string }> = await (
      await fetch(`${a.baseUrl}/api/public/rental-space/calendar/default`)
    ).json();
    const day = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
    const slots: Array<{ id: number }> = await (await fetch(`${b.baseUrl}/api/public/rental-space/calendar/default/${day}`)).json();
    const ids = slots.slice(0, 4).map((s) => s.id);
    const body = { rental_space_id: 'default', booking_date: day, timeslot_ids: ids, seat_count: 1, action_type: 'payment' };
    const answers = await Promise.all(
      Array.from({ length: RACERS }, async (_, i) => {
        const res = await fetch(`${servers[i % 2].baseUrl}/api/public/book/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.${i >> 8}.${i & 255}` },
          body: JSON.stringify({ ...body, user_name: `Racer ${i}`, user_email: `racer${i}@example.com` }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(TEACHERS);
    // every other payer is a clean 409: the seat just taken, or (once all are taken) no teacher free for it
    const losers = answers.filter((r) => r.status !== 200);
    expect(losers.every((l) => l.status === 409 && typeof l.body.detail === 'string')).toBe(true);

    const client = new pg.Client({ connectionString: schema.url });
    await client.connect();
    try {
      const held = await client.query<{ teacher_id: number }>("select teacher_id from bookings where status = 'Pending'");
      expect(new Set(held.rows.map((r) => r.teacher_id)).size).toBe(TEACHERS);
      const twice = await client.query('select teacher_id, slot_id from teacher_slots group by teacher_id, slot_id having count(*) > 1');
      expect(twice.rows).toEqual([]);
    } finally {
      await client.end();
    }
  });
});
