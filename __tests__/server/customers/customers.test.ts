import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../../../src/server/db/migrate';
import { openPglite } from '../../../src/server/db/pglite';
import { CUSTOMER_NOT_FOUND, NOTE_MAX, NOTE_STALE, NOTE_TOO_LONG } from '../../../src/shared/admin/customers';
import { phoneDigits } from '../../../src/shared/phone';
import { asCookie, call } from '../accounts/accountsKit';
import { adminCall, expectRoleChecks, STAFF } from '../admin/adminKit';
import { phoneBooking, staffBookCall, writeWorld, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { customersBehaviour, guestBooks } from './customersBehaviour';
import { bookingBody, compact, firstSlotIds, payWithCard } from '../booking/bookingTestKit';
import { MIGRATIONS, makeStaticDir, useTestApps } from '../testApp';

// Customers and the staff-only notes on the embedded database (the search and the holds' upsert run on
// PostgreSQL too: customersPostgres.test.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
const made: string[] = [staticDir];
const tmp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const world = () => writeWorld(startApp, staticDir);

describe('customers (PGlite)', () => customersBehaviour(world));

const putNote = (w: WriteWorld, url: string, body: object) => adminCall(w.app, 'PUT', url, w.staff, body);
const customerOf = async (w: WriteWorld, bookingId: number) =>
  (await w.db.query<{ customer_id: number }>('select customer_id from bookings where id = $1', [bookingId]))[0].customer_id;

test('customers and notes are for staff: a guest gets 401 and a visitor 403, and nothing changes', async () => {
  const w = await world();
  const b = await guestBooks(w, '2026-11-24', 'Yuki Sato', 'yuki@example.com', '10.0.0.1');
  await expectRoleChecks(w, 'GET', '/admin/customers', undefined, 'staff');
  await expectRoleChecks(w, 'GET', `/admin/customers/${b.customer_id}`, undefined, 'staff');
  await expectRoleChecks(w, 'PUT', `/admin/customers/${b.customer_id}/note`, { note: 'x', version: 1 }, 'staff');
  await expectRoleChecks(w, 'PUT', `/admin/bookings/${b.id}/note`, { note: 'x', version: 1 }, 'staff');
});

test('the desk: a walk-in without email is a new customer each time, unless the clerk picks who came before', async () => {
  const w = await world();
  const walkIn = (date: string, extra: object = {}) =>
    firstSlotIds(w.app, 4, date).then((ids) =>
      staffBookCall(w, { ...phoneBooking(ids, 'cash', date), user_name: 'Aiko', user_email: undefined, source: 'desk', ...extra }),
    );
  const first = await walkIn('2026-11-24');
  const second = await walkIn('2026-11-25');
  expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
  const [a, b] = [await customerOf(w, first.json().booking_id), await customerOf(w, second.json().booking_id)];
  expect(a).not.toBe(b);
  const picked = await walkIn('2026-11-26', { customer_id: a });
  expect(picked.statusCode).toBe(201);
  expect(await customerOf(w, picked.json().booking_id)).toBe(a);
  // a phone booking with an email finds the customer by it
  const byEmail = await staffBookCall(w, phoneBooking(await firstSlotIds(w.app, 4, '2026-11-27'), 'cash', '2026-11-27'));
  const again = await staffBookCall(w, phoneBooking(await firstSlotIds(w.app, 4, '2026-11-28'), 'cash', '2026-11-28'));
  expect(await customerOf(w, again.json().booking_id)).toBe(await customerOf(w, byEmail.json().booking_id));

  // an unknown customer is refused before anything is held
  const before = await w.db.query('select count(*)::int as n from bookings');
  const unknown = await walkIn('2026-11-30', { customer_id: 999 });
  expect([unknown.statusCode, unknown.json()]).toEqual([400, { detail: CUSTOMER_NOT_FOUND }]);
  expect(await w.db.query('select count(*)::int as n from bookings')).toEqual(before);
});

test('notes: saved with their audit entry (before and after), shown in the staff’s rows; a stale or bad note changes nothing', async () => {
  const w = await world();
  const b = await guestBooks(w, '2026-11-24', 'Yuki Sato', 'yuki@example.com', '10.0.0.1');
  const saved = await putNote(w, `/admin/customers/${b.customer_id}/note`, {
    note: '  Prefers mornings.\nAllergic to cats.  ',
    version: 1,
  });
  expect([saved.statusCode, saved.json()]).toEqual([200, { note: 'Prefers mornings.\nAllergic to cats.', version: 2 }]);
  const onBooking = await putNote(w, `/admin/bookings/${b.id}/note`, { note: 'Paid by a colleague', version: 1 });
  expect([onBooking.statusCode, onBooking.json()]).toEqual([200, { note: 'Paid by a colleague', version: 2 }]);

  const audit = await w.db.query(
    'select actor_email, action, target_type, target_id, booking_id, before, after from audit_log order by id',
  );
  expect(audit.slice(-2)).toEqual([
    {
      actor_email: STAFF.email,
      action: 'customer.note_changed',
      target_type: 'customer',
      target_id: String(b.customer_id),
      booking_id: null,
      before: { note: null },
      after: { note: 'Prefers mornings.\nAllergic to cats.' },
    },
    {
      actor_email: STAFF.email,
      action: 'booking.note_changed',
      target_type: 'booking',
      target_id: String(b.id),
      booking_id: b.id,
      before: { note: null },
      after: { note: 'Paid by a colleague' },
    },
  ]);
  // the activity log names the customer (never by their record's number)
  const activity = (await adminCall(w.app, 'GET', '/admin/audit?kind=bookings', w.owner)).json();
  expect(activity.items[1]).toMatchObject({ action: 'customer.note_changed', target_type: 'customer', target_name: 'Yuki Sato' });
  const row = (await adminCall(w.app, 'GET', '/admin/bookings', w.staff)).json().items[0];
  expect(row).toMatchObject({
    customer_id: b.customer_id,
    note: 'Paid by a colleague',
    customer_note: 'Prefers mornings.\nAllergic to cats.',
  });
  const detail = (await adminCall(w.app, 'GET', `/admin/bookings/${b.id}`, w.staff)).json();
  expect(detail).toMatchObject({ note: 'Paid by a colleague', note_version: 2, customer_name: 'Yuki Sato' });

  const rows = () => w.db.query('select (select json_agg(a) from audit_log a) as audit, (select json_agg(c) from customers c) as c');
  const unchanged = await rows();
  // opened before the save: refused, and the other clerk's note stays
  const stale = await putNote(w, `/admin/customers/${b.customer_id}/note`, { note: 'Mine', version: 1 });
  expect([stale.statusCode, stale.json()]).toEqual([409, { detail: NOTE_STALE }]);
  const tooLong = await putNote(w, `/admin/customers/${b.customer_id}/note`, { note: 'x'.repeat(NOTE_MAX + 1), version: 2 });
  expect([tooLong.statusCode, tooLong.json().detail]).toEqual([400, expect.stringContaining(NOTE_TOO_LONG)]);
  for (const bad of [{ note: 'x' }, { note: 'x', version: 'two' }, { note: 'x\u0000', version: 2 }, { note: 'x', version: 2, extra: 1 }]) {
    const res = await putNote(w, `/admin/customers/${b.customer_id}/note`, bad);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  const missing = await putNote(w, '/admin/customers/999/note', { note: 'x', version: 1 });
  expect([missing.statusCode, missing.json()]).toEqual([404, { detail: CUSTOMER_NOT_FOUND }]);
  expect((await adminCall(w.app, 'GET', '/admin/customers/999', w.staff)).statusCode).toBe(404);
  expect(await rows()).toEqual(unchanged);
  // blank clears it
  const cleared = await putNote(w, `/admin/customers/${b.customer_id}/note`, { note: '   ', version: 2 });
  expect(cleared.json()).toEqual({ note: null, version: 3 });
});

test('notes never reach the customer: not in the visitor’s API, my page, the .ics, the receipt, any email, nor the staff calendar feed', async () => {
  const w = await world();
  const ids = await firstSlotIds(w.app, 4, '2026-11-24');
  const body = bookingBody({ timeslot_ids: ids, booking_date: compact('2026-11-24'), action_type: 'payment' });
  delete body.user_name;
  delete body.user_email;
  const held = await call(w.app, 'POST', '/public/book/confirm', body, asCookie(w.visitor));
  expect((await payWithCard(w.app, held.json().session.url)).statusCode).toBe(303);
  const [b] = await w.db.query<{ id: number; ref: string; customer_id: number }>(
    'select id, reference_id as ref, customer_id from bookings order by id desc limit 1',
  );
  expect((await putNote(w, `/admin/bookings/${b.id}/note`, { note: 'SECRET-BOOKING-NOTE', version: 1 })).statusCode).toBe(200);
  expect((await putNote(w, `/admin/customers/${b.customer_id}/note`, { note: 'SECRET-CUSTOMER-NOTE', version: 1 })).statusCode).toBe(200);
  const feed = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff, {})).json().url as string;

  const seen: string[] = [];
  const read = async (method: 'GET' | 'POST', url: string, who = w.visitor) => {
    const res = await call(w.app, method, url, method === 'POST' ? {} : undefined, asCookie(who));
    expect(res.statusCode).toBeLessThan(400);
    seen.push(res.body);
  };
  await read('GET', '/public/me');
  await read('GET', '/public/mypage/bookings');
  await read('GET', `/public/view-booking/${b.ref}/${b.id}`);
  await read('GET', `/public/view-booking/${b.ref}/${b.id}/calendar.ics`);
  await read('GET', `/public/receipts/${b.ref}/${b.id}`);
  seen.push((await w.app.inject({ method: 'GET', url: new URL(feed).pathname })).body);
  await read('POST', `/public/bookings/${b.id}/cancel`);
  seen.push(JSON.stringify(await w.db.query('select * from mail_outbox')));
  expect(seen.join('\n')).toContain('Hanako Yamada');
  expect(seen.join('\n')).not.toMatch(/SECRET-(BOOKING|CUSTOMER)-NOTE/);
});

