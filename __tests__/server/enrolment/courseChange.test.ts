import fs from 'node:fs';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { CHANGE_PENDING, CHANGE_SAME_TIME } from '../../../src/shared/courseChange';
import { tokyoToday } from '../../../src/shared/dates';
import { WEEKLY_TIME_TAKEN } from '../../../src/shared/enrolment';
import { call, logIn } from '../accounts/accountsKit';
import { adminCall, adminWorld, STAFF, VISITOR } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { classesOf, customer, deskEnrol, ELEMENTARY_ENGLISH, TUE, tuesday } from './enrolmentKit';

// Changing course or weekly time (issue 41 point 7) on a fake clock with the test provider: the change starts on the
// first day of a coming month (after the withdrawal day, the month after), the confirmation screen's terms come
// first with nothing written, and the change moves the lessons from then to the new teacher's time (the old
// teacher's freed), prices the months from then at the new fee, is audited and mailed; a taken time is a 409.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const BUSINESS_ENGLISH = 3; // ¥16,000 a month; Elementary English ¥12,000
const DAY = 24 * 60;
const TO_BUSINESS = { course_id: BUSINESS_ENGLISH, teacher_id: LEE, weekday: TUE, start: '16:00' };

async function start() {
  const clock = testClock(); // Monday 23 November 2026
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const until = (date: string) => {
    while (tokyoToday(clock.now()) < date) clock.advanceMinutes(DAY);
  };
  return { t, w, until, deps: t.app.services.deps };
}

const lessonsOf = (db: { query: <R>(q: string, p: unknown[]) => Promise<R[]> }, teacherId: number, month: string) =>
  db.query<{ day: string; status: string }>(
    `select l.day::text as day, l.status from lessons l join classes c on c.id = l.class_id
     where c.teacher_id = $1 and to_char(l.day, 'YYYY-MM') = $2 order by l.day`,
    [teacherId, month],
  );

test('the desk changes a student to Business English with Lee from January: terms first, then lessons, fees, audit and mail', async () => {
  const { t, w, deps } = await start();
  const kenji = await customer(t.db, 'Kenji Kudo');
  const id = (await deskEnrol(w, tuesday(kenji, SATO, '12:00'))).json().id;
  const desk = (method: 'GET' | 'POST', path: string, body?: object) =>
    adminCall(t.app, method, `/admin/enrolments/${id}/change${path}`, w.staff, body);

  // Monday 23 November, past the 15th: December is too late, the change starts on 1 January
  expect((await desk('GET', '')).json()).toEqual({ from: '2027-01-01', after_deadline: true, withdraw_by_day: 15 });
  const quoted = await desk('POST', '/quote', TO_BUSINESS);
  expect(quoted.statusCode).toBe(200);
  expect(quoted.json()).toMatchObject({
    course_name: 'ビジネス英語',
    starts_on: '2027-01-05',
    start: '16:00',
    end: '17:00',
    first_month: { month: '2027-01', lessons: 4, tuition: 16000, enrolment_fee: 0 },
    first_payment: 16000,
    monthly_fee: 16000,
  });
  expect(await count(t.db, 'select 1 from classes')).toBe(1); // nothing written by the quote
  expect((await desk('POST', '/quote', { ...TO_BUSINESS, start: '25:00' })).statusCode).toBe(400);
  const same = await desk('POST', '/quote', { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00' });
  expect([same.statusCode, same.json().detail]).toEqual([409, CHANGE_SAME_TIME]);
  expect((await desk('POST', '', TO_BUSINESS)).statusCode).toBe(400); // not confirmed

  const done = await desk('POST', '', { ...TO_BUSINESS, confirmed: true });
  expect(done.statusCode).toBe(200);
  expect(done.json().terms).toEqual(quoted.json());
  expect(done.json().next_lessons).toEqual(expect.arrayContaining(['2026-12-01', '2026-12-22', '2027-01-05']));
  // Sato's January lessons canceled and her time freed; Lee's written with his time
  expect((await lessonsOf(t.db, SATO, '2027-01')).every((l) => l.status === 'canceled')).toBe(true);
  expect((await lessonsOf(t.db, SATO, '2026-12')).every((l) => l.status === 'scheduled')).toBe(true);
  expect((await classesOf(t.db, SATO, '2027-01-05')).filter((c) => c.lesson_id !== null)).toEqual([]);
  expect((await classesOf(t.db, LEE, '2027-01-05')).map((c) => [c.start, c.lesson_id !== null])).toEqual([
    ['16:00', true],
    ['16:30', true],
  ]);
  // the requests' list names the change: the day it starts, the course it leaves and the new course and time
  const requests = await adminCall(t.app, 'GET', `/admin/enrolments/${id}/requests`, w.staff);
  expect(requests.json().requests).toEqual([
    expect.objectContaining({
      kind: 'change',
      at_desk: true,
      change: {
        from: '2027-01-01',
        course_name: 'ビジネス英語',
        teacher_name: expect.any(String),
        weekday: TUE,
        start: '16:00',
        end: '17:00',
      },
    }),
  ]);
  const again = await desk('POST', '', { ...TO_BUSINESS, start: '17:00', confirmed: true });
  expect([again.statusCode, again.json().detail]).toEqual([409, CHANGE_PENDING]);

  // the months from January at the new fee, those the horizon adds later too
  await extendLessons(deps);
  const months = await tuitionOf(t.db, id);
  expect(months.find((m) => m.month === '2026-12')).toMatchObject({ tuition_yen: 12000, fee_yen: 5500 });
  expect(months.filter((m) => m.month >= '2027-01').map((m) => m.tuition_yen)).toEqual(
    months.filter((m) => m.month >= '2027-01').map(() => 16000),
  );
  expect(months.filter((m) => m.month >= '2027-01').length).toBeGreaterThan(0);
  const [audit] = await t.db.query<{ after: { from: string; at_desk: boolean } }>(
    "select after from audit_log where action = 'enrolment.changed'",
    [],
  );
  expect(audit.after).toMatchObject({ from: '2027-01-01', at_desk: true, monthly_fee: 16000 });
  const mails = await t.db.query<{ subject: string }>(
    "select subject from mail_outbox where channel = 'email' and subject like '%変更%'",
    [],
  );
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('ビジネス英語')]);
});

