import fs from 'node:fs';
import { phoneBooking, staffBookCall, visitorPaid, writeWorld } from './adminBookingsWriteKit';
import { FRIDAY, slotsAt } from '../booking/bookingMoveBehaviour';
import { closeDatesCall, refusedClosing } from './closeDatesBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// A closure is the school's decision, said as such (issue 39, point 8): closing a day with bookings sends each
// customer the closure notice in their language (not the visitor-cancellation mail), with the reason the owner
// typed, and the activity log keeps that reason as written.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('a typhoon: each customer gets the closure notice in their language with the reason; the log keeps it as written', async () => {
  const w = await writeWorld(startApp, staticDir);
  const kenji = (await staffBookCall(w, phoneBooking(await slotsAt(w, 0, 4), 'at_lesson', FRIDAY))).json().booking_id as number;
  const guest = await visitorPaid(w, { date: FRIDAY, ids: await slotsAt(w, 4, 4) });
  const seen = await refusedClosing(w, [FRIDAY]);
  const reason = '台風10号の接近のため';
  const res = await closeDatesCall(w, { version: seen.version, dates: [FRIDAY], bookings: seen.bookings, reason });
  expect(res.statusCode).toBe(200);

  // the notice: the customer's second mail (after the confirmation; a card refund's own mail comes after it)
  const lastMail = async (id: number, to: string) =>
    (
      await w.db.query<{ subject: string; text_body: string }>(
        'select subject, text_body from mail_outbox where booking_id = $1 and to_address = $2 order by id offset 1 limit 1',
        [id, to],
      )
    )[0];
  const ja = await lastMail(kenji, 'kenji@example.com');
  expect(ja.subject).toMatch(/^【GTSS語学スクール】休校のため体験レッスンを中止いたします/);
  expect(ja.text_body).toContain(`理由：${reason}`);
  expect(ja.text_body).toContain('お支払いはいただいておりませんので、返金はございません。');
  expect(ja.text_body).toContain('/app/booking');
  const en = await lastMail(guest.id, 'guest@example.com');
  expect(en.subject).toMatch(/^The school is closed on .+: your trial class is canceled \(GT-/);
  expect(en.text_body).toContain(`Reason: ${reason}`);
  expect(en.text_body).toContain('is refunded in full to your card.');
  // never the visitor-cancellation mail
  const subjects = await w.db.query<{ subject: string }>('select subject from mail_outbox where booking_id = any($1::int[])', [
    [kenji, guest.id],
  ]);
  expect(subjects.map((s) => s.subject).filter((s) => /キャンセルを承りました|was canceled \(/.test(s))).toEqual([]);

  const audits = await w.db.query<{ booking_id: number; after: { reason: string } }>(
    `select booking_id, after from audit_log where action = 'booking.canceled' order by booking_id`,
  );
  expect(audits.map((a) => [a.booking_id, a.after.reason])).toEqual([
    [kenji, reason],
    [guest.id, reason],
  ]);
});

test('a reason with control characters or too long is a 400 with its detail; nothing closes', async () => {
  const w = await writeWorld(startApp, staticDir);
  await staffBookCall(w, phoneBooking(await slotsAt(w, 0, 4), 'at_lesson', FRIDAY));
  const seen = await refusedClosing(w, [FRIDAY]);
  for (const reason of ['a\u0000b', 'x'.repeat(501)]) {
    const res = await closeDatesCall(w, { version: seen.version, dates: [FRIDAY], bookings: seen.bookings, reason });
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  expect(await w.db.query(`select id from bookings where status = 'Canceled'`)).toEqual([]);
});
