import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { fromCompactDate, tokyoToday } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { paths } from '../../shared/paths.js';
import type { PackBookingBody } from '../../shared/packs.js';
import { NO_PACK_CREDIT } from '../../shared/packWords.js';
import type { UserRow } from '../accounts/userRepository.js';
import { createHoldLocked, releaseSeats } from '../booking/bookingHolds.js';
import { COLUMNS, type BookingRow } from '../booking/bookingRows.js';
import {
  checkContiguous,
  holdFailed,
  holdNotMade,
  newHold,
  priceSlots,
  SLOT_TAKEN,
  teacherFor,
  visitorWish,
  type Visitor,
} from '../booking/bookingService.js';
import { HOLD_CAPS } from '../booking/holdCaps.js';
import { bookingWindow } from '../booking/schedule.js';
import { slotsByIds } from '../booking/slotRepository.js';
import { openLots, useCredit } from '../credits/ledger.js';
import type { Db, Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { customerOfUser } from '../enrolment/customerOf.js';
import { HttpError } from '../errors.js';
import { packWish } from './packCourses.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingConfirmedMail } from '../mail/templates.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';

// A lesson booked with a pack's credit (issue 41, point 3): the trial's booking path (the same hold, the same seats
// and teacher constraints), but the lesson is as long as a pack the visitor holds, costs nothing at the booking, and
// is confirmed in the transaction that spends one credit of that pack (the ledger's use row names the booking).

/** bookings.provider of a lesson paid with a pack's credit. */
export const PACK = 'pack';

const WORDING = { closed: SLOT_TAKEN, ownHold: SLOT_TAKEN, teacher: SLOT_TAKEN };

/** The chosen slots of one day in the booking window, one lesson (contiguous); 400 otherwise. */
async function chosenSlots(deps: ServerDeps, body: PackBookingBody) {
  if (body.rental_space_id !== RENTAL_SPACE_ID) throw new HttpError(404, `Unknown rental space "${body.rental_space_id}".`);
  const date = fromCompactDate(body.booking_date);
  const window = bookingWindow(deps.schedule, tokyoToday(deps.now()));
  if (date < window.first || date > window.last) throw new HttpError(400, messages.dateNotAvailable);
  const slots = await slotsByIds(deps.db, RENTAL_SPACE_ID, body.timeslot_ids);
  if (slots.length !== body.timeslot_ids.length || slots.some((s) => s.day !== date)) {
    throw new HttpError(400, 'The chosen timeslots are not on the selected date.');
  }
  checkContiguous(slots);
  if (slots.some((s) => s.seats_free < 1)) throw new HttpError(409, SLOT_TAKEN);
  return { date, slots };
}

/** Pending → Confirmed in the transaction that spends the credit: provider 'pack', nothing to pay or refund. */
async function confirmWithCredit(tx: Queryable, id: number, at: Date): Promise<BookingRow | null> {
  const [row] = await tx.query<BookingRow>(
    `update bookings set status = 'Confirmed', provider = '${PACK}', paid_at = $2, checkout_expires_at = null, updated_at = now()
     where id = $1 and status = 'Pending' and total_amount = 0 returning ${COLUMNS}`,
    [id, at.toISOString()],
  );
  return row ?? null;
}

/**
 * Holds the lesson and confirms it with one credit of a pack of its length, valid on its day. 409 NO_PACK_CREDIT when
 * none is (said before anything is held, and again under the ledger's lock: two bookings spending the last credit at
 * once give one booking; the other's hold is let go).
 */
export async function bookWithPack(deps: ServerDeps, body: PackBookingBody, user: UserRow, visitor: Visitor) {
  const { date, slots } = await chosenSlots(deps, body);
  const today = tokyoToday(deps.now());
  const customerId = await customerOfUser(deps.db, user);
  const pack = slots.length;
  const lots = await openLots(deps.db, customerId, date > today ? date : today, { pack });
  if (!lots.length) throw new HttpError(409, NO_PACK_CREDIT);
  const wish = await packWish(deps.db, visitorWish(body), lots);
  await teacherFor(
    deps.db,
    slots.map((s) => s.id),
    date,
    wish,
  );
  const booker = { name: user.name, email: user.email, userId: user.id };
  const priced = priceSlots(deps, date, slots, booker, (await schoolProfile(deps.db)).trial);
  const free = { ...priced, summary: { ...priced.summary, total_amount: 0, sales_tax: 0 } };
  const booking = { ...newHold(deps, free, user.id, visitor, wish), testSession: null };
  const client = { ip: visitor.ip, email: user.email, userId: user.id };
  const held = await createHoldLocked(deps.db, client, booking, HOLD_CAPS).catch((e: unknown) => {
    throw holdFailed(e);
  });
  if (held.verdict !== 'ok') throw holdNotMade(held.verdict, WORDING);
  const id = held.id!;
  try {
    await spendAndConfirm(deps, { id, customerId, date, today, pack, userId: user.id });
  } catch (e) {
    await deps.db.transaction((tx) => releaseSeats(tx, id, 'Pending', 'Expired'));
    throw e;
  }
  deps.mailQueued();
  return { booking_id: id, url: `${deps.publicUrl}${paths.bookSuccess}` };
}

interface Spend {
  id: number;
  customerId: number;
  date: string;
  today: string;
  pack: number;
  userId: number;
}

async function spendAndConfirm(deps: ServerDeps & { db: Db }, s: Spend) {
  await deps.db.transaction(async (tx) => {
    const by = { kind: 'customer' as const, userId: s.userId };
    const [{ teacher_id: teacherId }] = await tx.query<{ teacher_id: number | null }>('select teacher_id from bookings where id = $1', [
      s.id,
    ]);
    const use = { customerId: s.customerId, enrolmentId: null, bookingId: s.id, day: s.date, today: s.today, by, pack: s.pack, teacherId };
    await useCredit(tx, use, deps.now());
    const row = await confirmWithCredit(tx, s.id, deps.now());
    if (!row) throw new HttpError(409, SLOT_TAKEN); // released meanwhile: the credit's use rolls back with it
    await enqueueMail(tx, bookingConfirmedMail(row, deps.publicUrl, deps.now()), row.id);
    await queueBookingNotices(tx, deps, row, { kind: 'paid' });
  });
}
