import fs from 'node:fs';
import { grantCredits } from '../../../src/server/credits/ledger';
import { RENEWAL_DECLINE_CARD, renewDueMonths } from '../../../src/server/enrolment/cardTuition';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { tellResumes } from '../../../src/server/enrolment/resumeNotices';
import { tuitionOf } from '../../../src/server/enrolment/tuition';
import { endEnrolments } from '../../../src/server/enrolment/withdrawals';
import { tokyoToday } from '../../../src/shared/dates';
import { NOT_RUNNING, PAUSE_LENGTH, PAUSE_OVERLAP, PAUSE_PAID, PAUSE_TOO_LATE } from '../../../src/shared/enrolmentChanges';
import { call, logIn, type LoggedIn } from '../accounts/accountsKit';
import { adminCall, adminWorld, STAFF, VISITOR } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS, startsFor } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { classesOf, customer, deskEnrol, ELEMENTARY_ENGLISH, TUE, tuesday } from './enrolmentKit';

// Pausing and withdrawing (issue 41, points 5 and 6) on a fake clock with the built-in test provider: a pause asked
// by the deadline makes no lessons (the teacher's time freed) and no charge for its months, and the lessons resume by
// themselves with the student told before; a withdrawal ends the enrolment at that month's end (after the withdrawal
// day, the next month's), with nothing charged later and the end-of-enrolment mail.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const DAY = 24 * 60;
type Clock = ReturnType<typeof testClock>;
const until = (clock: Clock, date: string) => {
  while (tokyoToday(clock.now()) < date) clock.advanceMinutes(DAY);
};

async function start() {
  const clock = testClock(); // Monday 23 November 2026
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  return { clock, t, w, deps: t.app.services.deps };
}

/** The visitor enrols by card in Tuesdays 12:00 with Sato from 1 December and pays the first month. */
async function enrolByCard(t: Awaited<ReturnType<typeof start>>['t'], visitor: LoggedIn): Promise<number> {
  const choice = {
    course_id: ELEMENTARY_ENGLISH,
    teacher_id: SATO,
    weekday: TUE,
    start: '12:00',
    starts_on: '2026-12-01',
    confirmed: true,
  };
  const started = await call(t.app, 'POST', '/public/enrolments', choice, { cookie: visitor.cookie, 'accept-language': 'ja' });
  expect(started.statusCode).toBe(201);
  const path = new URL(started.json().checkout_url).pathname;
  expect((await t.app.inject({ method: 'POST', url: `${path}/pay`, payload: { card: '4242 4242 4242 4242' } })).statusCode).toBe(303);
  return started.json().id;
}

const lessonStatus = (t: { db: { query: <R>(q: string, p: unknown[]) => Promise<R[]> } }, id: number, month: string) =>
  t.db.query<{ day: string; status: string }>(
    `select l.day::text as day, l.status from lessons l join enrolments e on e.class_id = l.class_id
     where e.id = $1 and to_char(l.day, 'YYYY-MM') = $2 order by l.day`,
    [id, month],
  );

