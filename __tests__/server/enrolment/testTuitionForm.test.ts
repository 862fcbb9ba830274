import fs from 'node:fs';
import { adminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { call } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// The built-in tuition checkout is an HTML page whose form a browser posts urlencoded (card=4242…), as the booking's
// test checkout: the first payment goes through from the page itself, not only from a JSON call.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test("the tuition checkout's form, posted as a browser posts it, pays the first month and goes to my page", async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const choice = {
    course_id: ELEMENTARY_ENGLISH,
    teacher_id: SATO,
    weekday: TUE,
    start: '12:00',
    starts_on: '2026-12-01',
    confirmed: true,
  };
  const started = await call(t.app, 'POST', '/public/enrolments', choice, { cookie: w.visitor.cookie });
  expect(started.statusCode).toBe(201);
  const session = new URL(started.json().checkout_url).pathname;
  const paid = await t.app.inject({
    method: 'POST',
    url: `${session}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'card=4242+4242+4242+4242',
  });
  expect([paid.statusCode, paid.headers.location]).toEqual([303, expect.stringMatching(/\/app\/my_page$/)]);
  const mine = await call(t.app, 'GET', `/public/mypage/enrolments/${started.json().id}`, undefined, { cookie: w.visitor.cookie });
  expect(mine.json()).toMatchObject({ status: 'active' });
  expect(mine.json().tuition[0]).toMatchObject({ month: '2026-12', status: 'paid', way: 'card' });
});