test('a change asked after the withdrawal day starts a month later; a time another student holds is refused with a 409', async () => {
  const { t, w, until } = await start();
  const [kenji, aki] = [await customer(t.db, 'Kenji Kudo'), await customer(t.db, 'Aki Aoki')];
  const id = (await deskEnrol(w, tuesday(kenji, SATO, '12:00'))).json().id;
  expect((await deskEnrol(w, tuesday(aki, LEE, '16:00', '2027-02-02'))).statusCode).toBe(201);
  until('2026-12-16');
  const staff = await logIn(t.app, STAFF); // (the first session has expired meanwhile)
  const desk = (body: object) => adminCall(t.app, 'POST', `/admin/enrolments/${id}/change`, staff, body);
  const options = await adminCall(t.app, 'GET', `/admin/enrolments/${id}/change`, staff);
  expect(options.json()).toEqual({ from: '2027-02-01', after_deadline: true, withdraw_by_day: 15 });

  const taken = await desk({ ...TO_BUSINESS, start: '16:30', confirmed: true });
  expect([taken.statusCode, taken.json().detail]).toEqual([409, WEEKLY_TIME_TAKEN]);
  expect(await count(t.db, "select 1 from audit_log where action = 'enrolment.changed'")).toBe(0);

  const done = await desk({ ...TO_BUSINESS, start: '10:00', teacher_id: LEE, course_id: ELEMENTARY_ENGLISH, confirmed: true });
  expect(done.statusCode).toBe(200);
  expect(done.json().terms).toMatchObject({ starts_on: '2027-02-02', start: '10:00', monthly_fee: 12000 });
  expect((await lessonsOf(t.db, SATO, '2027-01')).map((l) => l.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
  expect((await lessonsOf(t.db, LEE, '2027-02')).filter((l) => l.status === 'scheduled').length).toBe(8); // Aki's and his
});

test('a student changes their own weekly time on my page; another visitor cannot', async () => {
  const { t, w } = await start();
  const kenji = await customer(t.db, 'Kenji Kudo');
  const id = (await deskEnrol(w, tuesday(kenji, SATO, '12:00'))).json().id;
  const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [VISITOR.email]);
  await t.db.query('update enrolments set user_id = $2 where id = $1', [id, user.id]);
  const mine = { cookie: w.visitor.cookie };
  const options = await call(t.app, 'GET', `/public/mypage/enrolments/${id}/change`, undefined, mine);
  expect(options.json()).toMatchObject({ from: '2027-01-01' });
  const choice = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '10:00' };
  const quoted = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/change/quote`, choice, mine);
  expect(quoted.json()).toMatchObject({ starts_on: '2027-01-05', first_payment: 12000, monthly_fee: 12000 });
  const done = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/change`, { ...choice, confirmed: true }, mine);
  expect(done.statusCode).toBe(200);
  expect(done.json().next_lessons).toEqual(expect.arrayContaining(['2026-12-01', '2027-01-05']));
  expect((await classesOf(t.db, SATO, '2027-01-05')).map((c) => c.start)).toEqual(['10:00', '10:30']);
  const other = await call(t.app, 'GET', `/public/mypage/enrolments/${id}/change`, undefined, {});
  expect(other.statusCode).not.toBe(200);
});
