import fs from 'node:fs';
import { CLOSE_DATES_CHANGED, SCHEDULE_CONFLICT } from '../../../src/shared/admin/schedule';
import { TEACHER_CONFLICT } from '../../../src/shared/admin/teachers';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, editTeacher, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { classesOf, customer, deskEnrol, tuesday } from './enrolmentKit';

// The school's changes that hit enrolled lessons (issue 40, point 4): closing a day is refused with the lessons
// listed, or, when the owner confirms, cancels them and tells their students; a teacher's hours that would drop a
// lesson are refused with it listed (never a teacher's lesson left without its teacher, never a 500).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DEC_15 = '2026-12-15';

async function schoolWithMika(): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'))).statusCode).toBe(201);
  return w;
}

async function closeDay(w: AdminWorld, day: string) {
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  return {
    version,
    res: await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, {
      settings: { ...settings, closedDates: [...settings.closedDates, day] },
      version,
    }),
  };
}

test('closing a Tuesday with an enrolled lesson is refused with the lesson listed; confirmed, the lesson is canceled and its student told', async () => {
  const w = await schoolWithMika();
  const { res, version } = await closeDay(w, DEC_15);
  expect([res.statusCode, res.json().detail]).toEqual([409, SCHEDULE_CONFLICT]);
  const lesson = res.json().conflicts.find((c: { kind?: string }) => c.kind === 'lesson');
  expect(lesson).toMatchObject({ booking_date: DEC_15, time_range: '12:00-13:00', user_name: 'Mika Mori', status: 'Lesson' });

  // a confirm naming another list is refused with the list as it is
  const wrong = await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, {
    version,
    dates: [DEC_15],
    bookings: [],
    lessons: [lesson.id + 1],
  });
  expect([wrong.statusCode, wrong.json().detail]).toEqual([409, CLOSE_DATES_CHANGED]);
  expect(wrong.json().conflicts).toEqual([lesson]);

  const reason = '台風のため';
  const done = await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, {
    version,
    dates: [DEC_15],
    bookings: [],
    lessons: [lesson.id],
    reason,
  });
  expect(done.statusCode).toBe(200);
  const [row] = await w.db.query<{ status: string }>('select status from lessons where id = $1', [lesson.id]);
  expect(row.status).toBe('canceled');
  expect(await classesOf(w.db, SATO, DEC_15)).toEqual([]); // the teacher's time is given back with the day
  const mails = await w.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = 'mika.mori@example.com'",
  );
  expect(mails).toHaveLength(1);
  expect(mails[0].subject).toContain('休校のお知らせ');
  expect(mails[0].text_body).toContain(`理由：${reason}`);
  expect(await count(w.db, "select 1 from audit_log where action = 'lessons.canceled'")).toBe(1);
});

test("a teacher's hours that would drop an enrolled lesson are refused with the lesson listed", async () => {
  const w = await schoolWithMika();
  const res = await editTeacher(w, SATO, (t) => ({ weekly_hours: { ...t.weekly_hours!, tue: [['10:00', '12:00']] } }));
  expect([res.statusCode, res.json().detail]).toEqual([409, TEACHER_CONFLICT]);
  expect(res.json().conflicts.filter((c: { kind?: string }) => c.kind === 'lesson').length).toBeGreaterThan(0);
  expect((await classesOf(w.db, SATO, DEC_15)).map((c) => c.start)).toEqual(['12:00', '12:30']);
});
