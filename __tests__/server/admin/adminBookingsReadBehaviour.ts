import type { LightMyRequestResponse } from 'fastify';
import { writeAudit } from '../../../src/server/audit/auditLog';
import { EXPORT_BATCH } from '../../../src/server/admin/csvExport';
import { NO_REFERRAL } from '../../../src/shared/referral';
import type { Queryable } from '../../../src/server/db/db';
import { CSV_HEADINGS_UNKNOWN, type AdminBookingRow, type BookingListPage, type CalendarView } from '../../../src/shared/admin/bookings';
import { adminCall, expectRoleChecks, type AdminWorld } from './adminKit';
import { compact, firstSlotIds, pay, payWithCard } from '../booking/bookingTestKit';

// The read side of the staff's bookings, written once and run on PGlite
// (adminBookingsRead.test.ts) and on PostgreSQL (adminBookingsReadPostgres.test.ts).

export const PUBLIC_URL = 'http://localhost:3000';

interface Made {
  id: number;
  ref: string;
  slots: number[];
}

/** A visitor's booking through the real flow: hold, then (unless `paid: false`) pay on the test checkout. */
async function book(w: AdminWorld, date: string, name: string, email: string, ip: string, paid = true): Promise<Made> {
  const slots = await firstSlotIds(w.app, 4, date);
  const res = await pay(w.app, slots, { booking_date: compact(date), user_name: name, user_email: email }, ip);
  expect(res.statusCode).toBe(200);
  if (paid) expect((await payWithCard(w.app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await w.db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings order by id desc limit 1');
  return { ...b, slots };
}

/**
 * Bookings in bulk, straight into the table (volume, past dates and states the visitor's flow takes
 * days to reach): `n` bookings named `${prefix} n`, class dates cycling over `days` days from `from`.
 */
export async function bulkBookings(
  db: Queryable,
  o: { n: number; from: string; days?: number; prefix?: string; status?: string; startAt?: number },
): Promise<void> {
  await db.query(
    `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax,
       time_range, status, language, created_at, code)
     select 'bulk' || ($5::int + g), 'default', $1::date + (g % $3), $4 || ' ' || ($5::int + g), 'bulk' || ($5::int + g) || '@example.com',
       6000, 10, 545, '10:00-12:00', $6, 'ja', timestamptz '2026-11-01T00:00:00Z' + g * interval '1 minute',
       'GT-T' || ($5::int + g)
     from generate_series(1, $2::int) as g`,
    [o.from, o.n, o.days ?? 1, o.prefix ?? 'Bulk Guest', o.startAt ?? 0, o.status ?? 'Confirmed'],
  );
}

const list = async (w: AdminWorld, query: string): Promise<BookingListPage> => {
  const res = await adminCall(w.app, 'GET', `/admin/bookings${query}`, w.staff);
  expect(res.statusCode).toBe(200);
  return res.json();
};
/** The staff's list never has the reference; its rows are known by name here. */
const names = (page: BookingListPage) => page.items.map((r) => r.user_name);

/** The export as the browser downloads it. */
const exportCsv = (w: AdminWorld, from: string, to: string): Promise<LightMyRequestResponse> =>
  adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=${from}&to=${to}`, w.staff);

export function adminBookingsReadBehaviour(start: () => Promise<AdminWorld>) {
  test('every read call is refused to a guest (401) and a visitor (403); owners and staff may', async () => {
    const w = await start();
    const urls = [
      '/admin/bookings',
      '/admin/calendar?from=2026-11-24&days=7',
      '/admin/bookings/1',
      '/admin/bookings/export.csv?from=2026-11-01&to=2026-11-30',
    ];
    await bulkBookings(w.db, { n: 1, from: '2026-11-24' });
    for (const url of urls) {
      await expectRoleChecks(w, 'GET', url, undefined, 'staff');
      for (const who of [w.owner, w.staff]) expect((await adminCall(w.app, 'GET', url, who)).statusCode).toBe(200);
    }
  });

  test('the list searches name, email and the whole reference, filters by class date and status, newest class date first', async () => {
    const w = await start();
    const hanako = await book(w, '2026-11-24', 'Hanako Yamada', 'hanako@example.com', '10.0.0.1');
    const taro = await book(w, '2026-11-25', 'Taro Suzuki', 'taro@example.com', '10.0.0.2');
    const jiro = await book(w, '2026-11-26', 'Jiro Tanaka', 'jiro.t@example.net', '10.0.0.3', false); // an unpaid hold
    await bulkBookings(w.db, { n: 1, from: '2026-11-10', prefix: 'Old Canceled', status: 'Canceled' });
    await bulkBookings(w.db, { n: 1, from: '2026-11-11', prefix: 'Old Expired', status: 'Expired', startAt: 1 });

    const all = await list(w, '');
    expect(all.total).toBe(5);
    expect(names(all)).toEqual(['Jiro Tanaka', 'Taro Suzuki', 'Hanako Yamada', 'Old Expired 2', 'Old Canceled 1']);
    expect(all.items[2]).toEqual<AdminBookingRow>({
      id: hanako.id,
      code: expect.stringMatching(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/),
      booking_date: '2026-11-24',
      time_range: '10:00-12:00',
      user_name: 'Hanako Yamada',
      user_email: 'hanako@example.com',
      phone: null,
      status: 'Confirmed',
      total_amount: 6000,
      refund_amount: null,
      refunded_at: null,
      attendance: null,
      source: 'web',
      teacher: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
      customer_id: expect.any(Number),
      note: null,
      customer_note: null,
      lesson_language: null, // booked with no language to learn chosen
      ...NO_REFERRAL, // came directly (sources.test.ts covers the tracked ones)
    });

    // name and email: case-insensitive, anywhere in the text
    expect(names(await list(w, '?q=yamada'))).toEqual(['Hanako Yamada']);
    expect(names(await list(w, '?q=TARO%40EXAMPLE'))).toEqual(['Taro Suzuki']);
    expect(names(await list(w, '?q=example.net'))).toEqual(['Jiro Tanaka']);
    // wildcards are plain characters
    expect((await list(w, '?q=%25')).total).toBe(0);
    // reference: only the whole of it, exactly as written (the customer reads it out)
    expect(names(await list(w, `?q=${encodeURIComponent(taro.ref)}`))).toEqual(['Taro Suzuki']);
    // Never a part of it (its answers would spell the secret out), nor any row showing it
    expect((await list(w, `?q=${encodeURIComponent(hanako.ref.slice(0, 8))}`)).total).toBe(0);
    expect((await list(w, `?q=${encodeURIComponent(hanako.ref.slice(2, 10))}`)).total).toBe(0);
    expect(JSON.stringify(all)).not.toContain(hanako.ref);
    // the code read over the phone: whole, in any case, with or without GT-
    const taroCode = all.items.find((r) => r.user_name === 'Taro Suzuki')!.code;
    expect(taroCode).toMatch(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/);
    for (const q of [taroCode, taroCode.toLowerCase(), taroCode.slice(3), taroCode.slice(3).toLowerCase(), `GT${taroCode.slice(3)}`]) {
      expect([q, names(await list(w, `?q=${encodeURIComponent(q)}`))]).toEqual([q, ['Taro Suzuki']]);
    }
    expect((await list(w, '?q=GT-')).total).toBe(0);
    expect(new Set(all.items.map((r) => r.code)).size).toBe(all.items.length);
    // class dates, both ends included
    expect(names(await list(w, '?from=2026-11-24&to=2026-11-25'))).toEqual(['Taro Suzuki', 'Hanako Yamada']);
    expect(names(await list(w, '?to=2026-11-11'))).toEqual(['Old Expired 2', 'Old Canceled 1']);
    // each status, the holds included
    expect(names(await list(w, '?status=Pending'))).toEqual(['Jiro Tanaka']);
    expect(JSON.stringify(await list(w, '?status=Pending'))).not.toContain(jiro.ref);
    expect(names(await list(w, '?status=Expired'))).toEqual(['Old Expired 2']);
    expect(names(await list(w, '?status=Canceled'))).toEqual(['Old Canceled 1']);
    expect(names(await list(w, '?status=Confirmed&q=suzuki'))).toEqual(['Taro Suzuki']);
  });

  test('the list pages through with its total; bad input is a 400 with its detail', async () => {
    const w = await start();
    await bulkBookings(w.db, { n: 30, from: '2026-12-01', days: 3 });
    const first = await list(w, '?page=1&page_size=25');
    const second = await list(w, '?page=2&page_size=25');
    expect([first.total, first.items.length, second.total, second.items.length, second.page]).toEqual([30, 25, 30, 5, 2]);
    const order = [...first.items, ...second.items].map((r) => [r.booking_date, r.id]);
    expect(new Set(order.map(([, id]) => id)).size).toBe(30);
    // newest class date first, then the newest booking
    expect(order).toEqual([...order].sort(([da, ia], [db, ib]) => (da === db ? Number(ib) - Number(ia) : da < db ? 1 : -1)));
    expect(await list(w, '?page=3&page_size=25')).toEqual({ items: [], total: 30, page: 3, page_size: 25 });
    expect((await list(w, '?page_size=7')).items).toHaveLength(7);
    // a search pages the same way (its matches are counted and paged in one scan)
    const found = await list(w, '?q=BULK%20guest&page=2&page_size=10');
    const unfiltered = await list(w, '?page=2&page_size=10');
    expect([found.total, names(found)]).toEqual([30, names(unfiltered)]);
    expect(await list(w, '?q=bulk&page=4&page_size=10')).toEqual({ items: [], total: 30, page: 4, page_size: 10 });
    expect(names(await list(w, '?q=guest%2017&status=Confirmed'))).toEqual(['Bulk Guest 17']);

    for (const query of ['?page=0', '?page_size=101', '?status=Paid', '?from=2026-13-01', `?q=${'x'.repeat(101)}`]) {
      const res = await adminCall(w.app, 'GET', `/admin/bookings${query}`, w.staff);
      expect([query, res.statusCode, res.json().detail]).toEqual([query, 400, expect.stringMatching(/^Invalid request: /)]);
    }
  });

  test('the day and week views show every slot, its free seats and the bookings holding it', async () => {
    const w = await start();
    const hanako = await book(w, '2026-11-24', 'Hanako Yamada', 'hanako@example.com', '10.0.0.1');
    const jiro = await book(w, '2026-11-26', 'Jiro Tanaka', 'jiro@example.com', '10.0.0.3', false);
    // a canceled booking's seat was given back: it is not on the slot any more
    await bulkBookings(w.db, { n: 1, from: '2026-11-24', prefix: 'Gone', status: 'Canceled' });
    await w.db.query(`insert into booking_slots (booking_id, slot_id) select id, $1 from bookings where reference_id = 'bulk1'`, [
      hanako.slots[0],
    ]);
    const [lastSlot] = await w.db.query<{ id: number }>(`select id from slots where day = '2026-11-24' order by start_time desc limit 1`);
    await w.db.query('update slots set closed = true where id = $1', [lastSlot.id]);

    const dayRes = await adminCall(w.app, 'GET', '/admin/calendar?from=2026-11-24&days=1', w.staff);
    expect(dayRes.statusCode).toBe(200);
    const day: CalendarView = dayRes.json();
    expect(day.days.map((d) => d.date)).toEqual(['2026-11-24']);
    const slots = day.days[0].slots;
    expect(slots.map((s) => s.start)).toEqual(
      ['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30'].concat([
        '14:00',
        '14:30',
        '15:00',
        '15:30',
        '16:00',
        '16:30',
        '17:00',
        '17:30',
      ]),
    );
    expect(slots[0]).toEqual({
      id: hanako.slots[0],
      day: '2026-11-24',
      start: '10:00',
      end: '10:30',
      seats: 1,
      seats_free: 0,
      closed: false,
      bookings: [{ id: hanako.id, user_name: 'Hanako Yamada', status: 'Confirmed', attendance: null, teacher: null }],
    });
    expect(slots.slice(0, 4).map((s) => s.bookings.map((b) => b.id))).toEqual([[hanako.id], [hanako.id], [hanako.id], [hanako.id]]);
    expect(slots[4]).toMatchObject({ start: '12:00', seats_free: 1, closed: false, bookings: [] });
    expect(slots[15]).toMatchObject({ id: lastSlot.id, start: '17:30', closed: true, bookings: [] });

    // the week from today: today has its slots too (walk-ins at the desk) though visitors book from tomorrow; Sunday is closed
    const week: CalendarView = (await adminCall(w.app, 'GET', '/admin/calendar?from=2026-11-23&days=7', w.owner)).json();
    expect(week.days.map((d) => [d.date, d.slots.length])).toEqual([
      ['2026-11-23', 16],
      ['2026-11-24', 16],
      ['2026-11-25', 16],
      ['2026-11-26', 16],
      ['2026-11-27', 16],
      ['2026-11-28', 8],
      ['2026-11-29', 0],
    ]);
    expect(week.days[3].slots[0]).toMatchObject({ seats_free: 0, bookings: [{ id: jiro.id, status: 'Pending' }] });
    const held = week.days.flatMap((d) => d.slots).filter((s) => s.bookings.length);
    expect(held.map((s) => s.seats_free)).toEqual(Array(8).fill(0));

    // a past week: listed, nothing created for it
    const past: CalendarView = (await adminCall(w.app, 'GET', '/admin/calendar?from=2026-11-01&days=7', w.staff)).json();
    // each day names its national holiday (3 November, 文化の日), from the server's holiday data
    const culture = { date: '2026-11-03', name: '文化の日', name_en: 'National Culture Day' };
    expect(past.days).toEqual(
      ['01', '02', '03', '04', '05', '06', '07'].map((d) => ({ date: `2026-11-${d}`, slots: [], holiday: d === '03' ? culture : null })),
    );

    for (const query of ['?from=2026-11-24&days=8', '?from=2026-11-24&days=0', '?from=24.11.2026', '?days=1']) {
      const res = await adminCall(w.app, 'GET', `/admin/calendar${query}`, w.staff);
      expect([query, res.statusCode, res.json().detail]).toEqual([query, 400, expect.stringMatching(/^Invalid request: /)]);
    }
  });

  test("a booking's page shows every field but the reference, its slots, its emails and its history", async () => {
    const w = await start();
    const b = await book(w, '2026-11-24', 'Hanako Yamada', 'hanako@example.com', '10.0.0.1');
    await w.db.query(`update bookings set phone = '+81 90-1234-5678' where id = $1`, [b.id]);
    await w.db.transaction((tx) =>
      writeAudit(
        tx,
        { id: null, email: 'staff@school.example' },
        { action: 'booking.attendance', targetType: 'booking', targetId: b.id, bookingId: b.id, before: null, after: 'attended' },
      ),
    );
    const res = await adminCall(w.app, 'GET', `/admin/bookings/${b.id}`, w.staff);
    expect(res.statusCode).toBe(200);
    const d = res.json();
    // No reference and no view-booking link (the customer's cancel link) on the staff's booking page
    expect(res.body).not.toContain(b.ref);
    // nor the checkout session's id (in test mode also the payment's reference): it opens the customer's receipt page, and so their link
    const [{ session }] = await w.db.query<{ session: string }>('select checkout_session_id as session from bookings where id = $1', [
      b.id,
    ]);
    expect(session).toMatch(/^tcs_/);
    expect(res.body).not.toContain(session);
    expect(d).toEqual({
      id: b.id,
      code: expect.stringMatching(/^GT-[2-9ACDEFGHJKMNPQRTUVWXY]{4}$/),
      booking_date: '2026-11-24',
      time_range: '10:00-12:00',
      user_name: 'Hanako Yamada',
      user_email: 'hanako@example.com',
      phone: '+81 90-1234-5678',
      status: 'Confirmed',
      total_amount: 6000,
      refund_amount: null,
      refunded_at: null,
      attendance: null,
      source: 'web',
      teacher: null,
      created_at: expect.any(String),
      user_id: null,
      language: expect.any(String),
      time_zone: null,
      tax_rate: 10,
      sales_tax: 545,
      provider: 'test',
      payment_ref: null, // the test checkout's is its session id: see above
      receipt_url: null, // the test checkout's receipt is the school's page, behind the reference
      paid_at: expect.stringMatching(/Z$/),
      refund_requested_at: null,
      canceled_at: null,
      paid_yen: 6000,
      customer_id: expect.any(Number),
      customer_name: 'Hanako Yamada',
      note: null,
      note_version: 1,
      customer_note: null,
      differences: [],
      cash_owed_yen: 0,
      lesson_language: null,
      // the school set no cancellation policy: no figure, a cancel refunds everything unless staff say otherwise
      policy_refund: null,
      ...NO_REFERRAL,
      slots: [
        { id: b.slots[0], start: '10:00', end: '10:30' },
        { id: b.slots[1], start: '10:30', end: '11:00' },
        { id: b.slots[2], start: '11:00', end: '11:30' },
        { id: b.slots[3], start: '11:30', end: '12:00' },
      ],
      emails: [
        {
          id: expect.any(Number),
          to: 'hanako@example.com',
          subject: `Your trial class on Tue, 24 Nov 2026 is booked (${d.code})`,
          status: 'queued',
          created_at: expect.any(String),
          sent_at: null,
        },
      ],
      history: [
        {
          id: expect.any(Number),
          at: expect.any(String),
          actor_email: 'staff@school.example',
          action: 'booking.attendance',
          target_type: 'booking',
          target_id: String(b.id),
          booking_id: b.id,
          before: null,
          after: 'attended',
        },
      ],
      receipt_issue: null, // not issued yet: staff may set its addressee and purpose
    });

    const unknown = await adminCall(w.app, 'GET', `/admin/bookings/${b.id + 1000}`, w.staff);
    expect([unknown.statusCode, unknown.json()]).toEqual([404, { detail: 'Booking not found.' }]);
    for (const id of ['abc', '0', '99999999999']) {
      const res = await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff);
      expect([id, res.statusCode]).toEqual([id, 400]);
    }
  });

  test('the CSV: UTF-8 with a BOM, CRLF, RFC 4180 quoting, formulas defused, only the range, then an audit entry', async () => {
    const w = await start();
    await w.db.query(
      `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, phone, total_amount, tax_rate, sales_tax,
         time_range, status, source, attendance, refund_amount, refunded_at, language, created_at, paid_at, code)
       values
         ('refA', 'default', '2026-11-24', 'Yamada, Hanako', 'hanako@example.com', '+81 90-1234-5678', 6000, 10, 545,
          '10:00-12:00', 'Confirmed', 'web', 'attended', null, null, 'ja', '2026-11-20T01:00:00Z', '2026-11-20T01:05:00Z', 'GT-AC2D'),
         ('refB', 'default', '2026-11-25', 'Taro "Tiger" Suzuki', 'taro@example.com', '08011112222', 7500, 10, 681,
          '13:00-15:30', 'Canceled', 'phone', null, 3000, '2026-11-21T02:00:00Z', 'en', '2026-11-20T15:30:00Z', '2026-11-20T15:31:00Z', 'GT-AC2E'),
         ('refC', 'default', '2026-11-25', E'Anne\\nMarie', 'anne@example.com', null, 6000, 10, 545,
          '16:00-18:00', 'Pending', 'desk', null, null, null, 'en', '2026-11-22T00:00:00Z', null, 'GT-AC2F'),
         ('refD', 'default', '2026-11-26', '山田 花子', 'yamada@example.jp', null, 6000, 10, 545,
          '10:00-12:00', 'Confirmed', 'web', 'no_show', null, null, 'ja', '2026-11-22T03:00:00Z', '2026-11-22T03:01:00Z', 'GT-AC2G'),
         ('refE', 'default', '2026-11-26', '=HYPERLINK("http://evil.example","x")', '@evil@example.com', '-1', 6000, 10, 545,
          '14:00-16:00', 'Expired', 'web', null, null, null, 'en', '2026-11-22T04:00:00Z', null, 'GT-AC2H'),
         ('refOut', 'default', '2026-11-27', 'Outside Range', 'out@example.com', null, 6000, 10, 545,
          '10:00-12:00', 'Confirmed', 'web', null, null, null, 'en', '2026-11-22T05:00:00Z', '2026-11-22T05:00:00Z', 'GT-AC2J')`,
    );
    // The file has the booking's number, never its reference (the secret half of the customer's link)
    const ids = Object.fromEntries(
      (await w.db.query<{ ref: string; id: number }>('select reference_id as ref, id from bookings')).map((r) => [r.ref, r.id]),
    );
    const res = await exportCsv(w, '2026-11-24', '2026-11-26');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="gtss-bookings-2026-11-24-2026-11-26.csv"');
    const expected = [
      'booking no.,code,class date,time,name,email,phone,status,source,amount (JPY),tax (JPY),refunded (JPY),attendance,booked at (JST),paid at (JST),language,teacher,came from',
      `${ids.refA},GT-AC2D,2026-11-24,10:00-12:00,"Yamada, Hanako",hanako@example.com,"=""+81 90-1234-5678""",Confirmed,web,6000,545,,attended,2026-11-20 10:00,2026-11-20 10:05,ja,,`,
      // every phone is Excel's text formula ="…" (a ' would show), or Excel reads 08011112222 as the number 8011112222
      `${ids.refB},GT-AC2E,2026-11-25,13:00-15:30,"Taro ""Tiger"" Suzuki",taro@example.com,"=""08011112222""",Canceled,phone,7500,681,3000,,2026-11-21 00:30,2026-11-21 00:31,en,,`,
      `${ids.refC},GT-AC2F,2026-11-25,16:00-18:00,"Anne\nMarie",anne@example.com,,Pending,desk,6000,545,,,2026-11-22 09:00,,en,,`,
      `${ids.refD},GT-AC2G,2026-11-26,10:00-12:00,山田 花子,yamada@example.jp,,Confirmed,web,6000,545,,no_show,2026-11-22 12:00,2026-11-22 12:01,ja,,`,
      `${ids.refE},GT-AC2H,2026-11-26,14:00-16:00,"'=HYPERLINK(""http://evil.example"",""x"")",'@evil@example.com,'-1,Expired,web,6000,545,,,2026-11-22 13:00,,en,,`,
    ];
    const bytes = res.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.equals(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(expected.join('\r\n') + '\r\n', 'utf8')]))).toBe(true);

    // the export leaves a record: who took which range, and how many rows
    const audit = await w.db.query<{ actor_email: string; action: string; after: unknown }>(
      `select actor_email, action, after from audit_log where action like 'bookings.%' order by id`,
    );
    expect(audit).toEqual([
      { actor_email: 'staff@school.example', action: 'bookings.exported', after: { from: '2026-11-24', to: '2026-11-26', rows: 5 } },
    ]);

    // the console's download is a plain link: the browser sends the cookie, no X-Requested-With
    const link = await w.app.inject({
      method: 'GET',
      url: '/api/admin/bookings/export.csv?from=2026-11-24&to=2026-11-26',
      headers: { cookie: w.owner.cookie },
    });
    expect([link.statusCode, link.rawPayload.length]).toEqual([200, bytes.length]);

    const empty = await exportCsv(w, '2027-01-01', '2027-01-31');
    expect(empty.rawPayload.toString('utf8')).toBe(`\uFEFF${expected[0]}\r\n`);
    for (const query of ['from=2026-11-26&to=2026-11-24', 'from=2026-11-24', 'from=x&to=2026-11-24']) {
      const bad = await adminCall(w.app, 'GET', `/admin/bookings/export.csv?${query}`, w.staff);
      expect([query, bad.statusCode, bad.json().detail]).toEqual([query, 400, expect.stringMatching(/^Invalid request: /)]);
    }
  });

  test('the CSV in Japanese (or Chinese): its headings and its words (status, source, language) in that language; a language it has not is a 400', async () => {
    const w = await start();
    await bulkBookings(w.db, { n: 3, from: '2026-11-24', days: 2, prefix: 'Guest, "Quoted"' });
    await bulkBookings(w.db, { n: 2, from: '2026-11-24', prefix: '山田 花子', status: 'Canceled', startAt: 10 });
    const english = await exportCsv(w, '2026-11-24', '2026-11-25');
    const ja = await adminCall(w.app, 'GET', '/admin/bookings/export.csv?from=2026-11-24&to=2026-11-25&headings=ja', w.staff);
    expect([english.statusCode, ja.statusCode]).toEqual([200, 200]);
    expect(ja.headers['content-type']).toBe('text/csv; charset=utf-8');
    const jaHeadings =
      '予約番号,予約コード,レッスン日,時間,氏名,メールアドレス,電話番号,ステータス,受付経路,金額（円）,消費税（円）,返金額（円）,出欠,予約日時（日本時間）,支払日時（日本時間）,言語,講師,流入元';
    const bytes = ja.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith(`${jaHeadings}\r\n`)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/); // every line ends in CRLF (no name here holds a line break)
    // the data rows: the English export's, but its codes (Confirmed, web, ja) in Japanese words (issue 39, point 11)
    const rows = (csv: Buffer) => csv.subarray(3).toString('utf8').split('\r\n').slice(1);
    const inWords = (row: string, words: Record<string, string>) =>
      Object.entries(words).reduce((r, [code, word]) => r.replaceAll(`,${code},`, `,${word},`), row);
    const JA = { Confirmed: '確定', Canceled: '取り消し済み', web: 'ウェブサイト', ja: '日本語' };
    expect(rows(english.rawPayload)[0]).toMatch(/,Confirmed,web,6000,545,/);
    expect(rows(bytes)).toEqual(rows(english.rawPayload).map((r) => inWords(r, JA)));
    expect(rows(bytes)).toHaveLength(6); // five rows and the empty string after the last CRLF
    expect(rows(bytes)[0]).toMatch(/,確定,ウェブサイト,6000,545,/);
    expect(rows(bytes).join('\n')).not.toMatch(/,(Confirmed|Canceled|web|ja),/);

    for (const [headings, first, words] of [
      ['en', 'booking no.,code,class date', {}],
      ['zh-CN', '预约编号,预约代码,上课日期', { Confirmed: '已确认', Canceled: '已取消', web: '网站', ja: '日语' }],
      ['zh-TW', '預約編號,預約代碼,上課日期', { Confirmed: '已確認', Canceled: '已取消', web: '網站', ja: '日文' }],
    ] as const) {
      const res = await adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=2026-11-24&to=2026-11-25&headings=${headings}`, w.staff);
      expect([headings, res.statusCode, res.rawPayload.subarray(3).toString('utf8').startsWith(first)]).toEqual([headings, 200, true]);
      expect(rows(res.rawPayload)).toEqual(rows(english.rawPayload).map((r) => inWords(r, words)));
    }
    for (const headings of ['fr', 'JA', '']) {
      const bad = await adminCall(w.app, 'GET', `/admin/bookings/export.csv?from=2026-11-24&to=2026-11-25&headings=${headings}`, w.staff);
      expect([headings, bad.statusCode, bad.json().detail]).toEqual([headings, 400, expect.stringContaining(CSV_HEADINGS_UNKNOWN)]);
    }
    // each export taken is audited as before: the range and the rows
    const audit = await w.db.query<{ after: unknown }>(`select after from audit_log where action = 'bookings.exported' order by id`);
    expect(audit.map((a) => a.after)).toEqual(Array(5).fill({ from: '2026-11-24', to: '2026-11-25', rows: 5 }));
  });

  test(`the CSV is read in batches of ${EXPORT_BATCH}: all 1,200 rows, in class-date order, no query returns more`, async () => {
    const w = await start();
    await bulkBookings(w.db, { n: 1200, from: '2026-12-01', days: 5 });
    await bulkBookings(w.db, { n: 10, from: '2026-12-06', prefix: 'After', startAt: 5000 });
    // the size of every statement's answer, in or out of a transaction
    const sizes: number[] = [];
    const counted = (q: Queryable): Queryable => ({
      ...q,
      query: async (sql, params) => {
        const rows = await q.query(sql, params);
        sizes.push(rows.length);
        return rows as never;
      },
    });
    const { query, transaction } = w.db;
    const spies = [
      jest
        .spyOn(w.db, 'query')
        .mockImplementation(counted({ query: query.bind(w.db), prepared: w.db.prepared.bind(w.db), exec: w.db.exec }).query),
      jest.spyOn(w.db, 'transaction').mockImplementation((fn) => transaction.call(w.db, (tx) => fn(counted(tx)))),
    ];
    const res = await exportCsv(w, '2026-12-01', '2026-12-05');
    for (const spy of spies) spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(Math.max(...sizes)).toBe(EXPORT_BATCH);
    const lines = res.rawPayload.toString('utf8').split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(1200);
    // The booking number (no reference in the file); bulk row g is the g-th id inserted
    const [{ first }] = await w.db.query<{ first: number }>('select min(id) as first from bookings');
    const keys = lines.map((l) => {
      const [id, , date] = l.split(',');
      return [date, Number(id) - first + 1] as const;
    });
    // bulk row g has class date 2026-12-01 + (g mod 5): sorted by date, then by id (= g)
    const expected = Array.from({ length: 1200 }, (_, i) => i + 1)
      .map((g) => [`2026-12-0${1 + (g % 5)}`, g] as const)
      .sort(([da, a], [db, b]) => (da === db ? a - b : da < db ? -1 : 1));
    expect(keys).toEqual(expected);
  });
}
