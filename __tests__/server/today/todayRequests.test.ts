import fs from 'node:fs';
import { adminCall, adminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { confirmedUser, logIn, taro } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { mikaWithCredits } from '../credits/makeupBehaviour';
import { customer, deskEnrol, tuesday } from '../enrolment/enrolmentKit';
import { buyPack, definePack } from '../packs/packKit';
import { calendarFor, LEE, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Today (issue 41, point 8: "the desk sees each on Today"): the pauses and withdrawals asked and the packs bought in
// the week up to the day shown, newest first, each with what the desk opens (the enrolment; a pack's customer).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test("Today lists the week's pause and withdrawal requests and packs bought, newest first, and none outside that week", async () => {
  const clock = testClock(); // Monday 23 November 2026, 10:00 in Tokyo
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const mika = await mikaWithCredits(w, 1); // Mika's enrolment is the visitor's on my page
  const ken = await customer(w.db, 'Ken Ito');
  const kens = (await deskEnrol(w, tuesday(ken, LEE, '15:00'))).json().id;

  const options = (await adminCall(w.app, 'GET', `/public/mypage/enrolments/${mika}/pause`, w.visitor)).json();
  const paused = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${mika}/pause`, w.visitor, {
    first_month: options.first_months[0],
    months: 2,
  });
  expect(paused.statusCode).toBe(200);
  clock.advanceMinutes(30);
  const withdrawn = await adminCall(w.app, 'POST', `/admin/enrolments/${kens}/withdrawal`, w.staff, { confirmed: true });
  expect(withdrawn.statusCode).toBe(200);
  clock.advanceMinutes(30);
  await confirmedUser(t, taro);
  const { code } = await buyPack(t.app, await logIn(t.app, taro), await definePack(w));

  const requests = async (date: string) =>
    (await adminCall(w.app, 'GET', `/admin/today?date=${date}`, w.staff)).json().credits_day.requests;
  const none = { first_month: null, months: null, ends_on: null, pack_names: null };
  const week = [
    {
      ...none,
      kind: 'pack',
      at: '2026-11-23T02:00:00Z',
      at_desk: false,
      name: 'Taro Suzuki',
      code,
      customer_id: expect.any(Number),
      enrolment_id: null,
      pack_names: { en: 'Five one-hour lessons', ja: '60分レッスン5回券' },
    },
    {
      ...none,
      kind: 'withdrawal',
      at: '2026-11-23T01:30:00Z',
      at_desk: true,
      name: 'Ken Ito',
      code: expect.stringMatching(/^EN-/),
      customer_id: ken,
      enrolment_id: kens,
      ends_on: withdrawn.json().ends_on,
    },
    {
      ...none,
      kind: 'pause',
      at: '2026-11-23T01:00:00Z',
      at_desk: false,
      name: 'Mika Mori',
      code: expect.stringMatching(/^EN-/),
      customer_id: expect.any(Number),
      enrolment_id: mika,
      first_month: options.first_months[0],
      months: 2,
    },
  ];
  expect(await requests('2026-11-23')).toEqual(week);
  expect(await requests('2026-11-29')).toEqual(week); // the day shown and the six before it
  expect(await requests('2026-11-30')).toEqual([]);
  expect(await requests('2026-11-22')).toEqual([]);
});
