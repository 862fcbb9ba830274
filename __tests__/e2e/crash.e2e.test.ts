import { BACKENDS, BROKEN_SLOTS, CrashSite, eventually, killMidway } from './crashSite';

// Robustness: SIGKILL the real server (started as `npm start` ends) while payments are in
// flight, start it again on the same data, and check that no booking is lost or duplicated, no seat
// is held twice and no hold stays forever. Run on the embedded PGlite, and on PostgreSQL when
// TEST_DATABASE_URL is set.
jest.setTimeout(120_000);

const CARD = 'card=4242424242424242';
type Day = { date: string; status: string };

/**
 * Groups of 4 free slots over the first available days: each group is one booking's worth. At most half
 * of a day's slots: unpaid holds may take no more (the hold caps), and these are all held at once.
 */
async function slotGroups(url: string, n: number): Promise<Array<{ day: string; ids: number[] }>> {
  const days: Day[] = await (await fetch(`${url}/api/public/rental-space/calendar/default`)).json();
  const groups: Array<{ day: string; ids: number[] }> = [];
  for (const d of days.filter((x) => x.status === 'available')) {
    const day = d.date.replaceAll('-', '');
    const slots: Array<{ id: number }> = await (await fetch(`${url}/api/public/rental-space/calendar/default/${day}`)).json();
    for (let i = 0; i + 4 <= Math.floor(slots.length / 2) && groups.length < n; i += 4) {
      groups.push({ day, ids: slots.slice(i, i + 4).map((s) => s.id) });
    }
    if (groups.length === n) return groups;
  }
  throw new Error('not enough free slots');
}

/** One visitor's payment call; each comes from its own address (TRUST_PROXY), so no rate limit is hit. */
async function payFor(url: string, i: number, group: { day: string; ids: number[] }) {
  const res = await fetch(`${url}/api/public/book/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i}` },
    body: JSON.stringify({
      rental_space_id: 'default',
      booking_date: group.day,
      timeslot_ids: group.ids,
      seat_count: 1,
      action_type: 'payment',
      user_name: `Payer ${i}`,
      user_email: `payer${i}@example.com`,
    }),
  });
  const body = await res.json();
  return { i, status: res.status, session: res.status === 200 ? String(body.session.url) : null };
}

