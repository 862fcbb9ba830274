import { CLASS_FULL, TUITION_NOT_DUE, WEEKLY_TIME_TAKEN } from '../../../src/shared/enrolment';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { count, testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS, startsFor, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import fs from 'node:fs';
import {
  classesOf,
  customer,
  DEC_1,
  DEC_8,
  deskEnrol,
  ELEMENTARY_ENGLISH,
  enrolment,
  trialWith,
  tuesday,
  weeklyTimes,
} from './enrolmentKit';

// Enrolment (issue 40) on the embedded database: the desk enrols a customer in a weekly lesson with one teacher;
// its lessons exist ahead and hold the teacher's time against trials; the first month is priced by its lessons.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function school(clock = testClock(), schedule = SCHOOL_WITH_TEACHERS): Promise<AdminWorld & { clock: typeof clock }> {
  const t = await startApp(staticDir, { services: { now: clock.now, schedule, workers: false }, config: WRITE_CONFIG });
  await calendarFor(t.app);
  return { ...(await adminWorld(t)), clock };
}

const lessonDays = (w: AdminWorld, enrolmentId: number) =>
  w.db
    .query<{ day: string }>(
      `select l.day::text as day from lessons l join enrolments e on e.class_id = l.class_id where e.id = $1 order by l.day`,
      [enrolmentId],
    )
    .then((rows) => rows.map((r) => r.day));

test("the default courses are the spec's four course types", async () => {
  const w = await school();
  const res = await adminCall(w.app, 'GET', '/admin/courses', w.staff);
  expect(res.json().courses.map((c: { names: { en: string } }) => c.names.en)).toEqual([
    'Beginner Japanese',
    'Elementary English',
    'Business English',
    'Business Japanese',
  ]);
});

test("a weekly Tuesday lesson with Sato: four lessons a month, the teacher's time held against trials, the first month priced by its lessons", async () => {
  const w = await school();
  // a visitor's trial with Sato on 8 December 10:00-12:00: that weekly time is not offered from 1 December
  expect((await trialWith(w.app, w.db, DEC_8, startsFrom('10:00', 4), SATO, 'tomo')).statusCode).toBe(200);
  const satoTuesdays = (await weeklyTimes(w, ELEMENTARY_ENGLISH, DEC_1)).filter((t) => t.teacher_id === SATO).map((t) => t.start);
  expect(satoTuesdays).toEqual(['12:00', '12:30', '13:00']);
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), SATO, '10:00'))).json().detail).toBe(WEEKLY_TIME_TAKEN);
  expect(await count(w.db, 'select 1 from classes')).toBe(0);

  const mika = await customer(w.db, 'Mika Mori');
  const made = await deskEnrol(w, tuesday(mika, SATO, '12:00', DEC_8));
  expect(made.statusCode).toBe(201);
  expect(made.json().code).toMatch(/^EN-[2-9A-Z]{6}$/);
  const e = await enrolment(w, made.json().id);
  expect(e).toMatchObject({ status: 'active', billing: 'school' });
  expect(e.terms).toMatchObject({ starts_on: DEC_8, start: '12:00', end: '13:00', lessons_per_month: 4, monthly_fee: 12000 });
  // December has lessons on the 1st, 8th, 15th and 22nd (the 29th is a fifth week): from the 8th, three of four
  expect(e.terms.first_month).toEqual({ month: '2026-12', lessons: 3, tuition: 9000, enrolment_fee: 5500 });
  expect(e.terms.first_payment).toBe(14500);
  const days = await lessonDays(w, e.id);
  expect(days.slice(0, 7)).toEqual(['2026-12-08', '2026-12-15', '2026-12-22', '2027-01-05', '2027-01-12', '2027-01-19', '2027-01-26']);
  expect(e.next_lessons[0]).toBe(DEC_8);
  expect(e.tuition.map((m) => [m.month, m.lessons, m.tuition_yen + m.fee_yen, m.status])).toEqual([
    ['2026-12', 3, 14500, 'due'],
    ['2027-01', 4, 12000, 'due'],
    ['2027-02', 4, 12000, 'due'],
  ]);

  // the lesson holds Sato: a trial on 15 December at 12:00 is refused, and the visitor's Tuesday no longer offers it
  expect((await classesOf(w.db, SATO, '2026-12-15')).map((c) => [c.start, c.lesson_id !== null])).toEqual([
    ['12:00', true],
    ['12:30', true],
  ]);
  expect(await startsFor(w.app, { teacher: SATO }, '2026-12-15')).not.toContain('12:00');
  expect((await trialWith(w.app, w.db, '2026-12-15', startsFrom('12:00', 4), SATO, 'late')).statusCode).toBe(409);
  // and nobody else gets Sato's Tuesday 12:00
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Jun Ito'), SATO, '12:00'))).json().detail).toBe(WEEKLY_TIME_TAKEN);
  expect((await deskEnrol(w, tuesday(await customer(w.db, 'Aya Abe'), SATO, '12:30'))).json().detail).toBe(WEEKLY_TIME_TAKEN);

  // the desk takes December's tuition in cash: once
  const paid = await adminCall(w.app, 'POST', `/admin/enrolments/${e.id}/tuition/2026-12/paid`, w.staff, { way: 'cash' });
  expect(paid.json().tuition[0]).toMatchObject({ status: 'paid', way: 'cash' });
  const again = await adminCall(w.app, 'POST', `/admin/enrolments/${e.id}/tuition/2026-12/paid`, w.staff, { way: 'cash' });
  expect([again.statusCode, again.json().detail]).toEqual([409, TUITION_NOT_DUE]);
  expect(await count(w.db, "select 1 from audit_log where action in ('enrolment.created', 'tuition.paid')")).toBe(2);
});

