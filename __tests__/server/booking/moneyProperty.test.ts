import fc from 'fast-check';
import { payRefunds } from '../../../src/server/booking/paymentLifecycle';
import { moneyOf, moneyOfRow, total, type BookingMoneyRow } from '../../../src/server/booking/bookingMoney';
import type { DifferenceRow } from '../../../src/server/booking/bookingDifferences';
import { COLUMNS, type BookingRow } from '../../../src/server/booking/bookingRows';
import { adminCall } from '../admin/adminKit';
import { phoneBooking, staffBookCall, staffCancelCall, writeWorld, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { moveCall } from './bookingMoveBehaviour';
import { closeDatesCall, refusedClosing, visitorCancel } from '../admin/closeDatesBehaviour';
import { compact, FIRST_DAY, pay, payWithCard, timeslots } from './bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { EXAMPLE_TIERS, setPolicy } from '../policy/cancelPolicyKit';

// A property of the money: whatever mix of bookings (card, cash at the desk, a payment link), moves to longer and
// shorter times (the difference by link, card or cash), differences paid late or taken in cash, cancels with full,
// partial or no refunds (the staff's, the visitor's, a closed date's) and refunds paid out comes in, for every
// booking: the money module and its SQL twin (the view booking_money) agree, no more goes out than came in, and
// the card money agrees with the payment provider's own record (the test checkout's sessions: what they took and
// gave back); no paid session is left unaccounted for. Desk bookings are paid in cash, by link or at the lesson
// (then taken in cash or by its link, or never): the cash a booking counts as received is exactly what the desk
// recorded taking (a cash booking, a payment taken, a difference taken in cash), never a booking's price that was
// not taken; and the money's movements (money_movements, which the till and the accountant's CSV read) add up to
// the same account, way by way. The school's cancellation policy changes at random too (none, the issue's example, a
// percent from three days before): a visitor's cancel then refunds a part, and all of the above still holds.
jest.setTimeout(300_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();

const DAYS = [FIRST_DAY, '2026-11-25', '2026-11-26', '2026-11-27'];
const OPS = [
  'card',
  'desk',
  'move',
  'move',
  'move',
  'payLink',
  'payLink',
  'cashDiff',
  'linkAgain',
  'cancel',
  'visitorCancel',
  'handBack',
  'sweep',
  'close',
  'policy',
] as const;
type Op = { op: (typeof OPS)[number]; pick: number; day: number; n: number; way: number; yen: number };
/**
 * Every story starts with two bookings paid by card, one paid in cash at the desk and one to be paid at the lesson, so
 * that the rest has money (and money not taken yet) to work on.
 */
const PRELUDE: Op[] = [
  { op: 'card', pick: 0, day: 0, n: 4, way: 0, yen: 0 },
  { op: 'card', pick: 0, day: 0, n: 6, way: 0, yen: 0 },
  { op: 'desk', pick: 0, day: 1, n: 4, way: 0, yen: 0 },
  { op: 'desk', pick: 0, day: 2, n: 4, way: 2, yen: 0 },
];
const opArb: fc.Arbitrary<Op> = fc.record({
  op: fc.constantFrom(...OPS),
  pick: fc.nat(99),
  day: fc.nat(DAYS.length - 1),
  n: fc.integer({ min: 4, max: 8 }),
  way: fc.nat(2),
  yen: fc.integer({ min: 1, max: 20_000 }),
});

const free = async (w: WriteWorld, day: string, n: number) => (await timeslots(w.app, day)).slice(0, n).map((s) => s.id);
const bookingIds = async (w: WriteWorld) => (await w.db.query<{ id: number }>('select id from bookings order by id')).map((r) => r.id);

/** One step of the story; every answer is one a user could get (never a 500). */
async function step(w: WriteWorld, o: Op): Promise<number | null> {
  const ids = await bookingIds(w);
  const id = ids.length ? ids[o.pick % ids.length] : null;
  const day = DAYS[o.day];
  switch (o.op) {
    case 'card': {
      const slots = await free(w, day, o.n);
      if (slots.length < 4) return null;
      // a visitor pays on the test checkout (the hold caps may refuse: 429)
      const res = await pay(
        w.app,
        slots,
        { booking_date: compact(day), user_email: `v${ids.length}@example.com` },
        `192.0.2.${ids.length + 1}`,
      );
      if (res.statusCode === 200) await payWithCard(w.app, res.json().session.url);
      return res.statusCode;
    }
    case 'desk': {
      const slots = await free(w, day, o.n);
      if (slots.length < 4) return null;
      const res = await staffBookCall(w, phoneBooking(slots, (['cash', 'link', 'at_lesson'] as const)[o.way], day));
      const [b] = await w.db.query<{ checkout_url: string | null }>('select checkout_url from bookings order by id desc limit 1');
      if (res.statusCode === 201 && b.checkout_url && o.way === 1) await payWithCard(w.app, b.checkout_url);
      return res.statusCode;
    }
    case 'move': {
      if (id === null) return null;
      const slots = await free(w, day, o.n);
      if (slots.length < 4) return null;
      const difference = (['cash', 'card', 'card'] as const)[o.way];
      return (await moveCall(w, id, { booking_date: day, timeslot_ids: slots, difference })).statusCode;
    }
    case 'payLink': {
      const [d] = await w.db.query<{ checkout_url: string }>(
        `select checkout_url from booking_differences where checkout_url is not null order by ${o.pick % 2 ? 'id desc' : 'id'} limit 1`,
      );
      return d ? (await payWithCard(w.app, d.checkout_url)).statusCode : null;
    }
    case 'cashDiff':
      return id === null ? null : (await adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/cash`, w.staff, {})).statusCode;
    case 'linkAgain':
      return id === null ? null : (await adminCall(w.app, 'POST', `/admin/bookings/${id}/difference/link`, w.staff, {})).statusCode;
    case 'cancel': {
      if (id === null) return null;
      const refund = (['full', 'partial', 'none'] as const)[o.way];
      return (await staffCancelCall(w, id, refund === 'partial' ? { refund, amount: o.yen } : { refund })).statusCode;
    }
    case 'visitorCancel': {
      if (id === null) return null;
      const [b] = await w.db.query<{ ref: string }>('select reference_id as ref from bookings where id = $1', [id]);
      return (await visitorCancel(w, { id, ref: b.ref })).statusCode;
    }
    case 'handBack':
      return id === null ? null : (await adminCall(w.app, 'POST', `/admin/bookings/${id}/cash-refunded`, w.staff, {})).statusCode;
    case 'sweep':
      await payRefunds(w.deps);
      return null;
    case 'policy': {
      // the school's cancellation policy changes: the visitor's and the staff's cancels after it refund by it
      const tiers = [[], EXAMPLE_TIERS, [{ days_before: 3, percent: o.yen % 101 }]][o.way];
      await setPolicy(w.db, tiers);
      return null;
    }
    case 'close': {
      const seen = await refusedClosing(w, [day]).catch(() => null);
      return seen && (await closeDatesCall(w, { version: seen.version, dates: [day], bookings: seen.bookings })).statusCode;
    }
  }
}

/** The invariants, booking by booking, after a step. */
async function invariants(w: WriteWorld, story: string) {
  const rows = await w.db.query<BookingRow>(`select ${COLUMNS} from bookings order by id`);
  const views = await w.db.query<BookingMoneyRow>('select * from booking_money order by booking_id');
  const differences = await w.db.query<DifferenceRow>('select * from booking_differences order by id');
  const ledger = await w.db.query<{ booking_id: number; taken: number; given: number }>(
    `select booking_id, coalesce(sum(amount) filter (where status = 'complete'), 0)::int as taken,
       coalesce(sum(refunded_amount), 0)::int as given from test_checkout_sessions group by booking_id`,
  );
  const audits = await w.db.query<Audit>('select booking_id, action, after from audit_log where booking_id is not null order by id');
  const movements = await w.db.query<{ booking_id: number; kind: string; way: string; yen: number }>(
    'select booking_id, kind, way, yen from money_movements',
  );
  for (const [i, b] of rows.entries()) {
    const money = moneyOf(
      b,
      differences.filter((d) => d.booking_id === b.id),
    );
    const provider = ledger.find((l) => l.booking_id === b.id) ?? { taken: 0, given: 0 };
    const at = `${story} → booking ${b.id} (${b.status})`;
    expect([at, moneyOfRow(views[i])]).toEqual([at, money]);
    expect([at, total(money.refunded) <= total(money.received)]).toEqual([at, true]);
    // every paid session is counted as received by card; every card refund paid out is the provider's
    expect([at, provider.taken, provider.given]).toEqual([at, money.received.card, money.refunded.card - money.pending.card]);
    // never counted as taken unless the desk took it; and the movements are the same money
    expect([at, money.received.cash]).toEqual([at, takenAtTheDesk(audits.filter((a) => a.booking_id === b.id))]);
    const moved = (kind: string, ways: string[]) =>
      movements.filter((m) => m.booking_id === b.id && m.kind === kind && ways.includes(m.way)).reduce((n, m) => n + m.yen, 0);
    expect([at, moved('payment', ['cash']), moved('payment', ['card', 'link'])]).toEqual([at, money.received.cash, money.received.card]);
    expect([at, moved('refund', ['cash']), moved('refund', ['card'])]).toEqual([
      at,
      money.refunded.cash - money.pending.cash,
      money.refunded.card - money.pending.card,
    ]);
  }
}

interface Audit {
  booking_id: number;
  action: string;
  after: { payment?: string; total_amount?: number; paid_in_cash?: number; difference?: { yen: number; way: string } } | null;
}

/** The cash the desk recorded taking for one booking, action by action (its audit entries). */
function takenAtTheDesk(audits: Audit[]): number {
  return audits.reduce((yen, a) => {
    if (a.action === 'booking.created_by_staff' && a.after?.payment === 'cash') return yen + a.after.total_amount!;
    if (a.action === 'booking.payment_taken' || a.action === 'booking.difference_cash') return yen + a.after!.paid_in_cash!;
    if (a.action === 'booking.moved' && a.after?.difference?.way === 'cash-more') return yen + a.after.difference.yen;
    return yen;
  }, 0);
}

test('random bookings, moves, payments, cancels and refunds never pay out more than came in, and the money agrees with the provider', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 12 }), async (ops) => {
      const w = await writeWorld(startApp, staticDir);
      const story: string[] = [];
      try {
        for (const o of [...PRELUDE, ...ops]) {
          const status = await step(w, o);
          story.push(`${o.op}${status === null ? '' : `:${status}`}`);
          expect([story.join(' '), status === null || status < 500]).toEqual([story.join(' '), true]);
          await invariants(w, story.join(' '));
        }
      } finally {
        await startApp.endRun(); // the next run starts on the emptied database
      }
    }),
    { numRuns: 14, seed: 20261128, endOnFailure: true },
  );
});