const payCheckout = (session: string) =>
  fetch(`${session}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: CARD,
  });

const freeSlotCount = async (url: string, days: string[]) =>
  (
    await Promise.all(days.map(async (d) => (await (await fetch(`${url}/api/public/rental-space/calendar/default/${d}`)).json()).length))
  ).reduce((a, b) => a + b, 0);

describe.each(BACKENDS)('SIGKILL during payments, restart on the same data (%s)', (_name, postgres) => {
  let site: CrashSite;
  beforeEach(async () => {
    site = await CrashSite.start(postgres, { TRUST_PROXY: '127.0.0.1' });
  });
  afterEach(() => site.stop());

  test('payment calls in flight: every 200 keeps its Pending hold, no seat is held twice, unpaid holds are released at expiry', async () => {
    const groups = await slotGroups(site.url, 20);
    const days = [...new Set(groups.map((g) => g.day))];
    const freeBefore = await freeSlotCount(site.url, days);
    // 60 payers, three for each group of slots: at most one of each three can win.
    const calls = Array.from({ length: 60 }, (_, i) => () => payFor(site.url, i, groups[i % 20]));
    const results = await killMidway(site, calls, 10);
    const answered = results.filter((r) => r !== 'cut off');
    const paid = answered.filter((r) => r.status === 200);
    // 409: a seat taken; 429: the day already half held unpaid by others (the hold caps): both leave nothing
    expect(answered.filter((r) => ![200, 409, 429].includes(r.status))).toEqual([]);
    expect(results.filter((r) => r === 'cut off').length).toBeGreaterThan(0); // the kill really landed mid-flight
    console.log(
      `payments at SIGKILL: ${paid.length} × 200, ${answered.length - paid.length} × 409/429, ${results.length - answered.length} cut off`,
    );

    await site.restart();
    await site.sql(async (sql) => {
      expect(await sql(BROKEN_SLOTS)).toEqual([]);
      for (const p of answered) {
        const rows = await sql<{ status: string; checkout_session_id: string }>(
          'select status, checkout_session_id from bookings where user_email = $1',
          [`payer${p.i}@example.com`],
        );
        // A 200 means its hold and checkout session were committed; a 409 or 429 left nothing behind.
        expect(rows).toEqual(p.status === 200 ? [{ status: 'Pending', checkout_session_id: p.session!.split('/').at(-1) }] : []);
      }
    });

    // The first winner still pays after the restart: Confirmed, mail queued.
    expect((await payCheckout(paid[0].session!)).status).toBe(303);

    // Nobody else pays. 31 minutes later (the database's clocks moved back, as if the time had passed)
    // the sweeper, which also runs at start, asks the provider and releases every unpaid hold.
    await site.sql(async (sql) => {
      await sql(`update bookings set checkout_expires_at = checkout_expires_at - interval '31 minutes' where status = 'Pending'`);
      await sql(`update test_checkout_sessions set expires_at = expires_at - interval '31 minutes'`);
    });
    if (postgres) {
      await site.kill();
      await site.restart();
    }
    await eventually(async () => (await freeSlotCount(site.url, days)) === freeBefore - 4, 'every unpaid hold is released');
    await site.sql(async (sql) => {
      expect(await sql(BROKEN_SLOTS)).toEqual([]);
      const statuses = await sql<{ status: string; n: number }>(
        'select status, count(*)::int as n from bookings group by status order by status',
      );
      expect(statuses).toEqual([{ status: 'Confirmed', n: 1 }, expect.objectContaining({ status: 'Expired' })]);
      // Released on the provider's word: every session a booking knows is expired there, except the paid one.
      expect(
        await sql(`select s.status, count(*)::int as n from test_checkout_sessions s join bookings b on b.checkout_session_id = s.id
        group by s.status order by s.status`),
      ).toEqual([{ status: 'complete', n: 1 }, expect.objectContaining({ status: 'expired' })]);
      // Killed between opening the session and storing it on the booking: nobody ever got its URL (the 200
      // comes after), and the hold was released without it.
      const orphans = await sql<{ status: string }>(`select b.status from test_checkout_sessions s join bookings b on b.id = s.booking_id
        where b.checkout_session_id is distinct from s.id`);
      expect(orphans.every((o) => o.status === 'Expired')).toBe(true);
      expect(await sql(`select subject from mail_outbox`)).toEqual([
        { subject: expect.stringMatching(/^Your trial class on .* is booked \(GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4,5}\)$/) },
      ]);
    });
  });

  test('checkout completions in flight: after the restart and the resent forms, every booking is Confirmed once, one mail each', async () => {
    const groups = await slotGroups(site.url, 20);
    const holds = await Promise.all(groups.map((g, i) => payFor(site.url, i, g)));
    expect(holds.map((h) => h.status)).toEqual(groups.map(() => 200));

    const results = await killMidway(
      site,
      holds.map((h) => async () => (await payCheckout(h.session!)).status),
      // at the first answer: on PostgreSQL the 20 completions ran side by side and, after the fifth answer, the other
      // fifteen had all been answered in the same burst once (a clean-clone CI: nothing was cut off to test)
      1,
    );
    expect(results.filter((r) => r === 'cut off').length).toBeGreaterThan(0);
    console.log(
      `completions at SIGKILL: ${results.filter((r) => r === 303).length} × 303, ${results.filter((r) => r === 'cut off').length} cut off`,
    );
    await site.restart();
    // The visitors whose page died resend the form (as Stripe would resend its webhook).
    const resent = await Promise.all(holds.filter((_, k) => results[k] !== 303).map((h) => payCheckout(h.session!)));
    expect(resent.map((r) => r.status)).toEqual(resent.map(() => 303));

    await site.sql(async (sql) => {
      expect(await sql(BROKEN_SLOTS)).toEqual([]);
      expect(await sql(`select status, count(*)::int as n from bookings group by status`)).toEqual([{ status: 'Confirmed', n: 20 }]);
      const mails = await sql<{ to_address: string; n: number }>(
        `select to_address, count(*)::int as n from mail_outbox group by to_address order by to_address`,
      );
      expect(mails).toHaveLength(20);
      expect(mails.every((m) => m.n === 1)).toBe(true);
    });
    // And every confirmation goes out (.eml files here: no SMTP_URL). A mail the killed process was
    // sending stays claimed for 5 minutes; move the clock past that (as in the mail crash test).
    // On PostgreSQL the server is stopped first: one that kept running could claim a row after the
    // update, and being killed then would leave that row claimed for another 5 minutes.
    if (postgres) await site.kill();
    await site.sql((sql) => sql(`update mail_outbox set next_attempt_at = next_attempt_at - interval '5 minutes' where status = 'queued'`));
    if (postgres) await site.restart();
    await eventually(
      async () => (await site.sql((sql) => sql(`select 1 from mail_outbox where status <> 'sent'`))).length === 0,
      'all mail is sent',
    );
  });
});
