import ICAL from 'ical.js';
import { NO_FEED } from '../../../src/server/routes/adminStaffRoutes';
import { NO_FEED_TO_REVOKE } from '../../../src/shared/admin/staffTexts';
import { tokyoInstant } from '../../../src/shared/dates';
import type { AccountsApp } from '../accounts/accountsKit';
import { adminCall, STAFF, type AdminWorld } from './adminKit';
import { auditActions } from './adminStaffBehaviour';
import { pay, payWithCard, timeslots } from '../booking/bookingTestKit';

// Calendar sync: each member's private .ics feed of the school's booked classes, read back by
// a real iCalendar parser (ical.js) as Google Calendar and Apple Calendar would; run on PGlite
// (adminStaffFeed.test.ts) and on a real PostgreSQL server (adminStaffPostgres.test.ts).

/** A booking of these slots of the day (indexes into its free slots), paid on the test checkout unless said. */
async function book(w: AdminWorld, date: string, slots: number[], name: string, paid = true): Promise<number> {
  const free = await timeslots(w.app, date);
  const res = await pay(
    w.app,
    slots.map((i) => free[i].id),
    { booking_date: date.replaceAll('-', ''), user_name: name, user_email: `${name.split(' ')[0].toLowerCase()}@example.com` },
  );
  expect(res.statusCode).toBeLessThan(300);
  if (paid) expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  return (await w.db.query<{ id: number }>('select max(id) as id from bookings'))[0].id;
}

/**
 * A class in two runs (10:00-12:00 and 13:00-14:00), as bookings made before one booking had to be one lesson (issue 38)
 * may be: held as one run of six, its last two slots moved to 13:00-14:00 in the database, then paid.
 */
async function splitBooking(w: AdminWorld, date: string, name: string): Promise<number> {
  const free = await timeslots(w.app, date);
  const body = { booking_date: date.replaceAll('-', ''), user_name: name, user_email: `${name.split(' ')[0].toLowerCase()}@example.com` };
  const res = await pay(
    w.app,
    [0, 1, 2, 3, 4, 5].map((i) => free[i].id),
    body,
  );
  expect(res.statusCode).toBeLessThan(300);
  const [{ id }] = await w.db.query<{ id: number }>('select max(id) as id from bookings');
  for (const [from, to] of [
    [free[4].id, free[6].id],
    [free[5].id, free[7].id],
  ]) {
    await w.db.query('update slots set seats_free = seats_free + 1 where id = $1', [from]);
    await w.db.query('update slots set seats_free = seats_free - 1 where id = $1', [to]);
    await w.db.query('update booking_slots set slot_id = $3 where booking_id = $1 and slot_id = $2', [id, from, to]);
  }
  await w.db.query("update bookings set time_range = '10:00-12:00, 13:00-14:00' where id = $1", [id]);
  expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  return id;
}

const feedPath = (url: string) => new URL(url).pathname;
const getFeed = (w: AdminWorld, url: string) => w.app.inject({ method: 'GET', url: feedPath(url) });

