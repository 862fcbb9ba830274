import type { FastifyInstance } from 'fastify';
import { expireCredits } from '../../../src/server/credits/creditExpiry';
import { renewDueMonths } from '../../../src/server/enrolment/cardTuition';
import { extendLessons } from '../../../src/server/enrolment/horizon';
import { tellNextMonthLessons } from '../../../src/server/enrolment/nextMonthLessons';
import { tellResumes } from '../../../src/server/enrolment/resumeNotices';
import { endEnrolments } from '../../../src/server/enrolment/withdrawals';
import type { ServerDeps } from '../../../src/server/deps';
import { tokyoToday } from '../../../src/shared/dates';
import type { TuitionMonth } from '../../../src/shared/enrolment';
import { adminCall, type AdminWorld } from '../admin/adminKit';
import { call, logIn, type LoggedIn } from '../accounts/accountsKit';
import type { testClock } from '../booking/bookingTestKit';
import { calendarFor } from '../teachers/teachersKit';

// The school year's pieces (issue 41's "Done means"): the daily sweep as the server runs it, and what each month's end
// is checked against: the charges, the lessons, the ledger and the receipts.

type Clock = ReturnType<typeof testClock>;
type Deps = ServerDeps;
const DAY = 24 * 60;

/** Moves the clock to 10:00 in Tokyo on `date` (or keeps it), running the sweep's jobs on the way as the server would each day. */
export async function sweepTo(app: FastifyInstance, deps: Deps, clock: Clock, date: string): Promise<void> {
  do {
    if (tokyoToday(clock.now()) < date) clock.advanceMinutes(DAY);
    await extendLessons(deps);
    await expireCredits(deps);
    await tellNextMonthLessons(deps);
    await renewDueMonths(deps);
    await tellResumes(deps);
    await endEnrolments(deps);
  } while (tokyoToday(clock.now()) < date);
  await calendarFor(app); // the visitors' window opens its new days' slots
}

/** Minutes from now to `hhmm` in Tokyo on `date`. */
export const minutesTo = (clock: Clock, date: string, hhmm: string) =>
  Math.round((new Date(`${date}T${hhmm}:00+09:00`).getTime() - clock.now().getTime()) / 60_000);

/** The statuses of an enrolment's lessons in `month`, in date order. */
export const lessonsIn = async (w: AdminWorld, id: number, month: string) =>
  (
    await w.db.query<{ status: string }>(
      `select l.status from lessons l join enrolments e on e.class_id = l.class_id
       where e.id = $1 and to_char(l.day, 'YYYY-MM') = $2 order by l.day`,
      [id, month],
    )
  ).map((l) => l.status);

/**
 * The customer's ledger as the desk sees it, checked against its rows: the balance is the sum of every row (lots,
 * uses, expiries), never negative, and no lot has more taken from it than it held.
 */
export async function ledgerBalance(w: AdminWorld, customerId: number): Promise<number> {
  w.staff = await logIn(w.app, { email: 'staff@school.example', password: 'front desk secret' });
  const res = await adminCall(w.app, 'GET', `/admin/customers/${customerId}/credits`, w.staff);
  expect(res.statusCode).toBe(200);
  const [{ sum }] = await w.db.query<{ sum: number }>(
    'select coalesce(sum(amount), 0)::int as sum from lesson_credits where customer_id = $1',
    [customerId],
  );
  const over = await w.db.query(
    `select l.id from lesson_credits l where l.customer_id = $1 and l.lot_id is null
       and l.amount < (select coalesce(sum(-d.amount), 0) from lesson_credits d where d.lot_id = l.id)`,
    [customerId],
  );
  expect([res.json().balance, over]).toEqual([sum, []]);
  expect(sum).toBeGreaterThanOrEqual(0);
  return sum;
}

/** The student's months to `upTo` as her page shows them; each paid one's receipt opens for the amount charged. */
export async function monthsWithReceipts(app: FastifyInstance, who: LoggedIn, id: number, upTo: string) {
  const mine = await call(app, 'GET', `/public/mypage/enrolments/${id}`, undefined, { cookie: who.cookie });
  const months = (mine.json().tuition as TuitionMonth[]).filter((m) => m.month <= upTo);
  for (const m of months.filter((x) => x.status === 'paid')) {
    const receipt = await app.inject({ method: 'GET', url: new URL(m.receipt_url!).pathname, headers: { 'accept-language': 'ja' } });
    expect([m.month, receipt.statusCode]).toEqual([m.month, 200]);
  }
  return months.map((m) => [m.month, m.status, m.lessons, m.tuition_yen + m.fee_yen, m.status === 'paid' ? !!m.receipt_url : null]);
}

const PAID = (month: string, fee = 0) => [month, 'paid', 4, 12000 + fee, true];
/** What the rules say at each month's end: her tuition months, her lessons that month, and the three ledgers' balances. */
export const YEAR: Record<string, { lessons: string[]; hanako: number; ken: number; taro: number }> = {
  '2027-04': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 1, ken: 0, taro: 0 },
  '2027-05': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 0, ken: 0, taro: 0 },
  '2027-06': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 0, ken: 0, taro: 0 },
  '2027-07': { lessons: ['scheduled', 'canceled', 'scheduled', 'scheduled'], hanako: 1, ken: 1, taro: 0 },
  '2027-08': { lessons: ['canceled', 'canceled', 'canceled', 'canceled'], hanako: 1, ken: 1, taro: 0 },
  '2027-09': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 1, ken: 1, taro: 2 },
  '2027-10': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 0, ken: 0, taro: 0 },
  '2027-11': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 0, ken: 0, taro: 0 },
  '2027-12': { lessons: ['scheduled', 'scheduled', 'scheduled', 'scheduled'], hanako: 0, ken: 0, taro: 0 },
};
/** Her months as charged, [month, status, lessons, yen with the fee, a receipt]: April with the fee, August paused. */
export const CHARGES = [
  PAID('2027-04', 5500),
  PAID('2027-05'),
  PAID('2027-06'),
  PAID('2027-07'),
  ['2027-08', 'waived', 0, 0, null],
  PAID('2027-09'),
  PAID('2027-10'),
  PAID('2027-11'),
  PAID('2027-12'),
];
/** The months of 30 days (none of the story's is February). */
export const LAST_DAY: Record<string, string> = { '04': '30', '06': '30', '09': '30', '11': '30' };