test("a group class holds up to its capacity with one teacher; a closed Tuesday moves that week's lesson to the fifth", async () => {
  const closed15 = { ...SCHOOL_WITH_TEACHERS, closedDates: [...SCHOOL_WITH_TEACHERS.closedDates, '2026-12-15'] };
  const w = await school(testClock(), closed15);
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const results = [];
  for (const name of ['A One', 'B Two', 'C Three', 'D Four'])
    results.push(await deskEnrol(w, tuesday(await customer(w.db, name), LEE, '16:00')));
  expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 409]);
  expect(results[3].json().detail).toBe(CLASS_FULL);
  expect(await count(w.db, 'select 1 from classes')).toBe(1);
  // one teacher, one class a slot: Lee's Tuesday 16:00 on 1 December is one lesson's
  expect(new Set((await classesOf(w.db, LEE, DEC_1)).map((c) => c.lesson_id)).size).toBe(1);
  // the school is closed on 15 December: December's four lessons are the 1st, 8th, 22nd and 29th
  const [first] = await w.db.query<{ id: number }>('select id from enrolments order by id limit 1');
  expect((await lessonDays(w, first.id)).filter((d) => d.startsWith('2026-12'))).toEqual([
    '2026-12-01',
    '2026-12-08',
    '2026-12-22',
    '2026-12-29',
  ]);
});

test('the lesson horizon moves with the date, once however often the job runs, and catches up after a downtime', async () => {
  const w = await school();
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), LEE, '16:00'));
  const deps = w.app.services.deps;
  expect(await extendLessons(deps)).toBe('2027-02-28');
  const before = await lessonDays(w, made.json().id);
  expect(before.at(-1)).toBe('2027-02-23');
  expect(await extendLessons(deps)).toBe('2027-02-28'); // nothing to do twice
  expect(await lessonDays(w, made.json().id)).toEqual(before);
  // three months later (the site was down): lessons and months up to the new horizon, none twice
  w.clock.advanceMinutes(90 * 24 * 60);
  expect(await extendLessons(deps)).toBe('2027-05-31');
  const after = await lessonDays(w, made.json().id);
  expect(new Set(after).size).toBe(after.length);
  expect(after.filter((d) => d.startsWith('2027-05'))).toEqual(['2027-05-04', '2027-05-11', '2027-05-18', '2027-05-25']);
  const months = (await tuitionOf(w.db, made.json().id)).map((m) => m.month); // (the staff's session has expired meanwhile)
  expect(months).toEqual(['2026-12', '2027-01', '2027-02', '2027-03', '2027-04', '2027-05']);
});

