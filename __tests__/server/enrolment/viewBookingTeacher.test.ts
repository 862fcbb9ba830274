import fs from 'node:fs';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { DEC_8, trialWith } from './enrolmentKit';

// A trial's page offers "Continue with this teacher" (issue 40): the visitor's booking answer names the teacher's id,
// which the course page is opened with (?teacher=<id>&from_booking=<id>).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test("a trial with Sato: its page's answer carries Sato's id beside the name", async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  expect((await trialWith(t.app, t.db, DEC_8, startsFrom('10:00', 4), SATO, 'tomo')).statusCode).toBe(200);
  const [b] = await t.db.query<{ id: number; reference_id: string }>(
    "select id, reference_id from bookings where user_email = 'tomo@example.com'",
  );
  const res = await t.app.inject({ method: 'GET', url: `/api/public/view-booking/${b.reference_id}/${b.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'Confirmed', teacher_id: SATO, teacher_name: expect.any(String) });
});