test('a pause of January asked in November: no lessons, no charge, Sato free for trials; the lessons resume in February and she is told', async () => {
  const { clock, t, w, deps } = await start();
  const id = await enrolByCard(t, w.visitor);
  const mine = { cookie: w.visitor.cookie };
  const ask = (body: object) => call(t.app, 'POST', `/public/mypage/enrolments/${id}/pause`, body, mine);

  // Wednesday 25 November, past the 15th: December is too late, January is the first month a pause may start
  clock.advanceMinutes(2 * DAY);
  const options = (await call(t.app, 'GET', `/public/mypage/enrolments/${id}/pause`, undefined, mine)).json();
  expect(options).toMatchObject({ first_months: expect.arrayContaining(['2027-01']), min_months: 1, max_months: 3, fee_yen: 0 });
  expect(options.first_months[0]).toBe('2027-01');
  const late = await ask({ first_month: '2026-12', months: 1 });
  expect([late.statusCode, late.json().detail]).toEqual([409, PAUSE_TOO_LATE]);
  const long = await ask({ first_month: '2027-01', months: 4 });
  expect([long.statusCode, long.json().detail]).toEqual([400, PAUSE_LENGTH]);
  const paused = await ask({ first_month: '2027-01', months: 1 });
  expect(paused.statusCode).toBe(200);
  expect(paused.json().pauses).toEqual([{ first_month: '2027-01', months: 1, fee_yen: 0 }]);
  const twice = await ask({ first_month: '2027-01', months: 1 });
  expect([twice.statusCode, twice.json().detail]).toEqual([409, PAUSE_OVERLAP]);
  const [audit] = await t.db.query<{ actor_email: string; after: { at_desk: boolean } }>(
    "select actor_email, after from audit_log where action = 'enrolment.paused'",
  );
  expect(audit).toMatchObject({ actor_email: VISITOR.email, after: { at_desk: false } });

  // month by month to March: the horizon job and the renewals, as the sweep runs them
  for (const day of ['2026-12-01', '2027-01-01', '2027-01-20', '2027-02-01']) {
    until(clock, day);
    await extendLessons(deps);
    await renewDueMonths(deps);
    await tellResumes(deps);
  }
  expect((await lessonStatus(t, id, '2027-01')).map((l) => l.status)).toEqual(['canceled', 'canceled', 'canceled', 'canceled']);
  expect((await lessonStatus(t, id, '2027-02')).map((l) => l.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
  expect(await classesOf(t.db, SATO, '2027-01-12')).toEqual([]); // the teacher's time given back
  const tuition = new Map((await tuitionOf(t.db, id)).map((m) => [m.month, m]));
  expect(tuition.get('2027-01')).toMatchObject({ status: 'waived', lessons: 0, tuition_yen: 0, way: null });
  expect(tuition.get('2027-02')).toMatchObject({ status: 'paid', way: 'card', lessons: 4, tuition_yen: 12000 });
  // told once, in Japanese, before February's first lesson (Tuesday 2 February)
  const resume = await t.db.query<{ subject: string }>("select subject from mail_outbox where channel = 'email' and subject like '%再開%'");
  expect(resume.map((m) => m.subject)).toEqual([expect.stringContaining('2027年2月2日')]);
  expect(await tellResumes(deps)).toBe(0);
});

test('a paused month with a pause fee is charged the fee only; a declined card still never charges the monthly fee', async () => {
  const { clock, t, w, deps } = await start();
  await t.db.query(
    `insert into school (id, profile) values (1, '{"enrolment_rules": {"pause_deadline_day": 15, "pause_min_months": 1,
       "pause_max_months": 3, "pause_fee_yen": 1500, "withdraw_by_day": 15}}'::jsonb)`,
  );
  const id = await enrolByCard(t, w.visitor);
  const asked = await call(
    t.app,
    'POST',
    `/public/mypage/enrolments/${id}/pause`,
    { first_month: '2027-01', months: 2 },
    { cookie: w.visitor.cookie },
  );
  expect(asked.statusCode).toBe(200);
  for (const day of ['2026-12-01', '2027-01-01', '2027-02-01', '2027-03-01']) {
    until(clock, day);
    if (day === '2027-02-01')
      await t.db.query('update test_subscriptions set card = $1 where enrolment_id = $2', [RENEWAL_DECLINE_CARD, id]);
    await extendLessons(deps);
    await renewDueMonths(deps);
  }
  const tuition = new Map((await tuitionOf(t.db, id)).map((m) => [m.month, m]));
  expect(tuition.get('2027-01')).toMatchObject({ status: 'paid', tuition_yen: 1500, lessons: 0 });
  expect(tuition.get('2027-02')).toMatchObject({ status: 'failed', tuition_yen: 1500, lessons: 0 });
});

test('a withdrawal by the 15th ends the enrolment that month: later months never charged, later lessons canceled, the end mail sent', async () => {
  const { clock, t, w, deps } = await start();
  const id = await enrolByCard(t, w.visitor);
  until(clock, '2027-01-01');
  await extendLessons(deps);
  await renewDueMonths(deps);
  until(clock, '2027-01-10');
  await extendLessons(deps);
  expect((await lessonStatus(t, id, '2027-02')).map((l) => l.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
  const mine = { cookie: (await logIn(t.app, VISITOR)).cookie }; // weeks later: a new session
  // two make-up credits of this enrolment (one valid past its end) and a pack's, which outlives it
  const [{ customer_id }] = await t.db.query<{ customer_id: number }>('select customer_id from enrolments where id = $1', [id]);
  const lot = (enrolmentId: number | null, amount: number, validUntil: string) =>
    grantCredits(t.db, { customerId: customer_id, enrolmentId, kind: 'staff', amount, validUntil, by: { kind: 'system' } }, clock.now());
  await lot(id, 1, '2027-01-20');
  await lot(id, 2, '2027-03-31');
  await lot(null, 3, '2027-03-31');
  const summary = (await call(t.app, 'GET', `/public/mypage/enrolments/${id}/withdrawal`, undefined, mine)).json();
  expect(summary).toMatchObject({
    ends_on: '2027-01-31',
    after_deadline: false,
    withdraw_by_day: 15,
    lessons_left: ['2027-01-12', '2027-01-19', '2027-01-26'],
    months_canceled: ['2027-02', '2027-03'], // (the horizon reaches March)
    credits_expiring: [
      { count: 1, valid_until: '2027-01-20', reason: 'staff' },
      { count: 2, valid_until: '2027-01-31', reason: 'staff' }, // usable only while the enrolment runs
    ],
  });
  expect(summary.lessons_canceled).toEqual(expect.arrayContaining(['2027-02-02', '2027-02-23']));
  const refused = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: false }, mine);
  expect(refused.statusCode).toBe(400);
  const done = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: true }, mine);
  expect(done.json()).toMatchObject({ status: 'ending', ends_on: '2027-01-31' });
  const again = await call(t.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: true }, mine);
  expect([again.statusCode, again.json().detail]).toEqual([409, NOT_RUNNING]);
  // the months after its end keep no lesson of hers (they go with her seat: none scheduled)
  expect((await lessonStatus(t, id, '2027-02')).filter((l) => l.status === 'scheduled')).toEqual([]);
  expect(await startsFor(t.app, { teacher: SATO }, '2027-02-02')).toContain('12:00'); // a trial may have Sato then

  until(clock, '2027-02-01');
  await extendLessons(deps);
  expect(await renewDueMonths(deps)).toBe(0);
  expect(await endEnrolments(deps)).toBe(1);
  expect(await endEnrolments(deps)).toBe(0);
  expect((await tuitionOf(t.db, id)).map((m) => m.month)).toEqual(['2026-12', '2027-01']);
  const [e] = await t.db.query<{ status: string }>('select status from enrolments where id = $1', [id]);
  expect(e.status).toBe('ended');
  const mails = await t.db.query<{ subject: string }>(
    "select subject from mail_outbox where channel = 'email' and subject like '%退会%' order by id",
  );
  expect(mails.map((m) => m.subject)).toEqual([expect.stringContaining('退会を承りました'), expect.stringContaining('退会手続き完了')]);
  // the weekly time is free again for a new student from February
  w.staff = await logIn(t.app, STAFF);
  const seat = await deskEnrol(w, tuesday(await customer(t.db, 'Ken Ito'), SATO, '12:00', '2027-02-02'));
  expect(seat.statusCode).toBe(201);
});

