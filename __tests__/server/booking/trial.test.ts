import fs from 'node:fs';
import { SLOTS_NOT_CONTIGUOUS } from '../../../src/shared/trial';
import { phoneBooking, staffBookCall, visitorPaid, writeWorld } from '../admin/adminBookingsWriteKit';
import { moveCall, slotsAt, FRIDAY } from './bookingMoveBehaviour';
import { bookingBody, postBooking, TEST_SCHEDULE, testClock, timeslots } from './bookingTestKit';
import { setTrial, trialBehaviour } from './trialBehaviour';
import { makeStaticDir, useTestApps } from '../testApp';

// The trial as the school sizes and prices it, and one booking as one lesson (issue 38, point 4), on PGlite.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const start = () => startApp(staticDir, { services: { now: testClock().now, schedule: TEST_SCHEDULE, workers: false } });

describe('on PGlite', () => trialBehaviour(start));

test('the school\u2019s trial length is asked of the visitor: fewer or more slots are 400 with the length in the message', async () => {
  const { app, db } = await start();
  const ids = (await timeslots(app)).map((s) => s.id);
  await setTrial(db, { min_slots: 6, max_slots: 6 });
  for (const n of [4, 7]) {
    const res = await postBooking(app, bookingBody({ timeslot_ids: ids.slice(0, n) }));
    expect([res.statusCode, res.json()]).toEqual([400, { detail: 'Please select a date and exactly 6 timeslots.' }]);
  }
  expect((await postBooking(app, bookingBody({ timeslot_ids: ids.slice(0, 6) }))).statusCode).toBe(200);
});

test('the school\u2019s trial length is refused in the visitor\u2019s language (English as before)', async () => {
  const { app, db } = await start();
  const ids = (await timeslots(app)).map((s) => s.id);
  const asked = (n: number, language: string) =>
    app.inject({
      method: 'POST',
      url: '/api/public/book/confirm',
      payload: bookingBody({ timeslot_ids: ids.slice(0, n) }),
      headers: { cookie: `gtss_lang=${language}` },
    });
  await setTrial(db, { min_slots: 6, max_slots: 6 });
  expect((await asked(4, 'ja')).json()).toEqual({ detail: '日付と、ちょうど6枠の時間枠をお選びください。' });
  await setTrial(db, { min_slots: 5, max_slots: 8 });
  expect((await asked(4, 'zh-CN')).json()).toEqual({ detail: '请选择日期和 5 至 8 个时段。' });
  expect((await asked(9, 'zh-TW')).json()).toEqual({ detail: '請選擇日期及 5 至 8 個時段。' });
  expect((await asked(4, 'en')).json()).toEqual({ detail: 'Please select a date and 5 to 8 timeslots.' });
});

test('the desk\u2019s phone booking and a move refuse scattered slots with the same message', async () => {
  const w = await writeWorld(startApp, staticDir);
  const slots = (await timeslots(w.app)).map((s) => s.id);
  const scattered = [slots[0], slots[1], slots[3], slots[4]];
  const desk = await staffBookCall(w, phoneBooking(scattered, 'cash'));
  expect([desk.statusCode, desk.json()]).toEqual([400, { detail: SLOTS_NOT_CONTIGUOUS }]);
  const booked = await visitorPaid(w);
  const friday = await slotsAt(w, 0, 6);
  const move = await moveCall(w, booked.id, { booking_date: FRIDAY, timeslot_ids: [friday[0], friday[1], friday[4], friday[5]] });
  expect([move.statusCode, move.json()]).toEqual([400, { detail: SLOTS_NOT_CONTIGUOUS }]);
});

test('a free trial booked at the desk is confirmed at once, whichever way of payment the clerk chose', async () => {
  const w = await writeWorld(startApp, staticDir);
  await setTrial(w.db, { pricing: 'free' });
  const res = await staffBookCall(
    w,
    phoneBooking(
      (await timeslots(w.app)).slice(0, 4).map((s) => s.id),
      'link',
    ),
  );
  expect(res.statusCode).toBe(201);
  expect(res.json().detail).toMatch(/^Booking confirmed: the trial is free\./);
  const [b] = await w.db.query('select status, provider, total_amount, checkout_session_id from bookings');
  expect(b).toEqual({ status: 'Confirmed', provider: 'free', total_amount: 0, checkout_session_id: null });
});
