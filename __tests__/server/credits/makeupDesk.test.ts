import { useSchoolsWithTeachers, customer, deskEnrol, ELEMENTARY_ENGLISH, tuesday } from '../enrolment/enrolmentKit';
import { NO_CREDIT, type MakeupTime } from '../../../src/shared/makeups';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { count } from '../booking/bookingTestKit';
import { LEE, SATO } from '../teachers/teachersKit';
import { makeupTimesOf, mikaWithCredits } from './makeupBehaviour';

// The desk books a make-up FOR a student (issue 41, point 2): the times my page offers (her own teacher first), paid
// with her credit through the student's own path, audited as makeup.booked, and she gets the same confirmation mail
// as when she books one herself.
jest.setTimeout(90_000);
const school = useSchoolsWithTeachers();

const deskTimes = async (w: AdminWorld, id: number): Promise<MakeupTime[]> => {
  const res = await adminCall(w.app, 'GET', `/admin/enrolments/${id}/makeup-times?from=2026-12-02`, w.staff);
  expect(res.statusCode).toBe(200);
  return res.json().times;
};
const deskBook = (w: AdminWorld, id: number, t: Pick<MakeupTime, 'day' | 'start' | 'teacher_id'>) =>
  adminCall(w.app, 'POST', `/admin/enrolments/${id}/makeups`, w.staff, { day: t.day, start: t.start, teacher_id: t.teacher_id });
const mailsToMika = (w: AdminWorld) =>
  w.db.query<{ subject: string; text_body: string }>(
    "select subject, text_body from mail_outbox where to_address = 'mika.mori@example.com' order by id",
  );

test('the desk books a make-up with her credit: the times my page shows, audited, the student confirmed in her language', async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  const times = await deskTimes(w, id);
  expect(times).toEqual(await makeupTimesOf(w, id, '2026-12-02'));
  const own = times.find((t) => t.teacher_id === SATO)!;
  expect(own.own_teacher).toBe(true);
  const made = await deskBook(w, id, own);
  expect([made.statusCode, made.json()]).toEqual([201, expect.objectContaining({ day: own.day, time_range: `${own.start}-${own.end}` })]);
  const bookingId: number = made.json().booking_id;
  expect(await count(w.db, "select 1 from lesson_credits where kind = 'use' and booking_id = $1 and by_kind = 'staff'", [bookingId])).toBe(
    1,
  );
  expect(await count(w.db, 'select 1 from teacher_slots where booking_id = $1 and teacher_id = $2', [bookingId, SATO])).toBe(2);
  const [audit] = await w.db.query<{ actor_email: string; booking_id: number; after: { teacher_id: number } }>(
    "select actor_email, booking_id, after from audit_log where action = 'makeup.booked'",
  );
  expect(audit).toMatchObject({ actor_email: 'staff@school.example', booking_id: bookingId, after: { teacher_id: SATO } });
  const mails = await mailsToMika(w);
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('振替レッスンのご予約')]);
  expect([mails[0].subject, mails[0].text_body]).toEqual([expect.stringContaining(made.json().code), expect.stringContaining('Sato Yuki')]);
  // her page shows it; no credit left, so no more times
  expect((await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor)).json()).toMatchObject({
    balance: 0,
    makeups: [{ booking_id: bookingId }],
  });
  expect(await deskTimes(w, id)).toEqual([]);
  const again = await deskBook(
    w,
    id,
    times.find((t) => t.day !== own.day)!,
  );
  expect([again.statusCode, again.json().detail]).toEqual([409, NO_CREDIT]);
  expect(await count(w.db, "select 1 from audit_log where action = 'makeup.booked'")).toBe(1);
});

test("the student's own make-up sends her the same confirmation, and is not audited as the desk's", async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  const [t] = await makeupTimesOf(w, id, '2026-12-02');
  const res = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: t.day,
    start: t.start,
    teacher_id: t.teacher_id,
  });
  expect(res.statusCode).toBe(201);
  expect((await mailsToMika(w)).map((m) => m.subject)).toEqual([expect.stringContaining('振替レッスンのご予約')]);
  expect(await count(w.db, "select 1 from audit_log where action = 'makeup.booked'")).toBe(0);
});

test('bad input is 400 { detail }; an unknown enrolment 404; a visitor cannot use the desk route', async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  for (const body of [{}, { day: '2026-12-09', start: '25:00', teacher_id: SATO }, { day: 'x', start: '12:00', teacher_id: SATO }]) {
    const res = await adminCall(w.app, 'POST', `/admin/enrolments/${id}/makeups`, w.staff, body);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  expect((await adminCall(w.app, 'GET', `/admin/enrolments/${id}/makeup-times?from=nope`, w.staff)).statusCode).toBe(400);
  expect((await adminCall(w.app, 'GET', '/admin/enrolments/9999/makeup-times?from=2026-12-02', w.staff)).statusCode).toBe(404);
  expect((await deskBook(w, 9999, { day: '2026-12-09', start: '12:00', teacher_id: SATO })).statusCode).toBe(404);
  expect([401, 403]).toContain(
    (await adminCall(w.app, 'POST', `/admin/enrolments/${id}/makeups`, w.visitor, { day: '2026-12-09', start: '12:00', teacher_id: SATO }))
      .statusCode,
  );
  expect(await count(w.db, "select 1 from bookings where kind = 'makeup'")).toBe(0);
});

test("a group course's make-up at the desk takes a free seat of another class's lesson, as hers does", async () => {
  const w = await school();
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 1);
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'))).statusCode).toBe(201);
  const times = await deskTimes(w, id);
  expect(times.length > 0 && times.every((t) => t.teacher_id === LEE && t.start === '15:00')).toBe(true);
  expect((await deskBook(w, id, times[0])).statusCode).toBe(201);
  expect(await count(w.db, 'select 1 from lessons where day = $1 and guests = 1', [times[0].day])).toBe(1);
  expect(await count(w.db, "select 1 from audit_log where action = 'makeup.booked'")).toBe(1);
});
