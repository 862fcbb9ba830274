import fs from 'node:fs';
import { adminCall, adminWorld, OWNER, VISITOR, type AdminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { call, confirmedUser, logIn, taro, type LoggedIn } from '../accounts/accountsKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { classesOf, customer, deskEnrol, ELEMENTARY_ENGLISH, TUE, tuesday } from '../enrolment/enrolmentKit';
import { buyPack, definePack, FIVE_HOURS, myPacks } from '../packs/packKit';
import { makeupTimesOf } from './makeupBehaviour';
import { CHARGES, LAST_DAY, ledgerBalance, lessonsIn, minutesTo, monthsWithReceipts, sweepTo, YEAR } from './schoolYearKit';

// Issue 41's school year on a fake clock, through the routes the student and the desk use, with the built-in test
// provider. The test clock starts in November 2026, so the story starts the next March: Hanako enrols by card in
// April 2027 (Tuesdays 12:00 with Sato); two absences in April (one in time: a credit; one late: none); a make-up with
// Lee (another English teacher) in May with that credit; a typhoon closes Tuesday 13 July and every student that day
// (Hanako, and Ken at the desk with Lee) gets a credit valid three months, which expires unused in October; a pause for
// August; Taro buys a pack of five in September and uses it; Hanako withdraws in December. Each month's end is checked.
jest.setTimeout(240_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('a school year: enrolment, absences, a make-up, a closure, a pause, a pack and a withdrawal; every month end is what the rules say', async () => {
  const clock = testClock(new Date('2027-03-22T01:00:00Z')); // Monday 22 March 2027, 10:00 in Tokyo
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w: AdminWorld = await adminWorld(t);
  const deps = t.app.services.deps;
  const to = (date: string) => sweepTo(t.app, deps, clock, date);
  await confirmedUser(t, taro);
  let hanako: LoggedIn = w.visitor;
  const again = async () => {
    hanako = await logIn(t.app, VISITOR);
    w.visitor = hanako;
    Object.assign(w.owner, await logIn(t.app, OWNER));
  };
  const mine = { cookie: '' };
  const as = () => Object.assign(mine, { cookie: hanako.cookie });

  // March: Hanako enrols by card from Tuesday 6 April; Ken at the desk with Lee on Tuesdays at 15:00
  const choice = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00', starts_on: '2027-04-06' };
  const started = await call(t.app, 'POST', '/public/enrolments', { ...choice, confirmed: true }, { cookie: hanako.cookie });
  expect(started.statusCode).toBe(201);
  const id: number = started.json().id;
  const pay = new URL(started.json().checkout_url).pathname;
  expect((await t.app.inject({ method: 'POST', url: `${pay}/pay`, payload: { card: '4242 4242 4242 4242' } })).statusCode).toBe(303);
  const [{ customer_id: hanakoId }] = await t.db.query<{ customer_id: number }>('select customer_id from enrolments where id = $1', [id]);
  const ken = await customer(t.db, 'Ken Ito');
  expect((await deskEnrol(w, tuesday(ken, LEE, '15:00', '2027-04-06'))).statusCode).toBe(201);
  let taroId = 0;
  const monthEnd = async (month: string) => {
    await to(`${month}-${LAST_DAY[month.slice(5)] ?? '31'}`);
    await again();
    const taroBalance = taroId ? await ledgerBalance(w, taroId) : 0;
    expect([month, await lessonsIn(w, id, month), await ledgerBalance(w, hanakoId), await ledgerBalance(w, ken), taroBalance]).toEqual([
      month,
      YEAR[month].lessons,
      YEAR[month].hanako,
      YEAR[month].ken,
      YEAR[month].taro,
    ]);
    expect(await monthsWithReceipts(t.app, hanako, id, month)).toEqual(CHARGES.filter((c) => (c[0] as string) <= month));
  };

  // April: absent on the 13th, said on Saturday the 10th (in time: a credit to the end of May); on the 20th, said
  // on the 19th at 21:00 (after the 20:00 cut-off: the lesson counts, no credit)
  await to('2027-04-10');
  await again();
  const absent = (day: string) => call(t.app, 'POST', `/public/mypage/enrolments/${id}/absences`, { day }, as());
  expect((await absent('2027-04-13')).json()).toMatchObject({ in_time: true, credit_until: '2027-05-31' });
  await to('2027-04-19');
  clock.advanceMinutes(minutesTo(clock, '2027-04-19', '21:00'));
  await again();
  expect((await absent('2027-04-20')).json()).toMatchObject({ in_time: false, credit_until: null, no_credit: 'late' });
  await monthEnd('2027-04');

  // May: the make-up with Lee (the course's other English teacher), paid with April's credit
  await to('2027-05-03');
  await again();
  const withLee = (await makeupTimesOf(w, id, '2027-05-05')).find((m) => m.teacher_id === LEE)!;
  const makeup = await call(
    t.app,
    'POST',
    `/public/mypage/enrolments/${id}/makeups`,
    { day: withLee.day, start: withLee.start, teacher_id: LEE },
    as(),
  );
  expect([makeup.statusCode, makeup.json().status]).toEqual([201, 'Confirmed']);
  const [booked] = await t.db.query('select distinct teacher_id from teacher_slots where booking_id = $1', [makeup.json().booking_id]);
  expect(booked).toEqual({ teacher_id: LEE });
  await monthEnd('2027-05');

  // June: she asks to pause August (by 15 July)
  await to('2027-06-10');
  await again();
  const paused = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/pause`, { first_month: '2027-08', months: 1 }, as());
  expect(paused.statusCode).toBe(200);
  await monthEnd('2027-06');

  // July: a typhoon; on Monday the 12th the owner closes Tuesday the 13th, confirming both lessons canceled
  await to('2027-07-12');
  await again();
  const { settings, version } = (await adminCall(t.app, 'GET', '/admin/schedule', w.owner)).json();
  const refused = await adminCall(t.app, 'PUT', '/admin/schedule', w.owner, {
    settings: { ...settings, closedDates: ['2027-07-13'] },
    version,
  });
  const lessons = refused.json().conflicts.filter((c: { kind?: string }) => c.kind === 'lesson');
  expect(lessons).toHaveLength(2);
  const closed = await adminCall(t.app, 'POST', '/admin/schedule/close-dates', w.owner, {
    version,
    dates: ['2027-07-13'],
    bookings: [],
    lessons: lessons.map((l: { id: number }) => l.id),
    reason: '台風のため',
  });
  expect(closed.statusCode).toBe(200);
  const closure = await t.db.query(
    "select customer_id, valid_until::text as until from lesson_credits where kind = 'school_cancel' order by customer_id",
  );
  expect(closure).toEqual([
    { customer_id: hanakoId, until: '2027-10-13' },
    { customer_id: ken, until: '2027-10-13' },
  ]);
  await monthEnd('2027-07');
  await monthEnd('2027-08');
  // told in words: the pause of one month named once; the lessons resuming before September's first
  const told = await t.db.query<{ subject: string }>(
    "select subject from mail_outbox where to_address = 'hanako@example.com' and (subject like '%pause%' or subject like '%resume%') order by id",
  );
  expect(told.map((m) => m.subject.replace(/ \(EN-\w+\)$/, ''))).toEqual([
    'Your pause of Elementary English in August 2027',
    'Your Elementary English lessons resume on Tue, 7 Sept 2027',
  ]);
  expect(await classesOf(t.db, SATO, '2027-08-10')).toEqual([]); // Sato's time given back for August

  // September: Taro buys a pack of five and books three lessons with Lee; October, the other two
  await to('2027-09-01');
  await again();
  let taroIn = await logIn(t.app, taro);
  await buyPack(t.app, taroIn, await definePack(w, FIVE_HOURS));
  [{ customer_id: taroId }] = await t.db.query<{ customer_id: number }>('select customer_id from pack_purchases');
  const bookPack = async (day: string) => {
    const ids = await slotIdsAt(t.db, startsFrom('16:00', 2), day);
    const body = { rental_space_id: 'default', booking_date: day.replaceAll('-', ''), timeslot_ids: ids, seat_count: 1, teacher_id: LEE };
    expect((await call(t.app, 'POST', '/public/packs/book', body, { cookie: taroIn.cookie })).statusCode).toBe(201);
  };
  for (const day of ['2027-09-08', '2027-09-15', '2027-09-22']) await bookPack(day);
  await monthEnd('2027-09');
  await to('2027-10-01');
  taroIn = await logIn(t.app, taro); // a month later: a new session
  for (const day of ['2027-10-06', '2027-10-13']) await bookPack(day);
  expect(await myPacks(t.app, taroIn)).toEqual([expect.objectContaining({ left: 0, issued_on: '2027-09-01', valid_until: '2027-10-31' })]);
  const [{ id: purchase }] = await t.db.query<{ id: number }>('select id from pack_purchases');
  const receipt = await call(t.app, 'GET', `/public/mypage/packs/${purchase}/receipt`, undefined, { cookie: taroIn.cookie });
  expect([receipt.statusCode, receipt.body.includes('¥15,000')]).toEqual([200, true]);
  await monthEnd('2027-10');
  expect(await t.db.query("select customer_id from lesson_credits where kind = 'expiry' order by customer_id")).toEqual([
    { customer_id: hanakoId },
    { customer_id: ken },
  ]);
  await monthEnd('2027-11');

  // December: she withdraws on the 6th (by the 15th): the enrolment ends on the 31st, nothing charged after
  await to('2027-12-06');
  await again();
  const summary = (await call(t.app, 'GET', `/public/mypage/enrolments/${id}/withdrawal`, undefined, as())).json();
  expect(summary).toMatchObject({ ends_on: '2027-12-31', after_deadline: false, credits_expiring: [] });
  const done = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: true }, as());
  expect(done.json()).toMatchObject({ status: 'ending', ends_on: '2027-12-31' });
  await monthEnd('2027-12');
  await to('2028-01-04');
  expect(await lessonsIn(w, id, '2028-01')).toEqual([]); // lessons past her end are removed with the teacher's time
  expect(await classesOf(t.db, SATO, '2028-01-11')).toEqual([]); // Sato's Tuesday time is free again
  expect(await monthsWithReceipts(t.app, hanako, id, '2099-12')).toEqual(CHARGES);
  const [ended] = await t.db.query('select status from enrolments where id = $1', [id]);
  expect(ended).toEqual({ status: 'ended' });
});
