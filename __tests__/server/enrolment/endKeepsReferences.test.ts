import fs from 'node:fs';
import { adminCall, adminWorld, STAFF, VISITOR, type AdminWorld } from '../admin/adminKit';
import { logIn } from '../accounts/accountsKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { makeupTimesOf, mikaWithCredits } from '../credits/makeupBehaviour';
import { ledgerBalance, sweepTo } from '../credits/schoolYearKit';
import { buyPack, definePack } from '../packs/packKit';
import { calendarFor, LEE, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { classesOf, customer, deskEnrol, ELEMENTARY_ENGLISH, tuesday } from './enrolmentKit';

// An enrolment that ends gives its class's later lessons back (seats.ts) while rows still name them: an absence
// reported on a lesson after the end before the withdrawal was asked, its credit, a guest's make-up in a group
// class whose last student leaves. Found by the year's property test (yearProperty.test.ts): the end job threw on
// the foreign keys, every day, and no enrolment ended.
// And a make-up credit granted once the last day is set ends with the enrolment.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function school() {
  const clock = testClock(); // Monday 23 November 2026, 10:00 in Tokyo
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w: AdminWorld = await adminWorld(t);
  return { w, clock, to: (day: string) => sweepTo(t.app, t.app.services.deps, clock, day) };
}

async function logInAgain(w: AdminWorld) {
  w.visitor = await logIn(w.app, VISITOR);
  w.staff = await logIn(w.app, STAFF);
}

const statusOf = async (w: AdminWorld, id: number) =>
  (await w.db.query<{ status: string }>('select status from enrolments where id = $1', [id]))[0].status;

test('absent from a January lesson, then withdrawn in December: the enrolment ends on 31 December and Sato is free', async () => {
  const { w, to } = await school();
  const id = await mikaWithCredits(w, 1);
  const absent = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2027-01-12' });
  expect([absent.statusCode, absent.json().in_time]).toEqual([201, true]);
  const withdrawn = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, w.visitor, { confirmed: true });
  expect(withdrawn.json()).toMatchObject({ status: 'ending', ends_on: '2026-12-31' });
  await to('2027-01-02');
  expect(await statusOf(w, id)).toBe('ended');
  expect(await classesOf(w.db, SATO, '2027-01-12')).toEqual([]); // the teacher's time is given back
  const [lesson] = await w.db.query('select status from lessons where day = $1', ['2027-01-12']);
  expect(lesson).toEqual({ status: 'canceled' }); // kept, canceled: the absence and its credit name it
});

test("a guest's make-up in a group class whose last student then withdraws: the class ends, the guest's lesson is still taught", async () => {
  const { w, to } = await school();
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 1); // Tuesdays 12:00 with Sato (the desk's credit is valid to 31 December)
  const kenId = (await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'))).json().id;
  await to('2026-12-14');
  await logInAgain(w);
  const absent = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2026-12-15' });
  expect(absent.json()).toMatchObject({ in_time: true, credit_until: '2027-01-31' });
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: '2027-01-05',
    start: '15:00',
    teacher_id: LEE,
  });
  expect(made.statusCode).toBe(201); // a guest in Ken's class
  const withdrawn = await adminCall(w.app, 'POST', `/admin/enrolments/${kenId}/withdrawal`, w.staff, { confirmed: true });
  expect(withdrawn.json()).toMatchObject({ ends_on: '2026-12-31' });
  await to('2027-01-02');
  expect(await statusOf(w, kenId)).toBe('ended');
  expect((await classesOf(w.db, LEE, '2027-01-05')).map((c) => c.start)).toEqual(['15:00', '15:30']); // Lee teaches Mika's make-up
  expect(await classesOf(w.db, LEE, '2027-01-12')).toEqual([]); // and no later lesson of the class
  const [booking] = await w.db.query('select status from bookings where id = $1', [made.json().booking_id]);
  expect(booking).toEqual({ status: 'Confirmed' });
  // Mika cancels it: the lesson kept for her goes, and Lee's time with it
  await logInAgain(w);
  const canceled = await adminCall(w.app, 'POST', `/public/mypage/makeups/${made.json().booking_id}/cancel`, w.visitor, {});
  expect(canceled.statusCode).toBe(200);
  expect(await classesOf(w.db, LEE, '2027-01-05')).toEqual([]);
});

test("a guest's make-up in a group class whose only student then pauses that month: the lesson is still taught, and goes with the guest", async () => {
  const { w, to } = await school();
  await w.db.query('update courses set capacity = 3 where id = $1', [ELEMENTARY_ENGLISH]);
  const id = await mikaWithCredits(w, 1);
  const kenId = (await deskEnrol(w, tuesday(await customer(w.db, 'Ken Kato'), LEE, '15:00'))).json().id;
  await to('2026-12-14');
  await logInAgain(w);
  await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2026-12-15' });
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: '2027-01-05',
    start: '15:00',
    teacher_id: LEE,
  });
  expect(made.statusCode).toBe(201);
  const paused = await adminCall(w.app, 'POST', `/admin/enrolments/${kenId}/pause`, w.staff, { first_month: '2027-01', months: 1 });
  expect(paused.statusCode).toBe(200);
  expect((await classesOf(w.db, LEE, '2027-01-05')).map((c) => c.start)).toEqual(['15:00', '15:30']); // taught for Mika
  expect(await classesOf(w.db, LEE, '2027-01-12')).toEqual([]); // Ken's other January lessons are not
  await adminCall(w.app, 'POST', `/public/mypage/makeups/${made.json().booking_id}/cancel`, w.visitor, {});
  expect(await classesOf(w.db, LEE, '2027-01-05')).toEqual([]);
});

