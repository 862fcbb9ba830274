import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  FIRST_TEACHERS_CONFLICT,
  REASSIGN_NOT_FREE,
  STALE_TEACHER,
  TEACHER_CONFLICT,
  TEACHER_NAME_LATIN,
  TEACHER_NOT_FOUND,
  type TeacherInput,
} from '../../../src/shared/admin/teachers';
import { NO_SINGLE_TEACHER, TEACHER_NOT_FREE, UNKNOWN_TEACHER } from '../../../src/shared/teachers';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { staffCancelCall, WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { bookingBody, postBooking, TEST_SCHEDULE, testClock } from '../booking/bookingTestKit';
import {
  calendarFor,
  CHEN,
  editTeacher,
  LEE,
  paidFor,
  payFor,
  SATO,
  SCHOOL_WITH_TEACHERS,
  slotIdsAt,
  startsFor,
  startsFrom,
  teacherClasses,
  TUESDAY,
} from './teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// Teachers: capacity comes from the teachers who work a slot; a booking has one teacher free for all its
// slots, chosen by the visitor or by the fair rule; the database never gives a teacher two classes at once;
// owners' changes never leave a booked class without its teacher.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-teachers-'));
afterAll(() => {
  fs.rmSync(staticDir, { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

async function school(seed = SCHOOL_WITH_TEACHERS): Promise<AdminWorld> {
  const clock = testClock();
  const t = await startApp(staticDir, { services: { now: clock.now, schedule: seed, workers: false }, config: WRITE_CONFIG });
  await calendarFor(t.app); // the window's slots (and their shifts) exist from the first look
  return adminWorld(t);
}

const auditOf = (w: AdminWorld, bookingId: number) =>
  w.db.query<{ action: string; after: Record<string, unknown> }>('select action, after from audit_log where booking_id = $1 order by id', [
    bookingId,
  ]);

test('visitors see the teachers they can book; the calendar and the timeslots follow a chosen teacher or language', async () => {
  const w = await school();
  const res = await w.app.inject({ method: 'GET', url: '/api/public/teachers' });
  expect(res.statusCode).toBe(200);
  // Chen is booked by staff only: not offered online
  expect(res.json()).toEqual([
    {
      id: LEE,
      name: 'Lee Min',
      name_latin: null,
      languages: ['ko', 'en'],
      profile: { en: 'Loves grammar.', ja: '文法が好きです。' },
      photo_url: null,
    },
    { id: SATO, name: 'Sato Yuki', name_latin: null, languages: ['ja', 'en'], profile: {}, photo_url: null },
  ]);
  const wholeDay = startsFrom('10:00', 16);
  expect(await startsFor(w.app)).toEqual(wholeDay);
  expect(await startsFor(w.app, { teacher: SATO })).toEqual(startsFrom('10:00', 8));
  expect(await startsFor(w.app, { teacher: LEE })).toEqual(wholeDay);
  expect(await startsFor(w.app, { language: 'ja' })).toEqual(startsFrom('10:00', 8));
  expect(await startsFor(w.app, { language: 'zh' })).toEqual([]); // only Chen teaches it, and not online
  expect(await startsFor(w.app, { teacher: CHEN })).toEqual([]);
  const sato = await calendarFor(w.app, { teacher: SATO });
  expect([sato.get(TUESDAY), sato.get('2026-11-25'), sato.get('2026-12-01')]).toEqual(['available', 'closed', 'available']);
  const lee = await calendarFor(w.app, { teacher: LEE });
  expect([lee.get(TUESDAY), lee.get('2026-11-25'), lee.get('2026-11-29')]).toEqual(['available', 'available', 'closed']);
  // bad input is a clear 400 and nothing else
  for (const bad of ['teacher=abc', 'language=xx', 'teacher=1&other=2']) {
    const r = await w.app.inject({ method: 'GET', url: `/api/public/rental-space/calendar/default?${bad}` });
    expect([r.statusCode, typeof r.json().detail]).toEqual([400, 'string']);
  }
  // a slot's seats are the teachers who work it
  const [ten, fifteen] = await slotIdsAt(w.db, ['10:00', '15:00']);
  const seats = await w.db.query<{ seats: number }>('select seats from slots where id = any($1::int[]) order by start_time', [
    [ten, fifteen],
  ]);
  expect(seats.map((s) => s.seats)).toEqual([3, 2]);
});

test('"any teacher" gets the teacher with the fewest booked minutes around the class, recorded with its reason', async () => {
  const w = await school();
  // Lee is chosen for two hours in the afternoon: 120 minutes that week
  const chosen = await paidFor(w.app, w.db, startsFrom('14:00', 4), 'ana', { teacher_id: LEE }, '203.0.113.1');
  expect([chosen.teacher_id, chosen.assignment]).toEqual([LEE, 'chosen']);
  // any teacher for the morning: both are free; Sato has booked nothing
  const first = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'ben', {}, '203.0.113.2');
  expect([first.teacher_id, first.assignment]).toEqual([SATO, 'fair']);
  const [assigned] = (await auditOf(w, first.id)).filter((a) => a.action === 'booking.teacher_assigned');
  expect(assigned.after).toEqual({ teacher_id: SATO, teacher_name: 'Sato Yuki', assignment: 'fair', booked_minutes: 0, candidates: 2 });
  // the same morning again: only Lee is still free then
  const second = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'cai', {}, '203.0.113.3');
  expect([second.teacher_id, second.assignment]).toEqual([LEE, 'fair']);
  // and a third: nobody is free; nothing is held
  const before = await w.db.query('select count(*)::int as n from bookings');
  const third = await payFor(w.app, w.db, startsFrom('10:00', 4), 'dai', {}, '203.0.113.4');
  expect([third.res.statusCode, third.res.json()]).toEqual([409, { detail: NO_SINGLE_TEACHER }]);
  expect(await w.db.query('select count(*)::int as n from bookings')).toEqual(before);
  // a morning slot is gone from "any teacher", the afternoon's stay (Lee teaches 14:00-16:00 only)
  expect(await startsFor(w.app)).toEqual([...startsFrom('12:00', 4), ...startsFrom('16:00', 4)]);
  // the visitor's view and the staff's show the teacher
  const staffRow = await adminCall(w.app, 'GET', `/admin/bookings/${first.id}`, w.staff);
  expect(staffRow.json().teacher).toEqual({ id: SATO, name: 'Sato Yuki', assignment: 'fair' });
  const mine = await teacherClasses(w.db);
  expect(new Set(mine.map((c) => `${c.teacher_id}:${c.slot_id}`)).size).toBe(mine.length);
});

test('a booking needs one teacher free for its whole time: free slots that no single teacher covers are refused', async () => {
  const w = await school();
  await paidFor(w.app, w.db, startsFrom('10:00', 4), 'ana', { teacher_id: SATO }, '203.0.113.1'); // Sato 10:00-12:00
  await paidFor(w.app, w.db, startsFrom('12:00', 4), 'ben', { teacher_id: LEE }, '203.0.113.2'); // Lee 12:00-14:00
  // 11:00-13:00: every half hour has a free teacher (Lee, then Sato), but no one teacher is free for all of it
  const ids = await slotIdsAt(w.db, startsFrom('11:00', 4));
  expect(await startsFor(w.app)).toEqual(expect.arrayContaining(startsFrom('10:00', 8)));
  const confirm = await postBooking(w.app, bookingBody({ timeslot_ids: ids }));
  expect([confirm.statusCode, confirm.json()]).toEqual([409, { detail: NO_SINGLE_TEACHER }]);
  // a chosen teacher who is busy for part of it
  const busy = await postBooking(w.app, bookingBody({ timeslot_ids: ids, teacher_id: SATO }));
  expect([busy.statusCode, busy.json()]).toEqual([409, { detail: TEACHER_NOT_FREE }]);
  // a teacher who is not offered online, or does not exist
  const afternoon = await slotIdsAt(w.db, startsFrom('14:00', 4));
  for (const teacher_id of [CHEN, 99]) {
    const r = await postBooking(w.app, bookingBody({ timeslot_ids: afternoon, teacher_id }));
    expect([r.statusCode, r.json()]).toEqual([409, { detail: UNKNOWN_TEACHER }]);
  }
  // the price check names a chosen teacher
  const ok = await postBooking(w.app, bookingBody({ timeslot_ids: await slotIdsAt(w.db, startsFrom('12:00', 4)), teacher_id: SATO }));
  expect([ok.statusCode, ok.json().teacher_name]).toEqual([200, 'Sato Yuki']);
  // a language: "any teacher" of it
  const korean = await payFor(w.app, w.db, startsFrom('14:00', 4), 'cai', { teaching_language: 'ko' }, '203.0.113.3');
  expect([korean.res.statusCode, korean.booking.teacher_id]).toEqual([200, LEE]);
});

test('the database refuses a second class for a teacher at once, and a class outside their shifts', async () => {
  const w = await school();
  const b = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'ana', { teacher_id: SATO });
  const [slot] = await slotIdsAt(w.db, ['10:00']);
  const [late] = await slotIdsAt(w.db, ['16:00']);
  const other = await payFor(w.app, w.db, startsFrom('12:00', 4), 'ben', { teacher_id: LEE }, '203.0.113.9');
  await expect(
    w.db.query('insert into teacher_slots (teacher_id, slot_id, booking_id) values ($1, $2, $3)', [SATO, slot, other.booking.id]),
  ).rejects.toMatchObject({ code: '23505' });
  await expect(
    w.db.query('insert into teacher_slots (teacher_id, slot_id, booking_id) values ($1, $2, $3)', [SATO, late, other.booking.id]),
  ).rejects.toMatchObject({ code: '23503' });
  expect((await teacherClasses(w.db)).filter((c) => c.booking_id === b.id)).toHaveLength(4);
});

test('a canceled booking frees its teacher and keeps who would have taught it', async () => {
  const w = await school();
  const b = await paidFor(w.app, w.db, startsFrom('10:00', 8), 'ana', { teacher_id: SATO });
  expect(await startsFor(w.app, { teacher: SATO })).toEqual([]);
  const res = await staffCancelCall(w, b.id, { refund: 'full' });
  expect(res.statusCode).toBe(200);
  expect(await startsFor(w.app, { teacher: SATO })).toEqual(startsFrom('10:00', 8));
  expect(await teacherClasses(w.db)).toEqual([]);
  const [row] = await w.db.query('select status, teacher_id from bookings where id = $1', [b.id]);
  expect(row).toEqual({ status: 'Canceled', teacher_id: SATO });
});

test('staff book a teacher who is not online, or any; and move a booking to a teacher free for its whole time', async () => {
  const w = await school();
  const ids = await slotIdsAt(w.db, startsFrom('15:00', 4));
  const desk = {
    booking_date: TUESDAY,
    timeslot_ids: ids,
    user_name: 'Kenji Sato',
    phone: '090-1234-5678',
    language: 'ja',
    source: 'desk',
    payment: 'cash',
  };
  const made = await adminCall(w.app, 'POST', '/admin/bookings', w.staff, { ...desk, teacher_id: CHEN });
  expect(made.statusCode).toBe(201);
  const id = made.json().booking_id;
  expect((await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json().teacher).toEqual({
    id: CHEN,
    name: 'Chen Wei',
    assignment: 'staff',
  });
  // Chen is taken then; Lee is free for all of it, Sato works only until 14:00
  const again = await adminCall(w.app, 'POST', '/admin/bookings', w.staff, { ...desk, user_name: 'Mika', teacher_id: CHEN });
  expect([again.statusCode, again.json()]).toEqual([409, { detail: REASSIGN_NOT_FREE }]);
  const toSato = await adminCall(w.app, 'POST', `/admin/bookings/${id}/teacher`, w.staff, { teacher_id: SATO });
  expect([toSato.statusCode, toSato.json()]).toEqual([409, { detail: REASSIGN_NOT_FREE }]);
  // a teacher the school does not have: 409, as the staff's booking and move answer it (teachers/bookable.ts)
  const unknownDesk = await adminCall(w.app, 'POST', '/admin/bookings', w.staff, { ...desk, user_name: 'Mika', teacher_id: 99 });
  expect([unknownDesk.statusCode, unknownDesk.json()]).toEqual([409, { detail: TEACHER_NOT_FOUND }]);
  const toUnknown = await adminCall(w.app, 'POST', `/admin/bookings/${id}/teacher`, w.staff, { teacher_id: 99 });
  expect([toUnknown.statusCode, toUnknown.json()]).toEqual([409, { detail: TEACHER_NOT_FOUND }]);
  const toLee = await adminCall(w.app, 'POST', `/admin/bookings/${id}/teacher`, w.staff, { teacher_id: LEE });
  expect(toLee.statusCode).toBe(200);
  const detail = (await adminCall(w.app, 'GET', `/admin/bookings/${id}`, w.staff)).json();
  expect(detail.teacher).toEqual({ id: LEE, name: 'Lee Min', assignment: 'staff' });
  expect(detail.history.map((h: { action: string }) => h.action)).toEqual(
    expect.arrayContaining(['booking.teacher_assigned', 'booking.teacher_changed']),
  );
  // Chen is free again, Lee is not: a visitor's "any" for that time gets Lee? No: Lee is taken, Chen is not online
  expect(await startsFor(w.app, { teacher: LEE })).not.toContain('15:00');
  const visitor = await payFor(w.app, w.db, startsFrom('15:00', 4), 'ana');
  expect([visitor.res.statusCode, visitor.res.json()]).toEqual([409, { detail: NO_SINGLE_TEACHER }]);
  // the day view filtered by teacher shows that teacher's slots and classes
  const view = (await adminCall(w.app, 'GET', `/admin/calendar?from=${TUESDAY}&days=1&teacher=${LEE}`, w.staff)).json();
  const at15 = view.days[0].slots.find((s: { start: string }) => s.start === '15:00');
  expect(at15).toMatchObject({ seats: 1, seats_free: 0, bookings: [{ id, teacher: { id: LEE, name: 'Lee Min' } }] });
  const satoView = (await adminCall(w.app, 'GET', `/admin/calendar?from=${TUESDAY}&days=1&teacher=${SATO}`, w.staff)).json();
  expect(satoView.days[0].slots.map((s: { start: string }) => s.start)).toEqual(startsFrom('10:00', 8));
  const list = (await adminCall(w.app, 'GET', `/admin/bookings?teacher=${LEE}`, w.staff)).json();
  expect(list.items.map((r: { id: number }) => r.id)).toEqual([id]);
});

test('time off that collides with booked classes is refused with those bookings listed, and nothing changes', async () => {
  const w = await school();
  const b = await paidFor(w.app, w.db, startsFrom('12:00', 4), 'ana', { teacher_id: SATO });
  const tables = async () => ({
    teachers: await w.db.query('select * from teachers order by id'),
    days: await w.db.query('select * from teacher_days order by teacher_id, day'),
    shifts: await w.db.query('select * from teacher_shifts order by teacher_id, slot_id'),
    slots: await w.db.query('select id, seats, seats_free from slots order by id'),
  });
  const before = await tables();
  const conflict = {
    detail: TEACHER_CONFLICT,
    conflicts: [expect.objectContaining({ id: b.id, time_range: '12:00-14:00', user_name: 'ana' })],
  };
  const dayOff = await editTeacher(w, SATO, (t) => ({ exceptions: [...t.exceptions, { date: TUESDAY, hours: [] }] }));
  expect([dayOff.statusCode, dayOff.json()]).toEqual([409, conflict]);
  const shorter = await editTeacher(w, SATO, (t) => ({ weekly_hours: { ...t.weekly_hours!, tue: [['10:00', '12:30']] } }));
  expect([shorter.statusCode, shorter.json()]).toEqual([409, conflict]);
  const retire = await adminCall(w.app, 'POST', `/admin/teachers/${SATO}/retire`, w.owner, {});
  expect([retire.statusCode, retire.json()]).toEqual([409, conflict]);
  expect(await tables()).toEqual(before);
  // time off elsewhere is fine: a day off next Tuesday, and the morning only this Tuesday is still booked
  const nextTuesday = '2026-12-01';
  const fine = await editTeacher(w, SATO, (t) => ({
    exceptions: [{ date: nextTuesday, hours: [] }],
    weekly_hours: { ...t.weekly_hours!, tue: [['11:00', '14:00']] },
  }));
  expect(fine.statusCode).toBe(200);
  expect(fine.json()).toMatchObject({ exceptions: [{ date: nextTuesday, hours: [] }], upcoming_classes: 1, version: 2 });
  expect(await startsFor(w.app, { teacher: SATO })).toEqual(startsFrom('11:00', 2));
  expect(await startsFor(w.app, { teacher: SATO }, nextTuesday)).toEqual([]);
  // a stale version is refused
  const stale = await editTeacher(w, SATO, () => ({ name: 'Sato Y.', version: 1 }));
  expect([stale.statusCode, stale.json()]).toEqual([409, { detail: STALE_TEACHER }]);
});

test('a school without teachers books anonymous seats; its first teachers take the future bookings, or are refused with them listed', async () => {
  const w = await school(TEST_SCHEDULE);
  expect((await w.app.inject({ method: 'GET', url: '/api/public/teachers' })).json()).toEqual([]);
  const b = await paidFor(w.app, w.db, startsFrom('16:00', 4), 'ana');
  expect(b.teacher_id).toBeNull();
  const sato: TeacherInput = {
    name: 'Sato Yuki',
    languages: ['ja'],
    weekly_hours: { ...TEST_SCHEDULE.weeklyHours, tue: [['10:00', '14:00']] },
  };
  const refused = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, sato);
  expect([refused.statusCode, refused.json()]).toEqual([
    409,
    { detail: FIRST_TEACHERS_CONFLICT, conflicts: [expect.objectContaining({ id: b.id, time_range: '16:00-18:00' })] },
  ]);
  expect(await w.db.query('select count(*)::int as n from teachers')).toEqual([{ n: 0 }]);
  // only owners add teachers
  expect((await adminCall(w.app, 'POST', '/admin/teachers', w.staff, sato)).statusCode).toBe(403);
  const added = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, { ...sato, weekly_hours: null });
  expect(added.statusCode).toBe(201);
  expect(added.json()).toMatchObject({ name: 'Sato Yuki', weekly_hours: null, upcoming_classes: 1, retired_at: null });
  const [row] = await w.db.query('select teacher_id, assignment from bookings where id = $1', [b.id]);
  expect(row).toEqual({ teacher_id: added.json().id, assignment: 'existing' });
  // one teacher: one seat per slot, the booked ones taken
  expect(await startsFor(w.app)).toEqual(startsFrom('10:00', 12));
  // retiring the last teacher (after the booking is canceled) gives the school its anonymous seats back
  expect((await staffCancelCall(w, b.id, { refund: 'full' })).statusCode).toBe(200);
  const retired = await adminCall(w.app, 'POST', `/admin/teachers/${added.json().id}/retire`, w.owner, {});
  expect(retired.statusCode).toBe(200);
  expect(await startsFor(w.app)).toEqual(startsFrom('10:00', 16));
  const seats = await w.db.query<{ n: number }>('select count(*)::int as n from slots where day = $1::date and seats = $2', [
    TUESDAY,
    TEST_SCHEDULE.seatsPerSlot,
  ]);
  expect(seats[0].n).toBe(16);
});

test('a seed file with a bad teacher stops the first start with a message naming the field', async () => {
  const file = path.join(dir, 'bad-teacher.json');
  fs.writeFileSync(file, JSON.stringify({ ...TEST_SCHEDULE, teachers: [{ name: 'Sato Yuki', languages: [] }] }));
  await expect(startApp(staticDir, { config: { scheduleFile: file } })).rejects.toThrow(/teachers\.0\.languages/);
});

test('a schedule change with teachers keeps every booked class; their shifts follow the new hours', async () => {
  const w = await school();
  await paidFor(w.app, w.db, startsFrom('16:00', 4), 'ana', { teacher_id: LEE });
  const settings = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const narrower = { ...settings.settings, weeklyHours: { ...settings.settings.weeklyHours, tue: [['10:00', '17:00']] } };
  const refused = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: narrower, version: settings.version });
  expect(refused.statusCode).toBe(409);
  const wider = { ...settings.settings, weeklyHours: { ...settings.settings.weeklyHours, wed: [['08:00', '18:00']] } };
  const ok = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: wider, version: settings.version });
  expect(ok.statusCode).toBe(200);
  // Lee works whenever the school is open: from 08:00 now; Sato never on Wednesdays
  expect((await startsFor(w.app, { teacher: LEE }, '2026-11-25'))[0]).toBe('08:00');
  expect(await startsFor(w.app, { teacher: SATO }, '2026-11-25')).toEqual([]);
  const [{ n }] = await w.db.query<{ n: number }>(
    "select count(*)::int as n from slots where day = '2026-11-25'::date and seats <> (select count(*) from teacher_shifts sh where sh.slot_id = slots.id)",
  );
  expect(n).toBe(0);
});

