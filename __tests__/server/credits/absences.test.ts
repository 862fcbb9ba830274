import fs from 'node:fs';
import { ALREADY_ABSENT, LESSON_BEGUN, LESSON_NOT_YOURS } from '../../../src/shared/absences';
import { ENROLMENT_NOT_FOUND } from '../../../src/shared/enrolment';
import { adminCall, adminWorld, laterLoggedInAgain, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { customer, deskEnrol, tuesday } from '../enrolment/enrolmentKit';

// Absences (issue 41, point 1): before the school's cut-off (20:00 the day before) an absence earns a make-up credit,
// at most two a month; after it the lesson counts, unless the desk grants one anyway (audited); a lesson the school
// cancels gives each student a credit valid three months, and a notice saying so.
jest.setTimeout(90_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const [DEC_1, DEC_8, DEC_15, DEC_22] = ['2026-12-01', '2026-12-08', '2026-12-15', '2026-12-22'];

/** Mika, enrolled at the desk with Sato on Tuesdays at 12:00 from 1 December; her enrolment is on the visitor's account. */
async function schoolWithMika() {
  const clock = testClock(); // 23 November 2026, 10:00 in Tokyo
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'));
  expect(made.statusCode).toBe(201);
  const id: number = made.json().id;
  await w.db.query("update enrolments set user_id = (select id from users where email = 'hanako@example.com') where id = $1", [id]);
  return { w, clock, id };
}

const desk = (w: AdminWorld, id: number, body: object) => adminCall(w.app, 'POST', `/admin/enrolments/${id}/absences`, w.staff, body);
const mine = (w: AdminWorld, id: number, body: object) =>
  adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, body);

test('in time earns a credit to the end of the next month, two a month; the third counts, and the desk grants one anyway (audited)', async () => {
  const { w, id } = await schoolWithMika();
  const first = await mine(w, id, { day: DEC_1 });
  expect([first.statusCode, first.json()]).toEqual([
    201,
    expect.objectContaining({ lesson_day: DEC_1, in_time: true, credit_until: '2027-01-31' }),
  ]);
  expect((await mine(w, id, { day: DEC_1 })).json().detail).toBe(ALREADY_ABSENT);
  expect((await desk(w, id, { day: DEC_8 })).json()).toMatchObject({ credit_until: '2027-01-31', by_kind: 'staff' });
  const third = await mine(w, id, { day: DEC_22 });
  expect(third.json()).toMatchObject({ in_time: true, credit_until: null, no_credit: 'limit' });
  const granted = await adminCall(w.app, 'POST', `/admin/absences/${third.json().id}/credit`, w.staff, { reason: 'Hospital, with a note' });
  expect(granted.json()).toMatchObject({ credit_until: '2027-01-31', no_credit: null });
  const again = await adminCall(w.app, 'POST', `/admin/absences/${third.json().id}/credit`, w.staff, { reason: 'twice' });
  expect(again.statusCode).toBe(409);
  const credits = (await adminCall(w.app, 'GET', `/public/mypage/enrolments/${id}/credits`, w.visitor)).json();
  expect(credits).toMatchObject({ balance: 3, rules: { absence_cutoff_time: '20:00' } });
  expect(credits.absences.map((a: { lesson_day: string }) => a.lesson_day)).toEqual([DEC_22, DEC_8, DEC_1]);
  expect(await count(w.db, "select 1 from audit_log where action in ('absence.reported', 'absence.credited')")).toBe(2);
});

test('after 20:00 the day before the lesson counts: no credit; once it has begun, no absence at all', async () => {
  const { w, clock, id } = await schoolWithMika();
  await laterLoggedInAgain(w, clock, (21 * 24 + 11) * 60); // 14 December, 21:00 in Tokyo
  const late = await desk(w, id, { day: DEC_15 });
  expect(late.json()).toMatchObject({ in_time: false, credit_until: null, no_credit: 'late' });
  const begun = await desk(w, id, { day: DEC_8 });
  expect([begun.statusCode, begun.json().detail]).toEqual([409, LESSON_BEGUN]); // 8 December is past
  const anyway = await desk(w, id, { day: DEC_22, grant_anyway: true, note: 'Phoned at 20:30' });
  expect(anyway.json()).toMatchObject({ in_time: true, credit_until: '2027-01-31' });
  await laterLoggedInAgain(w, clock, 15 * 60); // 15 December, 12:00
  const now = await desk(w, id, { day: DEC_22 });
  expect([now.statusCode, now.json().detail]).toEqual([409, ALREADY_ABSENT]);
  expect((await desk(w, id, { day: DEC_15 })).json().detail).toBe(LESSON_BEGUN);
});

test("bad input is 400 { detail }; another account's enrolment and a day without a lesson are 404", async () => {
  const { w, id } = await schoolWithMika();
  for (const body of [{}, { day: '2026-13-01' }, { day: DEC_1, extra: true }]) {
    const res = await mine(w, id, body);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  expect((await mine(w, id, { day: '2026-12-02' })).json().detail).toBe(LESSON_NOT_YOURS);
  await w.db.query('update enrolments set user_id = null');
  const other = await mine(w, id, { day: DEC_1 });
  expect([other.statusCode, other.json().detail]).toEqual([404, ENROLMENT_NOT_FOUND]);
  expect(await count(w.db, 'select 1 from absences')).toBe(0);
});

test('a lesson the school cancels gives its student a credit valid three months, and the notice says so', async () => {
  const { w, id } = await schoolWithMika();
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const refused = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: { ...settings, closedDates: [DEC_15] }, version });
  const lesson = refused.json().conflicts.find((c: { kind?: string }) => c.kind === 'lesson');
  const done = await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, {
    version,
    dates: [DEC_15],
    bookings: [],
    lessons: [lesson.id],
    reason: '台風のため',
  });
  expect(done.statusCode).toBe(200);
  const lots = await w.db.query('select kind, amount, valid_until::text as valid_until, enrolment_id from lesson_credits');
  expect(lots).toEqual([{ kind: 'school_cancel', amount: 1, valid_until: '2027-03-15', enrolment_id: id }]);
  const [mail] = await w.db.query<{ text_body: string }>("select text_body from mail_outbox where to_address = 'mika.mori@example.com'");
  expect(mail.text_body).toContain('振替クレジットを1回分お付けしました（2027年3月15日');
});
