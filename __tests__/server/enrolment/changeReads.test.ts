import fs from 'node:fs';
import { tellNextMonthLessons } from '../../../src/server/enrolment/nextMonthLessons';
import { tuitionMonthOf } from '../../../src/server/receipt/tuitionReceiptRepository';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { makeupTimesOf, mikaWithCredits } from '../credits/makeupBehaviour';
import { customer, deskEnrol, ELEMENTARY_ENGLISH, TUE, tuesday } from './enrolmentKit';

// Between a change of course or weekly time being confirmed and its first day (issue 41 point 7) the enrolment's
// class_id is already the new class, but its lessons are still the old class's: every read of "the enrolment's
// lessons" (the enrolment_lessons view) must see them. Kenji (Sato, Tuesdays 12:00 from 1 December) changes on
// 23 November to Business English with Lee from 1 January; his December lessons stay Sato's.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const [DEC_1, DEC_8, DEC_15, DEC_22, JAN_5] = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22', '2027-01-05'];
const TO_BUSINESS = { course_id: 3, teacher_id: LEE, weekday: TUE, start: '16:00', confirmed: true };

async function school(): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false }, // Monday 23 November 2026
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  return adminWorld(t);
}

async function changedKenji(): Promise<{ w: AdminWorld; id: number }> {
  const w = await school();
  const id: number = (await deskEnrol(w, tuesday(await customer(w.db, 'Kenji Kudo'), SATO, '12:00'))).json().id;
  const changed = await adminCall(w.app, 'POST', `/admin/enrolments/${id}/change`, w.staff, TO_BUSINESS);
  expect([changed.statusCode, changed.json().terms?.starts_on]).toEqual([200, JAN_5]);
  return { w, id };
}

test('a closure on an old-class lesson day before the change lists the student, gives the credit and sends the notice', async () => {
  const { w } = await changedKenji();
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const refused = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: { ...settings, closedDates: [DEC_15] }, version });
  const lesson = refused.json().conflicts.find((c: { kind?: string }) => c.kind === 'lesson');
  expect(lesson).toMatchObject({ booking_date: DEC_15, time_range: '12:00-13:00', user_name: 'Kenji Kudo' });
  expect(lesson.code).not.toBe('');
  const body = { version, dates: [DEC_15], bookings: [], lessons: [lesson.id], reason: '台風' };
  expect((await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, body)).statusCode).toBe(200);
  const credits = await w.db.query<{ kind: string }>("select kind from lesson_credits where kind = 'school_cancel'");
  expect(credits).toHaveLength(1);
  const mails = await w.db.query<{ subject: string }>(
    "select subject from mail_outbox where to_address = 'kenji.kudo@example.com' and subject like '%休校%'",
  );
  // the notice names the course of the lesson canceled (the old one), not the course the student changes to
  const [old] = await w.db.query<{ name: string }>("select old_terms->>'course_name' as name from enrolment_changes");
  expect(mails.map((m) => [m.subject.includes(old.name), m.subject.includes('ビジネス英語')])).toEqual([[true, false]]);
});

test('an absence from an old-class lesson before the change earns its credit; one from a new-class lesson still does', async () => {
  const { w, id } = await changedKenji();
  const absent = (day: string) => adminCall(w.app, 'POST', `/admin/enrolments/${id}/absences`, w.staff, { day });
  const dec = await absent(DEC_8);
  expect([dec.statusCode, dec.json()]).toEqual([201, expect.objectContaining({ lesson_day: DEC_8, in_time: true, start: '12:00' })]);
  const jan = await absent(JAN_5);
  expect([jan.statusCode, jan.json()]).toEqual([201, expect.objectContaining({ lesson_day: JAN_5, start: '16:00' })]);
});

test('the withdrawal summary lists the old class’s lessons left before the change, and the new class’s after the end as canceled', async () => {
  const { w, id } = await changedKenji();
  const summary = (await adminCall(w.app, 'GET', `/admin/enrolments/${id}/withdrawal`, w.staff)).json();
  expect(summary.ends_on).toBe('2026-12-31');
  expect(summary.lessons_left).toEqual([DEC_1, DEC_8, DEC_15, DEC_22]);
  expect(summary.lessons_canceled[0]).toBe(JAN_5);
});

test('the timetable shows the student on the old class’s lesson until the change, and on the new class’s from it', async () => {
  const { w } = await changedKenji();
  const blocksOn = async (date: string) => {
    const res = await adminCall(w.app, 'GET', `/admin/timetable?date=${date}`, w.staff);
    return res.json().days[0].blocks.filter((b: { kind: string }) => b.kind === 'lesson');
  };
  expect(await blocksOn(DEC_8)).toEqual([expect.objectContaining({ teacher_id: SATO, start: '12:00', customer: 'Kenji Kudo' })]);
  expect(await blocksOn(JAN_5)).toEqual([expect.objectContaining({ teacher_id: LEE, start: '16:00', customer: 'Kenji Kudo' })]);
});

test("a group course's make-up times before the change leave out the student's own old-class lessons and offer the new class's", async () => {
  const w = await school();
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 1); // Sato's class, Tuesdays 12:00
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'))).statusCode).toBe(201);
  const toKens = { course_id: ELEMENTARY_ENGLISH, teacher_id: LEE, weekday: TUE, start: '15:00', confirmed: true };
  expect((await adminCall(w.app, 'POST', `/admin/enrolments/${id}/change`, w.staff, toKens)).statusCode).toBe(200);
  const times = await makeupTimesOf(w, id, '2026-12-02');
  expect(times.map((t) => [t.day, t.start, t.teacher_id])).toEqual([
    [DEC_8, '15:00', LEE],
    [DEC_15, '15:00', LEE],
  ]);
});

test("the receipt of a month before the change lists the old class's lessons, and the first month's the new class's", async () => {
  const { w, id } = await changedKenji();
  expect((await tuitionMonthOf(w.db, id, '2026-12'))?.days).toBe([DEC_1, DEC_8, DEC_15, DEC_22].join(','));
  expect((await tuitionMonthOf(w.db, id, '2027-01'))?.days.split(',')[0]).toBe(JAN_5);
});

test("next month's lessons told after a change is confirmed (from the 20th) are the old class's, before the change", async () => {
  const { w } = await changedKenji(); // 23 November: December is told now
  expect(await tellNextMonthLessons(w.app.services.deps)).toBe(1);
  const mails = await w.db.query<{ text_body: string }>(
    "select text_body from mail_outbox where channel = 'email' and to_address = 'kenji.kudo@example.com' and subject like '%2026年12月%'",
  );
  expect(mails.map((m) => [m.text_body.includes('2026年12月22日'), m.text_body.includes('12:00')])).toEqual([[true, true]]);
});
