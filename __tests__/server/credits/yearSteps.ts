import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { adminCall } from '../admin/adminKit';
import { payWithCard } from '../booking/bookingTestKit';
import { LEE, SATO, slotIdsAt, startsFrom } from '../teachers/teachersKit';
import { minutesTo, sweepTo } from './schoolYearKit';
import { asStudent, BUYERS, later, logInAll, STUDENTS, today, type YearWorld } from './yearWorld';

// The steps of issue 41's property test (yearProperty.test.ts), each through the route the student, the desk or the
// owner uses; a step with nothing to act on (no lesson ahead, no make-up booked, no time free) does nothing (null).

export const OPS = [
  'absence',
  'absence',
  'makeup',
  'makeup',
  'cancelMakeup',
  'pause',
  'withdraw',
  'buyPack',
  'buyPack',
  'bookPack',
  'bookPack',
  'close',
  'grant',
  'time',
  'time',
  'time',
] as const;
export type Op = { op: (typeof OPS)[number]; who: number; pick: number; n: number; flag: boolean };
export const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom(...OPS),
  who: fc.nat(11),
  pick: fc.nat(99),
  n: fc.integer({ min: 1, max: 3 }),
  flag: fc.boolean(),
});

export const student = (o: Op) => STUDENTS[o.who % STUDENTS.length];
const one = <T>(xs: T[], pick: number): T | undefined => xs[pick % Math.max(xs.length, 1)];
const ids = async (y: YearWorld, sql: string, args: unknown[]) => (await y.t.db.query<{ id: number | string }>(sql, args)).map((r) => r.id);

async function absence(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const days = await ids(
    y,
    "select day::text as id from enrolment_lessons where enrolment_id = $1 and status = 'scheduled' and day > $2::date order by day limit 6",
    [id, today(y)],
  );
  const day = one(days, o.pick);
  if (!day) return null;
  if (o.flag) return adminCall(y.app, 'POST', `/admin/enrolments/${id}/absences`, y.w.staff, { day, grant_anyway: o.pick % 3 === 0 });
  return asStudent(y, student(o), 'POST', `/public/mypage/enrolments/${id}/absences`, { day });
}

async function makeup(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const times = await asStudent(y, student(o), 'GET', `/public/mypage/enrolments/${id}/makeup-times?from=${later(y, 1)}`);
  if (times.statusCode !== 200) return times;
  const t = one(times.json().times as { day: string; start: string; teacher_id: number }[], o.pick);
  if (!t) return null;
  return asStudent(y, student(o), 'POST', `/public/mypage/enrolments/${id}/makeups`, {
    day: t.day,
    start: t.start,
    teacher_id: t.teacher_id,
  });
}

async function cancelMakeup(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const booked = await ids(
    y,
    "select id from bookings where kind = 'makeup' and makeup_enrolment_id = $1 and status = 'Confirmed' order by id",
    [id],
  );
  const b = one(booked, o.pick);
  return b === undefined ? null : asStudent(y, student(o), 'POST', `/public/mypage/makeups/${b}/cancel`, {});
}

async function pause(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const options = await asStudent(y, student(o), 'GET', `/public/mypage/enrolments/${id}/pause`);
  if (options.statusCode !== 200) return options;
  const month = o.flag ? later(y, 31 * o.n).slice(0, 7) : one(options.json().first_months as string[], o.pick);
  return month ? asStudent(y, student(o), 'POST', `/public/mypage/enrolments/${id}/pause`, { first_month: month, months: o.n }) : null;
}

async function withdraw(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const summary = await asStudent(y, student(o), 'GET', `/public/mypage/enrolments/${id}/withdrawal`);
  if (summary.statusCode !== 200) return summary;
  return asStudent(y, student(o), 'POST', `/public/mypage/enrolments/${id}/withdrawal`, { confirmed: true });
}

async function buyPack(y: YearWorld, o: Op) {
  const res = await asStudent(y, BUYERS[o.who % BUYERS.length], 'POST', '/public/packs/buy', { pack_id: y.packs[o.pick % 2] });
  if (res.statusCode === 201) expect((await payWithCard(y.app, res.json().checkout_url)).statusCode).toBe(303);
  return res;
}

async function bookPack(y: YearWorld, o: Op) {
  const day = later(y, 1 + (o.pick % 20));
  const slots = await slotIdsAt(y.t.db, startsFrom(`${10 + (o.pick % 7)}:00`, 2), day).catch(() => []);
  if (slots.length < 2) return null;
  const body = {
    rental_space_id: 'default',
    booking_date: day.replaceAll('-', ''),
    timeslot_ids: slots,
    seat_count: 1,
    teacher_id: o.flag ? SATO : LEE,
  };
  return asStudent(y, BUYERS[o.who % BUYERS.length], 'POST', '/public/packs/book', body);
}

/** The owner closes a day within two weeks, confirming every lesson and booking it cancels. */
async function close(y: YearWorld, o: Op) {
  const day = later(y, 1 + (o.pick % 14));
  const { settings, version } = (await adminCall(y.app, 'GET', '/admin/schedule', y.w.owner)).json();
  const put = await adminCall(y.app, 'PUT', '/admin/schedule', y.w.owner, {
    settings: { ...settings, closedDates: [...settings.closedDates, day] },
    version,
  });
  if (put.statusCode !== 409 || !put.json().conflicts) return put;
  const conflicts: { id: number; kind?: string; status?: string }[] = put.json().conflicts;
  const lessons = conflicts.filter((c) => c.kind === 'lesson').map((c) => c.id);
  const bookings = conflicts.filter((c) => c.kind !== 'lesson').map((c) => ({ id: c.id, status: c.status }));
  return adminCall(y.app, 'POST', '/admin/schedule/close-dates', y.w.owner, {
    version,
    dates: [day],
    bookings,
    lessons,
    reason: 'Typhoon',
  });
}

async function grant(y: YearWorld, o: Op) {
  const id = y.enrolment[student(o)];
  const [{ customer_id }] = await y.t.db.query<{ customer_id: number }>('select customer_id from enrolments where id = $1', [id]);
  const body = { change: o.flag ? o.n : -o.n, reason: 'Corrected at the desk', enrolment_id: id };
  return adminCall(y.app, 'POST', `/admin/customers/${customer_id}/credits`, y.w.staff, body);
}

/** Days pass with the daily sweep; sometimes on to 21:00, after the day's absence cut-off. */
async function time(y: YearWorld, o: Op) {
  await sweepTo(y.app, y.app.services.deps, y.clock, later(y, 1 + ((o.pick * o.n) % 40)));
  const late = minutesTo(y.clock, today(y), '21:00');
  if (o.flag && late > 0) y.clock.advanceMinutes(late);
  await logInAll(y);
  return null;
}

export const STEP = { absence, makeup, cancelMakeup, pause, withdraw, buyPack, bookPack, close, grant, time };

/** One line of the story told on failure: the day, the step, whose, and the answer with its refusal. */
export function told(y: YearWorld, o: Op, res: LightMyRequestResponse | null): string {
  const whose = o.op.endsWith('Pack') ? BUYERS[o.who % BUYERS.length] : student(o);
  const answer = !res ? '' : res.statusCode < 400 ? `:${res.statusCode}` : `:${res.statusCode} ${res.json().detail}`;
  return `${today(y)} ${o.op}(${whose})${answer}`;
}
