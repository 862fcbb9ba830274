import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT } from '../../../src/server/app';
import type { Db } from '../../../src/server/db/db';
import { CSRF_REFUSED as CROSS_SITE } from '../../../src/server/csrf';
import * as messages from '../../../src/shared/messages';
import { SLOTS_NOT_CONTIGUOUS } from '../../../src/shared/trial';
import { NOW, TEST_SCHEDULE, bookingBody, count, postBooking, timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// POST /public/book/confirm with action_type "confirm": prices the request, stores nothing.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

let app: FastifyInstance;
let db: Db;
let tue: number[]; // the ids of Tuesday 2026-11-24's 16 slots, 10:00 … 17:30
let wed: number[];
beforeAll(async () => {
  ({ app, db } = await startApp(staticDir, { scope: 'file', services: { now: () => NOW, schedule: TEST_SCHEDULE, workers: false } }));
  tue = (await timeslots(app, '2026-11-24')).map((s) => s.id);
  wed = (await timeslots(app, '2026-11-25')).map((s) => s.id);
});

/** Nothing a confirm call does may leave a row behind. */
async function storedRows() {
  const tables = ['bookings', 'booking_slots', 'test_checkout_sessions', 'mail_outbox'];
  const counts = await Promise.all(tables.map((t) => count(db, `select 1 from ${t}`)));
  const held = await count(db, 'select 1 from slots where seats_free < seats');
  return [...counts, held];
}

describe('a valid confirm', () => {
  test('returns the confirm summary and stores nothing', async () => {
    const before = await storedRows();
    const res = await postBooking(app, bookingBody({ timeslot_ids: tue.slice(0, 4) }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rental_space_id: 'default',
      booking_date: '2026-11-24',
      timeslot_ids: tue.slice(0, 4),
      seat_count: 1,
      user_name: 'Hanako Yamada',
      user_email: 'hanako@example.com',
      total_amount: 6000,
      time_range: '10:00-12:00',
      tax_rate: 10,
      sales_tax: 545, // floor(6000 * 10 / 110)
    });
    expect(await storedRows()).toEqual(before);
    expect(before).toEqual([0, 0, 0, 0, 0]);
  });

  test('separate runs are refused whatever order the ids come in: one trial is one lesson (issue 38)', async () => {
    const ids = [tue[6], tue[0], tue[4], tue[1], tue[5]]; // 10:00-11:00 and 12:00-13:30
    for (const action_type of ['confirm', 'payment'] as const) {
      const res = await postBooking(app, bookingBody({ timeslot_ids: ids, action_type }));
      expect([res.statusCode, res.json()]).toEqual([400, { detail: SLOTS_NOT_CONTIGUOUS }]);
    }
    // in any order, one run is one lesson
    const run = await postBooking(app, bookingBody({ timeslot_ids: [tue[5], tue[3], tue[4], tue[2]] }));
    expect(run.json()).toMatchObject({ time_range: '11:00-13:00', timeslot_ids: [tue[2], tue[3], tue[4], tue[5]] });
    expect(await count(db, 'select 1 from bookings')).toBe(0);
  });

  test('the guest email is trimmed and lower-cased, the name trimmed', async () => {
    const res = await postBooking(
      app,
      bookingBody({ timeslot_ids: tue.slice(0, 4), user_name: '  Taro ', user_email: ' Taro@Example.COM ' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user_name: 'Taro', user_email: 'taro@example.com' });
  });
});

const fieldError = (field: string, message: string | RegExp) => ({
  detail: expect.stringMatching(
    new RegExp(`^Invalid request: ${field}: ${typeof message === 'string' ? escape(message) : message.source}`),
  ),
  errors: expect.arrayContaining([{ field, message: expect.any(String) }]),
});
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('bad input is a 4xx with a clear detail, and nothing is stored', () => {
  const cases: Array<[string, () => object, number, object]> = [
    [
      'fewer than 4 slots',
      () => bookingBody({ timeslot_ids: tue.slice(0, 3) }),
      400,
      fieldError('timeslot_ids', messages.selectDateAndSlots),
    ],
    ['no slots', () => bookingBody({ timeslot_ids: [] }), 400, fieldError('timeslot_ids', messages.selectDateAndSlots)],
    [
      'duplicate slot ids',
      () => bookingBody({ timeslot_ids: [tue[0], tue[0], tue[1], tue[2]] }),
      400,
      fieldError('timeslot_ids', 'Each timeslot can be chosen only once.'),
    ],
    [
      'slots from another day',
      () => bookingBody({ timeslot_ids: wed.slice(0, 4) }),
      400,
      { detail: 'The chosen timeslots are not on the selected date.' },
    ],
    [
      'one slot from another day',
      () => bookingBody({ timeslot_ids: [...tue.slice(0, 3), wed[3]] }),
      400,
      { detail: 'The chosen timeslots are not on the selected date.' },
    ],
    [
      'slot ids that do not exist',
      () => bookingBody({ timeslot_ids: [900001, 900002, 900003, 900004] }),
      400,
      { detail: 'The chosen timeslots are not on the selected date.' },
    ],
    [
      'slot ids beyond the database integer range',
      () => bookingBody({ timeslot_ids: [tue[0], tue[1], tue[2], 3_000_000_000] }),
      400,
      fieldError('timeslot_ids.3', /./),
    ],
    [
      'a past date',
      () => bookingBody({ booking_date: '20261120', timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.dateNotAvailable },
    ],
    [
      'today (the window starts tomorrow)',
      () => bookingBody({ booking_date: '20261123', timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.dateNotAvailable },
    ],
    [
      'a date after the window',
      () => bookingBody({ booking_date: '20270123', timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.dateNotAvailable },
    ],
    [
      'an impossible date',
      () => bookingBody({ booking_date: '20261131', timeslot_ids: tue.slice(0, 4) }),
      400,
      fieldError('booking_date', 'Dates are written yyyymmdd'),
    ],
    [
      'seat_count 2',
      () => bookingBody({ seat_count: 2, timeslot_ids: tue.slice(0, 4) }),
      400,
      fieldError('seat_count', 'seat_count must be 1.'),
    ],
    [
      'seat_count 0',
      () => bookingBody({ seat_count: 0, timeslot_ids: tue.slice(0, 4) }),
      400,
      fieldError('seat_count', 'seat_count must be 1.'),
    ],
    [
      'seat_count as a string',
      () => ({ ...bookingBody({ timeslot_ids: tue.slice(0, 4) }), seat_count: '1' }),
      400,
      fieldError('seat_count', 'seat_count must be 1.'),
    ],
    [
      'an unknown rental space',
      () => bookingBody({ rental_space_id: 'other', timeslot_ids: tue.slice(0, 4) }),
      404,
      { detail: 'Unknown rental space "other".' },
    ],
    [
      'a guest without a name',
      () => bookingBody({ user_name: undefined, timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.guestsNeedNameEmail },
    ],
    [
      'a guest without an email',
      () => bookingBody({ user_email: undefined, timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.guestsNeedNameEmail },
    ],
    [
      'a guest with a blank name',
      () => bookingBody({ user_name: '   ', timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.guestsNeedNameEmail },
    ],
    [
      'a guest with an empty email',
      () => bookingBody({ user_email: '', timeslot_ids: tue.slice(0, 4) }),
      400,
      { detail: messages.guestsNeedNameEmail },
    ],
    [
      'an email that is not one',
      () => bookingBody({ user_email: 'hanako', timeslot_ids: tue.slice(0, 4) }),
      400,
      fieldError('user_email', 'Enter a valid email address.'),
    ],
    [
      'an unknown extra field',
      () => ({ ...bookingBody({ timeslot_ids: tue.slice(0, 4) }), status: 'Confirmed' }),
      400,
      { detail: expect.stringMatching(/^Invalid request: .*status/), errors: expect.any(Array) },
    ],
    ['timeslot_ids as a string', () => ({ ...bookingBody(), timeslot_ids: '1,2,3,4' }), 400, fieldError('timeslot_ids', /./)],
    ['fractional slot ids', () => bookingBody({ timeslot_ids: [1.5, 2, 3, 4] }), 400, fieldError('timeslot_ids.0', /./)],
    [
      'booking_date as a number',
      () => ({ ...bookingBody({ timeslot_ids: tue.slice(0, 4) }), booking_date: 20261124 }),
      400,
      fieldError('booking_date', /./),
    ],
    [
      'an unknown action_type',
      () => ({ ...bookingBody({ timeslot_ids: tue.slice(0, 4) }), action_type: 'refund' }),
      400,
      fieldError('action_type', /./),
    ],
    [
      'a body that is an array',
      () => [bookingBody({ timeslot_ids: tue.slice(0, 4) })],
      400,
      { detail: expect.stringMatching(/^Invalid request: /), errors: expect.any(Array) },
    ],
  ];

  test.each(cases)('%s', async (_name, body, status, expected) => {
    const before = await storedRows();
    const res = await postBooking(app, body());
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(expected);
    expect(await storedRows()).toEqual(before);
  });

  // Sent raw: inject would serialise an object itself. The SPA always sends X-Requested-With.
  const xhr = { 'x-requested-with': 'fetch' };
  const raw: Array<[string, Record<string, string>, string, number, string]> = [
    [
      'an oversized body',
      { 'content-type': 'application/json' },
      JSON.stringify({ ...bookingBody(), user_name: 'x'.repeat(BODY_LIMIT) }),
      413,
      'Request body is too large.',
    ],
    ['malformed JSON', { 'content-type': 'application/json' }, '{"rental_space_id": "default", ', 400, 'Malformed JSON body.'],
    ['an empty JSON body', { 'content-type': 'application/json' }, '', 400, 'The JSON body is empty.'],
    ['a JSON null body', { 'content-type': 'application/json' }, 'null', 400, 'Invalid request: body: '],
    [
      'a form body',
      { 'content-type': 'application/x-www-form-urlencoded', ...xhr },
      'rental_space_id=default',
      415,
      'Unsupported content type: send JSON.',
    ],
    ['a text body', { 'content-type': 'text/plain', ...xhr }, JSON.stringify(bookingBody()), 415, 'Unsupported content type: send JSON.'],
    // What a form on another site can send, without the SPA's X-Requested-With header
    ['a cross-site form', { 'content-type': 'application/x-www-form-urlencoded' }, 'rental_space_id=default', 403, CROSS_SITE],
    ['a cross-site text/plain post', { 'content-type': 'text/plain' }, JSON.stringify(bookingBody()), 403, CROSS_SITE],
  ];
  test.each(raw)('%s', async (_name, headers, payload, status, detail) => {
    const before = await storedRows();
    const res = await app.inject({ method: 'POST', url: '/api/public/book/confirm', headers, payload });
    expect(res.statusCode).toBe(status);
    expect(res.json().detail).toMatch(new RegExp(`^${escape(detail)}`));
    expect(await storedRows()).toEqual(before);
  });
});