test('the migration gives bookings made before it their customers: per account, per guest email, per walk-in', async () => {
  const before = tmp('gtss-before-customers-');
  for (const f of fs.readdirSync(MIGRATIONS).filter((n) => n < '0020')) fs.copyFileSync(path.join(MIGRATIONS, f), path.join(before, f));
  const db = await openPglite(tmp('gtss-customers-'));
  try {
    await migrate(db, before);
    await db.query(
      `insert into users (id, email, name) values (1, 'hanako@example.com', 'Hanako Yamada'), (2, 'taro@example.com', 'Taro')`,
    );
    const book = (id: number, name: string, email: string | null, userId: number | null, phone: string | null = null) =>
      db.query(
        `insert into bookings (id, reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax,
           time_range, status, language, code, user_id, phone, source)
         values ($1::int, 'old' || $1::int, 'default', '2026-11-01', $2, $3, 6000, 10, 545, '10:00-12:00', 'Confirmed', 'ja',
           'GT-OLD' || $1::int, $4, $5, case when $3::text is null then 'desk' else 'web' end)`,
        [id, name, email, userId, phone],
      );
    await book(1, 'Hanako Yamada', 'hanako@example.com', 1);
    await book(2, 'Hanako Y.', 'hanako@example.com', null); // her guest booking
    await book(3, 'Yuki Sato', 'yuki@example.com', null);
    await book(4, 'Y. Sato', 'YUKI@example.com', null);
    await book(5, 'Aiko', null, null, '+81 90 1234 5678');
    await book(6, 'Aiko', null, null);
    await migrate(db, MIGRATIONS);

    const links = await db.query<{ id: number; customer: string }>(
      `select b.id, c.name || ' ' || coalesce(c.email, '-') || ' ' || coalesce(c.user_id::text, '-') || ' ' || coalesce(c.phone_digits, '-') as customer
       from bookings b join customers c on c.id = b.customer_id order by b.id`,
    );
    expect(links.map((l) => l.customer)).toEqual([
      'Hanako Yamada hanako@example.com 1 -',
      'Hanako Yamada hanako@example.com 1 -',
      'Yuki Sato yuki@example.com - -',
      'Yuki Sato yuki@example.com - -',
      'Aiko - - 09012345678',
      'Aiko - - -',
    ]);
    expect(await db.query('select count(*)::int as n from customers')).toEqual([{ n: 4 }]); // Taro never booked
    // the database keeps the digits the search's normaliser makes
    const forms = ['090-1234-5678', '+81 90 1234 5678', '(090) 1234-5678', '+81 (0)90 1234 5678', '+1 555 010 9999', ' '];
    const stored = await db.query<{ d: string | null }>(
      'select gtss_phone_digits(p) as d from unnest($1::text[]) with ordinality as f(p, n) order by n',
      [forms],
    );
    expect(stored.map((r) => r.d)).toEqual(forms.map(phoneDigits));
  } finally {
    await db.close();
  }
});

test("the desk form's customer search: the caller's number as they say it finds them, and the booking picked for them joins their record", async () => {
  const w = await world();
  const first = await staffBookCall(w, phoneBooking(await firstSlotIds(w.app), 'cash'));
  const kenji = await customerOf(w, first.json().booking_id);
  const found = await adminCall(w.app, 'GET', `/admin/customers?q=${encodeURIComponent('+81 90 1234 5678')}`, w.staff);
  expect(found.statusCode).toBe(200);
  expect(found.json().items).toEqual([expect.objectContaining({ id: kenji, name: 'Kenji Sato', email: 'kenji@example.com' })]);
  // picked in the form: the booking is his even with the new email he gives this time
  const date = '2026-11-26';
  const again = await staffBookCall(w, {
    ...phoneBooking(await firstSlotIds(w.app, 4, date), 'cash', date),
    user_email: 'kenji.new@example.com',
    customer_id: kenji,
  });
  expect(again.statusCode).toBe(201);
  expect(await customerOf(w, again.json().booking_id)).toBe(kenji);
});