test('at the desk after the withdrawal day: the enrolment ends at the end of the next month, said before confirming; audited as the desk', async () => {
  const { clock, t, w, deps } = await start();
  const made = await deskEnrol(w, tuesday(await customer(t.db, 'Aya Kato'), SATO, '12:00', '2026-12-01'));
  const id = made.json().id;
  until(clock, '2026-12-20');
  await extendLessons(deps);
  w.staff = await logIn(t.app, STAFF);
  w.visitor = await logIn(t.app, VISITOR);
  const summary = (await adminCall(w.app, 'GET', `/admin/enrolments/${id}/withdrawal`, w.staff)).json();
  expect(summary).toMatchObject({ ends_on: '2027-01-31', after_deadline: true, months_charged: ['2026-12', '2027-01'] });
  const done = await adminCall(w.app, 'POST', `/admin/enrolments/${id}/withdrawal`, w.staff, { confirmed: true });
  expect(done.json()).toMatchObject({ status: 'ending', ends_on: '2027-01-31' });
  const list = (await adminCall(w.app, 'GET', '/admin/enrolments/requests', w.staff)).json().requests;
  expect(list).toEqual([expect.objectContaining({ kind: 'withdrawal', enrolment_id: id, at_desk: true, ends_on: '2027-01-31' })]);
  const [audit] = await t.db.query<{ actor_email: string }>("select actor_email from audit_log where action = 'enrolment.withdrawn'");
  expect(audit.actor_email).toBe(STAFF.email);
  const guest = await adminCall(w.app, 'POST', `/admin/enrolments/${id}/withdrawal`, w.visitor, { confirmed: true });
  expect(guest.statusCode).toBe(403);
});

test('a month already paid ahead at the desk cannot be paused (it would be a month paid without lessons): refused until refunded', async () => {
  const { clock, t, w, deps } = await start();
  const id = (await deskEnrol(w, tuesday(await customer(t.db, 'Mei Sato'), SATO, '12:00', '2026-12-01'))).json().id;
  until(clock, '2026-12-01');
  await extendLessons(deps); // January's month is written
  w.staff = await logIn(t.app, STAFF);
  const paidAhead = await adminCall(w.app, 'POST', `/admin/enrolments/${id}/tuition/2027-01/paid`, w.staff, { way: 'cash' });
  expect(paidAhead.statusCode).toBe(200);
  const pause = (first_month: string) => adminCall(w.app, 'POST', `/admin/enrolments/${id}/pause`, w.staff, { first_month, months: 1 });
  const refused = await pause('2027-01');
  expect([refused.statusCode, refused.json().detail]).toEqual([409, PAUSE_PAID]);
  expect((await lessonStatus(t, id, '2027-01')).map((l) => l.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled']);
  expect((await pause('2027-02')).statusCode).toBe(200); // February is not paid yet: it is waived
  expect((await tuitionOf(t.db, id)).find((m) => m.month === '2027-02')).toMatchObject({ status: 'waived', tuition_yen: 0 });
});
