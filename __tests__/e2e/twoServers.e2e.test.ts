import { describeWithPostgres, freshSchema, type FreshSchema } from '../server/pgTestDb';
import { startServer, type RunningServer } from './harness';

// Issue 4 "Bad input and races": two real server processes (started as `npm start` ends) on one
// PostgreSQL database. Both migrate at once (advisory lock) and 50 payers split between them race
// for the same 4 slots: the database lets exactly one hold them.
jest.setTimeout(120_000);

describeWithPostgres('two server processes on one PostgreSQL database', () => {
  let schema: FreshSchema;
  let servers: RunningServer[] = [];
  beforeAll(async () => {
    schema = await freshSchema();
    servers = await Promise.all([startServer({ DATABASE_URL: schema.url }), startServer({ DATABASE_URL: schema.url })]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await schema?.drop();
  });

  test('50 payers split over both processes: exactly one holds the slots, 49 get a clean 409', async () => {
    const [a, b] = servers;
    const days: Array<{ date: string; status: string }> = await (await fetch(`${a.baseUrl}/api/public/rental-space/calendar/default`)).json();
    const day = days.find((d) => d.status === 'available')!.date.replaceAll('-', '');
    const slots: Array<{ id: number }> = await (await fetch(`${b.baseUrl}/api/public/rental-space/calendar/default/${day}`)).json();
    const body = {
      rental_space_id: 'default',
      booking_date: day,
      timeslot_ids: slots.slice(0, 4).map((s) => s.id),
      seat_count: 1,
      action_type: 'payment',
    };
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        const res = await fetch(`${servers[i % 2].baseUrl}/api/public/book/confirm`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...body, user_name: `Payer ${i}`, user_email: `payer${i}@example.com` }),
        });
        return { status: res.status, body: await res.json() };
      }),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const losers = answers.filter((r) => r.status === 409);
    expect(losers).toHaveLength(49);
    for (const l of losers) expect(l.body.detail).toBe('Some of the chosen timeslots were just taken. Please choose other timeslots.');
    const after: Array<{ id: number }> = await (await fetch(`${a.baseUrl}/api/public/rental-space/calendar/default/${day}`)).json();
    expect(after.map((s) => s.id)).not.toEqual(expect.arrayContaining(body.timeslot_ids.slice(0, 1)));
  });
});