const lotsOf = (w: AdminWorld, id: number) =>
  w.db.query<{ kind: string; valid_until: string }>(
    "select kind, valid_until::text as valid_until from lesson_credits where enrolment_id = $1 and lot_id is null and kind <> 'staff' order by id",
    [id],
  );

test('withdrawn, then absent or a lesson closed: the credit is valid to the last day, said so, and expires with the enrolment', async () => {
  const { w, to } = await school();
  const id = await mikaWithCredits(w, 1); // the desk's credit, valid to 31 December
  const [{ mika }] = await w.db.query<{ mika: number }>('select customer_id as mika from enrolments where id = $1', [id]);
  const withdrawn = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, w.visitor, { confirmed: true });
  expect(withdrawn.json()).toMatchObject({ status: 'ending', ends_on: '2026-12-31' });
  const absent = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2026-12-15' });
  expect(absent.json()).toMatchObject({ in_time: true, credit_until: '2026-12-31' }); // the rule alone: 31 January
  // the owner closes 22 December: the closure's credit, valid to the last day too, and the mail says so
  const { settings, version } = (await adminCall(w.app, 'GET', '/admin/schedule', w.owner)).json();
  const closed = { ...settings, closedDates: [...settings.closedDates, '2026-12-22'] };
  const conflicts = (await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, { settings: closed, version })).json().conflicts;
  const lessons = conflicts.filter((c: { kind?: string }) => c.kind === 'lesson').map((c: { id: number }) => c.id);
  const body = { version, dates: ['2026-12-22'], bookings: [], lessons, reason: 'typhoon' };
  expect((await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, body)).statusCode).toBe(200);
  expect(await lotsOf(w, id)).toEqual([
    { kind: 'absence', valid_until: '2026-12-31' },
    { kind: 'school_cancel', valid_until: '2026-12-31' },
  ]);
  const [mail] = await w.db.query<{ text_body: string }>("select text_body from mail_outbox where subject like '%休校%'");
  expect(mail.text_body).toContain('2026年12月31日(木)まで有効');
  await to('2027-01-02');
  expect(await statusOf(w, id)).toBe('ended');
  await logInAgain(w);
  expect(await ledgerBalance(w, mika)).toBe(0); // the daily expiry took all three the day after the last
});

/** The customer's ledger rows but the lots: what each took, from a lot of which kind and whose. */
const debits = (w: AdminWorld, customerId: number) =>
  w.db.query<{ kind: string; amount: number; lot: string; enrolment_id: number | null; booking_id: number | null }>(
    `select d.kind, d.amount, l.kind as lot, l.enrolment_id, d.booking_id from lesson_credits d join lesson_credits l on l.id = d.lot_id
     where d.customer_id = $1 order by d.id`,
    [customerId],
  );

test("absent, then withdrawn: the end expires the absence's credit; a make-up booked before stays, and so do a pack's credits", async () => {
  const { w, to } = await school();
  const id = await mikaWithCredits(w, 1); // the desk's credit, valid to 31 December
  const [{ mika }] = await w.db.query<{ mika: number }>('select customer_id as mika from enrolments where id = $1', [id]);
  // her account's customer (the pack is bought with it)
  await w.db.query("update customers set user_id = (select id from users where email = 'hanako@example.com') where id = $1", [mika]);
  const [time] = await makeupTimesOf(w, id, '2026-12-02');
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: time.day,
    start: time.start,
    teacher_id: time.teacher_id,
  });
  expect(made.statusCode).toBe(201); // paid with the desk's credit, taught in December
  const absent = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2026-12-15' });
  expect(absent.json()).toMatchObject({ in_time: true, credit_until: '2027-01-31' }); // valid past the end
  await buyPack(w.app, w.visitor, await definePack(w));
  const withdrawn = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/withdrawal`, w.visitor, { confirmed: true });
  expect(withdrawn.json()).toMatchObject({ status: 'ending', ends_on: '2026-12-31' });
  const before = await ledgerBalance(w, mika);
  await to('2027-01-02');
  expect(await statusOf(w, id)).toBe('ended');
  expect(await debits(w, mika)).toEqual([
    { kind: 'use', amount: -1, lot: 'staff', enrolment_id: id, booking_id: made.json().booking_id },
    { kind: 'expiry', amount: -1, lot: 'absence', enrolment_id: id, booking_id: null },
  ]);
  expect(await ledgerBalance(w, mika)).toBe(before - 1); // the pack's five are still hers
  const [booking] = await w.db.query('select status from bookings where id = $1', [made.json().booking_id]);
  expect(booking).toEqual({ status: 'Confirmed' });
});
