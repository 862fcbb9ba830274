import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import ICAL from 'ical.js';
import type { Db } from '../../../src/server/db/db';
import { tokyoInstant } from '../../../src/shared/dates';
import { bookingBody, firstSlotIds, payWithCard, TEST_SCHEDULE, testClock, withCode } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Add to calendar: GET /api/public/view-booking/{reference_id}/{booking_id}/calendar.ics, on the
// view-booking call's terms; and the booking's emails in the visitor's language, through the real flow.
jest.setTimeout(30_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** A booking paid on the test checkout by a visitor whose language and zone cookies say `locale`. */
async function booked(locale = 'gtss_lang=ja; gtss_tz=Europe/Paris', paid = true) {
  const clock = testClock();
  const { app, db } = await startApp(staticDir, { services: { now: clock.now, schedule: TEST_SCHEDULE, workers: false } });
  const res = await app.inject({
    method: 'POST',
    url: '/api/public/book/confirm',
    headers: { cookie: locale },
    payload: bookingBody({ timeslot_ids: await firstSlotIds(app, 4), action_type: 'payment' }),
  });
  expect(res.statusCode).toBe(200);
  if (paid) expect((await payWithCard(app, res.json().session.url)).statusCode).toBe(303);
  const [b] = await db.query<{ id: number; ref: string }>('select id, reference_id as ref from bookings');
  return { app, db, clock, ...b };
}

const ics = (app: FastifyInstance, ref: string, id: number | string) =>
  app.inject({ method: 'GET', url: `/api/public/view-booking/${ref}/${id}/calendar.ics` });
const mails = (db: Db) =>
  db.query<{ subject: string; text_body: string; html_body: string; ics: string | null }>(
    'select subject, text_body, html_body, ics from mail_outbox order by id',
  );
const uidOf = (file: string) => new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('uid');

test('a confirmed booking’s .ics: the event to add, as a download, with the emailed event’s UID', async () => {
  const b = await booked();
  const res = await ics(b.app, b.ref, b.id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="gtss-trial-${b.id}.ics"`);
  const cal = new ICAL.Component(ICAL.parse(res.body));
  expect(cal.getFirstPropertyValue('method')).toBe('PUBLISH');
  const event = new ICAL.Event(cal.getFirstSubcomponent('vevent')!);
  expect(event.startDate.toJSDate()).toEqual(tokyoInstant('2026-11-24', '10:00'));
  expect(event.endDate.toJSDate()).toEqual(tokyoInstant('2026-11-24', '12:00'));
  expect(event.summary).toBe('GTSS語学スクール 体験レッスン');
  const [confirmation] = await mails(b.db);
  expect(uidOf(res.body)).toBe(uidOf(confirmation.ics!));
});

test('after a cancel: the canceled .ics (METHOD:CANCEL, same UID, SEQUENCE 1), a cancellation and a refund mail in Japanese', async () => {
  const b = await booked();
  const view = await b.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.ref}/${b.id}` });
  const c = view.cookies.find((x) => x.name === `gtss_booking_${b.id}`)!;
  b.clock.advanceMinutes(60);
  const canceled = await b.app.inject({
    method: 'POST',
    url: `/api/public/bookings/${b.id}/cancel`,
    headers: { 'x-requested-with': 'fetch', cookie: `${c.name}=${c.value}` },
    payload: {},
  });
  expect(canceled.statusCode).toBe(200);

  const res = await ics(b.app, b.ref, b.id);
  expect(res.statusCode).toBe(200);
  const cal = new ICAL.Component(ICAL.parse(res.body));
  expect(cal.getFirstPropertyValue('method')).toBe('CANCEL');
  expect(cal.getFirstSubcomponent('vevent')!.getFirstPropertyValue('sequence')).toBe(1);

  const [confirmation, cancellation, refund] = await mails(b.db);
  expect(uidOf(res.body)).toBe(uidOf(confirmation.ics!));
  expect(uidOf(cancellation.ics!)).toBe(uidOf(confirmation.ics!));
  const stamp = (file: string) =>
    (new ICAL.Component(ICAL.parse(file)).getFirstSubcomponent('vevent')!.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate();
  expect(stamp(confirmation.ics!)).toEqual(new Date('2026-11-23T01:00:00Z')); // the app's clock at payment
  expect(stamp(cancellation.ics!)).toEqual(new Date('2026-11-23T02:00:00Z')); // …and at the cancel
  expect(confirmation.subject).toEqual(
    withCode('【GTSS語学スクール】体験レッスンのご予約が確定しました（2026年11月24日(火)・予約コード GT-…）'),
  );
  expect(confirmation.text_body).toContain('時間：10:00-12:00（日本時間）（現地時間 02:00-04:00）');
  expect(confirmation.html_body).toContain('<html lang="ja">');
  expect(cancellation.subject).toEqual(
    withCode('【GTSS語学スクール】体験レッスンのキャンセルを承りました（2026年11月24日(火)・予約コード GT-…）'),
  );
  expect(refund.subject).toEqual(withCode('【GTSS語学スクール】ご返金手続き完了のお知らせ（2026年11月24日(火)・予約コード GT-…）'));
  expect(refund.text_body).toContain('料金6,000円を、お支払いいただいたクレジットカードへ返金いたしました。');
});

test('no .ics for a wrong reference, an unknown booking, an unpaid hold or a mangled link: 404', async () => {
  const b = await booked('gtss_lang=en', false);
  expect((await ics(b.app, b.ref, b.id)).statusCode).toBe(404); // Pending: not a booking yet
  const paid = await booked();
  expect((await ics(paid.app, 'wrongReference1', paid.id)).statusCode).toBe(404);
  expect((await ics(paid.app, paid.ref, paid.id + 1)).statusCode).toBe(404);
  expect((await ics(paid.app, paid.ref, 'x')).statusCode).toBe(404);
  expect((await ics(paid.app, paid.ref, paid.id)).statusCode).toBe(200);
});

test('a visitor in Tokyo reading English: Japan time only, no "your time"', async () => {
  const b = await booked('gtss_lang=en; gtss_tz=Asia/Tokyo');
  const [confirmation] = await mails(b.db);
  expect(confirmation.subject).toEqual(withCode('Your trial class on Tue, 24 Nov 2026 is booked (GT-…)'));
  expect(confirmation.text_body).toContain('Time: 10:00-12:00 Japan time\n');
  expect(confirmation.text_body).not.toContain('your time');
  expect(confirmation.html_body).toContain('<html lang="en">');
});