function parse(ics: string) {
  const cal = new ICAL.Component(ICAL.parse(ics));
  return {
    cal,
    events: cal.getAllSubcomponents('vevent').map((v) => ({
      uid: v.getFirstPropertyValue('uid'),
      start: (v.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate(),
      end: (v.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate(),
      stamp: (v.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
      summary: v.getFirstPropertyValue('summary'),
      description: v.getFirstPropertyValue('description') as string,
    })),
  };
}

export function feedBehaviour(world: () => Promise<AdminWorld & { t: AccountsApp }>) {
  test('the feed speaks its member’s language: their console’s, else their account’s', async () => {
    const w = await world();
    const id = await book(w, '2026-11-24', [0, 1, 2, 3], 'Hanako Yamada');
    const [{ code }] = await w.db.query<{ code: string }>('select code from bookings where id = $1', [id]);
    const { url } = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json();
    await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: 'ja' });
    const ja = parse((await getFeed(w, url)).body);
    expect(ja.cal.getFirstPropertyValue('x-wr-calname')).toBe('GTSS 予約');
    expect(ja.events.map((e) => e.summary)).toEqual([`体験レッスン：Hanako Yamada 様（${code}）`]);
    await adminCall(w.app, 'PUT', '/admin/me/console-language', w.staff, { console_language: null });
    await w.db.query(`update users set language = 'zh-CN' where email = $1`, [STAFF.email]);
    expect(parse((await getFeed(w, url)).body).events.map((e) => e.summary)).toEqual([`体验课：Hanako Yamada（${code}）`]);
  });

  test('the feed lists each confirmed class as an event a calendar app accepts', async () => {
    const w = await world();
    const hanako = await book(w, '2026-11-24', [0, 1, 2, 3], 'Hanako Yamada');
    const split = await splitBooking(w, '2026-11-25', 'Chen Wei, Jr.'); // 10:00-12:00 and 13:00-14:00
    await book(w, '2026-11-26', [0, 1, 2, 3], 'Pending Person', false); // not paid: not in the feed
    const created = await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {});
    expect(created.statusCode).toBe(201);
    const { url } = created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/api\/public\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json().calendar_feed).toBe(true);

    const res = await getFeed(w, url); // no cookie: calendar apps send none
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(res.body.replaceAll('\r\n', '')).not.toContain('\n'); // CRLF only

    const { cal, events } = parse(res.body);
    expect(cal.getFirstPropertyValue('version')).toBe('2.0');
    expect(cal.getFirstPropertyValue('prodid')).toEqual(expect.any(String));
    expect(cal.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(cal.getFirstPropertyValue('x-wr-calname')).toBe('GTSS bookings');
    expect(cal.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Tokyo');
    expect(cal.getFirstProperty('refresh-interval')!.toICALString()).toBe('REFRESH-INTERVAL;VALUE=DURATION:PT1H');
    expect(cal.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');

    const [hanakoCode, splitCode] = (
      await w.db.query<{ code: string }>('select code from bookings where id = any($1) order by id', [[hanako, split]])
    ).map((r) => r.code);
    const [ref1, ref2] = (
      await w.db.query<{ reference_id: string }>('select reference_id from bookings where id = any($1) order by id', [[hanako, split]])
    ).map((r) => r.reference_id);
    expect(events.map(({ uid, start, end, summary }) => ({ uid, start, end, summary }))).toEqual([
      {
        uid: `staff-booking-${hanako}@localhost`,
        start: tokyoInstant('2026-11-24', '10:00'),
        end: tokyoInstant('2026-11-24', '12:00'),
        summary: `Trial class: Hanako Yamada (${hanakoCode})`,
      },
      {
        uid: `staff-booking-${split}@localhost`,
        start: tokyoInstant('2026-11-25', '10:00'),
        end: tokyoInstant('2026-11-25', '12:00'),
        summary: `Trial class: Chen Wei, Jr. (${splitCode})`,
      },
      {
        uid: `staff-booking-${split}-2@localhost`,
        start: tokyoInstant('2026-11-25', '13:00'),
        end: tokyoInstant('2026-11-25', '14:00'),
        summary: `Trial class: Chen Wei, Jr. (${splitCode})`,
      },
    ]);
    expect(events[0].stamp).toEqual(new Date('2026-11-23T01:00:00Z'));
    // A reference with the console's id is the guest link (view and cancel), so no
    // reference may be in the feed; the console's link asks for a login.
    const all = await w.db.query<{ reference_id: string }>('select reference_id from bookings');
    expect(all).toHaveLength(3);
    expect([ref1, ref2, ...all.map((r) => r.reference_id)].filter((ref) => res.body.replaceAll('\r\n ', '').includes(ref))).toEqual([]);
    expect(events[0].description).toBe(`http://localhost:3000/admin/bookings/${hanako}`);
    expect(events[1].description).toBe(`http://localhost:3000/admin/bookings/${split}`);
    expect(res.body).not.toContain('@example.com'); // the customer's email stays in the console

    // the same UIDs on the next refresh: a calendar updates its events rather than adding copies
    expect(parse((await getFeed(w, url)).body).events.map((e) => e.uid)).toEqual(events.map((e) => e.uid));

    // canceled bookings leave the feed; classes more than 30 days ago too
    await w.db.query(`update bookings set status = 'Canceled' where id = $1`, [split]);
    w.t.clock.advanceMinutes(30 * 24 * 60); // 2026-12-23 in Tokyo: 11-24 is 29 days ago
    expect(parse((await getFeed(w, url)).body).events.map((e) => e.uid)).toEqual([`staff-booking-${hanako}@localhost`]);
    w.t.clock.advanceMinutes(24 * 60); // 31 days after 2026-11-23: 11-24 is 30 days ago, still shown
    expect(parse((await getFeed(w, url)).body).events).toHaveLength(1);
    w.t.clock.advanceMinutes(24 * 60);
    expect(parse((await getFeed(w, url)).body).events).toEqual([]);
  });

  test('a new URL revokes the old one; DELETE revokes it; the token is never stored nor audited', async () => {
    const w = await world();
    const first = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json().url as string;
    const second = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json().url as string;
    expect(second).not.toBe(first);
    const old = await getFeed(w, first);
    expect([old.statusCode, old.json()]).toEqual([404, { detail: NO_FEED }]);
    expect((await getFeed(w, second)).statusCode).toBe(200);
    for (const url of [first, second]) {
      const token = url.split('/').at(-1)!.replace('.ics', '');
      expect(JSON.stringify(await w.db.query('select * from calendar_feeds'))).not.toContain(token);
      expect(JSON.stringify(await w.db.query('select * from audit_log'))).not.toContain(token);
    }

    const revoked = await adminCall(w.app, 'DELETE', '/admin/me/calendar-feed', w.staff);
    expect(revoked.statusCode).toBe(204);
    expect((await getFeed(w, second)).statusCode).toBe(404);
    expect((await adminCall(w.app, 'GET', '/admin/me', w.staff)).json().calendar_feed).toBe(false);
    const again = await adminCall(w.app, 'DELETE', '/admin/me/calendar-feed', w.staff);
    expect([again.statusCode, again.json()]).toEqual([404, { detail: NO_FEED_TO_REVOKE }]);
    expect((await auditActions(w.db)).filter((a) => a.actor_email === STAFF.email)).toEqual([
      { actor_email: STAFF.email, action: 'staff.calendar_feed_created', before: { active: false }, after: { active: true } },
      { actor_email: STAFF.email, action: 'staff.calendar_feed_created', before: { active: true }, after: { active: true } },
      { actor_email: STAFF.email, action: 'staff.calendar_feed_revoked', before: { active: true }, after: { active: false } },
    ]);
  });

  test('an unknown or malformed token is a 404, and each member’s feed is their own', async () => {
    const w = await world();
    const mine = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json().url as string;
    const owners = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.owner, {})).json().url as string;
    expect((await getFeed(w, mine)).statusCode).toBe(200);
    expect((await getFeed(w, owners)).statusCode).toBe(200);
    await adminCall(w.app, 'DELETE', '/admin/me/calendar-feed', w.owner);
    expect((await getFeed(w, mine)).statusCode).toBe(200); // the owner's revocation leaves staff's alone
    for (const path of ['A'.repeat(43) + '.ics', 'x.ics', mine.split('/').at(-1)!.replace('.ics', ''), '..%2F..%2Fetc.ics']) {
      const res = await w.app.inject({ method: 'GET', url: `/api/public/calendar-feed/${path}` });
      expect([res.statusCode, res.json()]).toEqual([404, { detail: NO_FEED }]);
    }
    // the feed follows the member's role as it is now, whatever took the role away
    await w.db.query(`update users set role = null where email = $1`, [STAFF.email]);
    expect((await getFeed(w, mine)).statusCode).toBe(404);
  });
}