test("a teacher linked to a staff account: that member's calendar feed shows their own classes only", async () => {
  const w = await school();
  const [{ id: staffId }] = await w.db.query<{ id: number }>("select id from users where role = 'staff'");
  const linked = await editTeacher(w, LEE, () => ({ user_id: staffId }));
  expect([linked.statusCode, linked.json().user_label, linked.json().user_email]).toEqual([200, 'Sam Staff', 'staff@school.example']);
  // one account is one teacher
  const again = await editTeacher(w, SATO, () => ({ user_id: staffId }));
  expect(again.statusCode).toBe(409);
  await paidFor(w.app, w.db, startsFrom('10:00', 4), 'ana', { teacher_id: SATO }, '203.0.113.1');
  await paidFor(w.app, w.db, startsFrom('14:00', 4), 'ben', { teacher_id: LEE }, '203.0.113.2');
  const feedOf = async (who: AdminWorld['staff']) => {
    const { url } = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', who, {})).json();
    const res = await w.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(res.statusCode).toBe(200);
    return res.body.match(/^SUMMARY:.*$/gm)?.map((line) => line.replace(/ \(GT-\w+\)$/, ''));
  };
  expect(await feedOf(w.staff)).toEqual(['SUMMARY:Trial class: ben']);
  expect(await feedOf(w.owner)).toEqual(['SUMMARY:Trial class: ana', 'SUMMARY:Trial class: ben']);
});

test('a teacher\u2019s name can have a reading in Latin letters: edited by an owner, checked, shown to visitors who read no kanji', async () => {
  const w = await school();
  const bad = await editTeacher(w, SATO, () => ({ name: '佐藤 由紀', name_latin: 'さとう ゆき' }));
  expect([bad.statusCode, bad.json().detail]).toEqual([400, expect.stringContaining(TEACHER_NAME_LATIN)]);
  expect((await editTeacher(w, SATO, () => ({ name: '佐藤 由紀', name_latin: 'Yuki Satō' }))).statusCode).toBe(200);
  const listed = (await w.app.inject({ method: 'GET', url: '/api/public/teachers' })).json();
  expect(listed.find((t: { id: number }) => t.id === SATO)).toMatchObject({ name: '佐藤 由紀', name_latin: 'Yuki Satō' });
  // the confirmation email of an English-reading visitor names the teacher in Latin letters, the name beside it
  await paidFor(w.app, w.db, startsFrom('10:00', 4), 'reader', { teacher_id: SATO });
  const [mail] = await w.db.query<{ text_body: string }>("select text_body from mail_outbox where to_address = 'reader@example.com'");
  expect(mail.text_body).toContain('Yuki Satō (佐藤 由紀)');
});