test('the job skips a lesson whose teacher a trial took first (a horizon that could not move), and writes the rest', async () => {
  const w = await school();
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'));
  expect(made.statusCode).toBe(201);
  // as if the horizon had stopped at the end of December: January's lessons are not written yet
  await w.db.query("delete from lessons where day >= '2027-01-01'");
  await w.db.query('update slots set seats_free = seats - (select count(*) from teacher_slots ts where ts.slot_id = slots.id)');
  await w.db.query("update lesson_horizon set through = '2026-12-31'");
  // meanwhile a visitor books Sato on Tuesday 12 January at 12:00
  expect((await trialWith(w.app, w.db, '2027-01-12', startsFrom('12:00', 4), SATO, 'early')).statusCode).toBe(200);
  expect(await extendLessons(w.app.services.deps)).toBe('2027-02-28');
  expect((await lessonDays(w, made.json().id)).filter((d) => d.startsWith('2027-01'))).toEqual(['2027-01-05', '2027-01-19', '2027-01-26']);
  expect((await classesOf(w.db, SATO, '2027-01-12')).every((c) => c.booking_id !== null)).toBe(true);
  // the slots' free seats still count every class (trials and lessons)
  const [{ n }] = await w.db.query<{ n: number }>(
    'select count(*)::int as n from slots s where s.seats_free <> s.seats - (select count(*) from teacher_slots ts where ts.slot_id = s.id)',
  );
  expect(n).toBe(0);
});

test("the teachers' timetable shows a weekly lesson beside the trials, leading to its enrolment", async () => {
  const w = await school();
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'));
  expect((await trialWith(w.app, w.db, DEC_8, startsFrom('10:00', 4), SATO, 'tomo')).statusCode).toBe(200);
  const res = await adminCall(w.app, 'GET', `/admin/timetable?date=${DEC_8}&view=day`, w.staff);
  expect(res.statusCode).toBe(200);
  const blocks = res.json().days[0].blocks.filter((b: { teacher_id: number }) => b.teacher_id === SATO);
  expect(blocks.map((b: { kind: string; start: string; end: string }) => [b.kind, b.start, b.end])).toEqual([
    ['booking', '10:00', '12:00'],
    ['lesson', '12:00', '13:00'],
  ]);
  expect(blocks[1]).toMatchObject({ id: made.json().id, code: made.json().code, customer: 'Mika Mori', lesson_language: 'en' });
});

test('Today lists the tuition the desk should collect: a month due at the school, until it is marked paid', async () => {
  const w = await school();
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00'));
  const today = async () => (await adminCall(w.app, 'GET', '/admin/today?date=2026-11-23', w.staff)).json().tuition;
  expect(await today()).toEqual([
    { enrolment_id: made.json().id, code: made.json().code, name: 'Mika Mori', month: '2026-12', yen: 17_500, status: 'due' },
  ]);
  await adminCall(w.app, 'POST', `/admin/enrolments/${made.json().id}/tuition/2026-12/paid`, w.staff, { way: 'cash' });
  expect(await today()).toEqual([]);
  // the cash is in the drawer: the day's till lists it beside the bookings' movements, and Today's cash taken counts it
  const till = (await adminCall(w.app, 'GET', '/admin/till?date=2026-11-23', w.staff)).json();
  expect(till.movements).toEqual([
    expect.objectContaining({
      kind: 'payment',
      part: 'tuition',
      yen: 17_500,
      booking_id: null,
      enrolment_id: made.json().id,
      code: made.json().code,
      customer: 'Mika Mori',
      clerk: 'Sam Staff',
    }),
  ]);
  expect(till.taken).toBe(17_500);
  const summary = (await adminCall(w.app, 'GET', '/admin/today?date=2026-11-23', w.staff)).json().summary;
  expect(summary.cash_taken).toBe(17_500);
  // and the accountant's CSV has its row, in Japanese: no booking no., the enrolment's code, 授業料 in cash
  const csv = await adminCall(w.app, 'GET', '/admin/money/export.csv?from=2026-11-23&to=2026-11-23&headings=ja', w.staff);
  const rows = csv.body.replace('\uFEFF', '').trim().split('\r\n');
  expect(rows).toHaveLength(2);
  expect(rows[1].split(',').slice(2)).toEqual(['', made.json().code, 'Mika Mori', '入金', '授業料', '現金', '17500', 'Sam Staff']);
});
