import crypto from 'node:crypto';
import {
  salesTaxOf,
  timeRangeOf,
  type BookingSummary,
  type ConfirmBookingBody,
  type PaymentResult,
  type Timeslot,
} from '../../shared/booking.js';
import { RENTAL_SPACE_ID, type LanguageCode } from '../../shared/constants.js';
import { fromCompactDate, tokyoToday } from '../../shared/dates.js';
import * as messages from '../../shared/messages.js';
import { paths } from '../../shared/paths.js';
import type { Referral } from '../../shared/referral.js';
import { HttpError } from '../errors.js';
import { trialLineItem } from '../payments/lineItems.js';
import type { CheckoutSession } from '../payments/provider.js';
import {
  attachCheckout,
  CAPACITY_VIOLATION,
  createHoldLocked,
  ownHoldsOverlapping,
  releaseSeats,
  type HoldClient,
  type HoldVerdict,
  type NewBooking,
} from './bookingHolds.js';
import { HOLD_CAPS, holdRefused } from './holdCaps.js';
import { abandonCheckout } from './paymentLifecycle.js';
import type { ServerDeps } from '../deps.js';
import { bookingWindow } from './schedule.js';
import type { Availability } from './availability.js';
import { slotsByIds, type SlotFacts, type SlotRow } from './slotRepository.js';
import { NO_SINGLE_TEACHER, TEACHER_NOT_FREE, UNKNOWN_TEACHER } from '../../shared/teachers.js';
import { isTeacherTaken } from '../teachers/bookingTeacher.js';
import { hasTeachers } from '../teachers/shifts.js';
import { pickOrRefuse, type TeacherWording } from '../teachers/bookable.js';
import type { TeacherWish } from '../teachers/teacherPick.js';
import { PAYMENT_SERVICE_DOWN } from '../../shared/messages.js';
import type { TrialSettings } from '../../shared/schoolProfile.js';
import { isContiguous, SLOTS_NOT_CONTIGUOUS, trialLengthRefusal, trialPrice } from '../../shared/trial.js';
import { readVisitorPhone } from '../../shared/visitorPhone.js';
import { schoolProfile } from '../school/schoolRepository.js';
import { enqueueMail } from '../mail/outbox.js';
import { bookingConfirmedMail } from '../mail/templates.js';
import { queueBookingNotices } from '../notices/bookingNotices.js';
import { confirmFree } from './bookingPayments.js';

/** An unpaid hold lives as long as the checkout session (30 min, Stripe's minimum expires_at). */
export const HOLD_MINUTES = 30;
export const SLOT_TAKEN = 'Some of the chosen timeslots were just taken. Please choose other timeslots.';

/** How a caller words the hold outcomes on which the visitor's and the staff's answers differ. */
export interface HoldWording {
  /** A chosen slot was closed (or removed by a schedule change) under its lock. */
  closed: string;
  /** The client's own unpaid hold still has some of these slots. */
  ownHold: string;
  /** No teacher the booking allows was free for all its slots any more when it was held. */
  teacher: string;
}

/**
 * The visitor's: a closed slot and their own hold (still being paid) are both a taken seat to them, and so is
 * a teacher taken between the price check (which says when no single teacher was free) and the hold.
 */
const VISITOR_WORDING: HoldWording = { closed: SLOT_TAKEN, ownHold: SLOT_TAKEN, teacher: SLOT_TAKEN };

/**
 * The one answer to a hold createHold did not make, for the visitor's payment and the staff's booking:
 * a closed slot or the client's own hold is 409 in the caller's words, a cap's refusal 429 (holdRefused).
 */
export function holdNotMade(verdict: Exclude<HoldVerdict, 'ok'>, wording: HoldWording): HttpError {
  if (verdict === 'closed') return new HttpError(409, wording.closed);
  if (verdict === 'replace') return new HttpError(409, wording.ownHold);
  if (verdict === 'teacher') return new HttpError(409, wording.teacher);
  return holdRefused(verdict);
}

/** What a failed hold statement throws: a taken seat (slots_capacity undid it) is 409 SLOT_TAKEN, anything else as it is. */
export function holdFailed(e: unknown): unknown {
  return (e as { code?: string }).code === CAPACITY_VIOLATION || isTeacherTaken(e) ? new HttpError(409, SLOT_TAKEN) : e;
}

export interface Booker {
  name: string;
  email: string;
  /** Set for a logged-in visitor: the booking belongs to that account. */
  userId?: number;
}

/** Who is paying, beyond the form: where from, and in which language and time zone. */
export interface Visitor {
  ip: string;
  language: LanguageCode;
  timeZone: string | null;
  /** The visitor's first touch (their browser's cookie), recorded on the hold. */
  referral?: Referral | null;
  /** A guest who continued with LINE: the booking's messages go to this LINE user too. */
  lineUserId?: string | null;
}

export interface Priced {
  summary: BookingSummary;
  slotIds: number[];
}

const VISITOR_TEACHER_WORDING: TeacherWording = { notFree: TEACHER_NOT_FREE, unknown: UNKNOWN_TEACHER, none: NO_SINGLE_TEACHER };

/** A visitor's wish: the teacher they chose, else any bookable teacher (of the language they want to learn). */
export const visitorWish = (body: Pick<ConfirmBookingBody, 'teacher_id' | 'teaching_language'>): TeacherWish => ({
  teacherId: body.teacher_id ?? null,
  // the lesson's language (stored on the booking): a chosen teacher must teach it too
  language: body.teaching_language ?? null,
  onlineOnly: true,
  chosenAs: 'chosen',
});

/**
 * In a school with teachers, the teacher the booking would get now, or the refusal: the chosen teacher is not
 * free for every slot (or cannot be booked), or no single teacher is. null: a school without teachers.
 * The hold decides again under its locks; this check words the answer before anything is held.
 */
export async function teacherFor(
  db: ServerDeps['db'],
  slotIds: number[],
  day: string,
  wish: TeacherWish,
  words: TeacherWording = VISITOR_TEACHER_WORDING,
  except: number | null = null,
) {
  if (!(await hasTeachers(db))) return null;
  return pickOrRefuse(db, slotIds, day, wish, words, except);
}

/**
 * Where a request's chosen slots are read from. A slot's id, day and times change only with the schedule;
 * its free seats and closing often do, and the payment's hold checks those in the database (409) anyway.
 * Every refusal is the same whichever source answers.
 */
type SlotSource = (day: string, ids: number[]) => Promise<SlotRow[]>;

/**
 * The confirm call: from the day's free list (cached). When it holds every chosen slot, that is the
 * answer; otherwise (a slot taken, on another day, unknown, a repeated id) the database says which.
 */
const slotsFromFreeList =
  (deps: Pick<ServerDeps, 'db'>, freeSlotsOn: (day: string) => Promise<Timeslot[]>): SlotSource =>
  async (day, ids) => {
    const picked = (await freeSlotsOn(day)).filter((s) => ids.includes(s.id));
    if (picked.length === ids.length) return picked.map((s) => ({ ...s, day, seats_free: 1 })); // 1: "at least one"
    return slotsByIds(deps.db, RENTAL_SPACE_ID, ids);
  };

/**
 * The payment call: from the slots' fixed facts (kept in memory), with no read of the free seats:
 * under load every hold changes the day's free list, so reading it again would cost a query per
 * payment, and the hold's constraint refuses a taken seat with the same 409.
 */
const slotsFromFacts =
  (slotFacts: (ids: number[]) => Promise<SlotFacts[]>): SlotSource =>
  async (_day, ids) =>
    (await slotFacts(ids)).map((s) => ({ ...s, seats_free: 1 })); // 1: "not known to be taken"

/**
 * POST /public/book/confirm, both actions. Each reads the chosen slots its own way: confirm
 * from the day's free list (cached), payment from the slots' fixed facts (its hold checks the seats).
 */
export function bookingService(deps: ServerDeps, availability: Pick<Availability, 'freeSlotsOn' | 'slotFacts' | 'hasTeachers'>) {
  const freeList = slotsFromFreeList(deps, availability.freeSlotsOn);
  const facts = slotsFromFacts(availability.slotFacts);
  return {
    /** action_type "confirm": the priced summary; stores nothing. */
    confirm: async (body: ConfirmBookingBody, account: Booker | null, language: LanguageCode = 'en'): Promise<BookingSummary> =>
      (await priceBooking(deps, body, account, freeList, availability.hasTeachers, language)).summary,
    /** action_type "payment": holds the seats and opens the checkout. */
    pay: (body: ConfirmBookingBody, account: Booker | null, visitor: Visitor): Promise<PaymentResult> =>
      startPayment(deps, body, account, visitor, facts),
  };
}
export type BookingService = ReturnType<typeof bookingService>;

/**
 * Checks a confirm/payment request against the schedule and the free seats, and prices it; the confirm
 * (`schoolHasTeachers`: the availability cache's answer) also asks whether a teacher the visitor allows is
 * free for all of it (the payment's hold decides that itself, and words a refusal afterwards). Stores nothing.
 */
async function priceBooking(
  deps: ServerDeps,
  body: ConfirmBookingBody,
  account: Booker | null,
  slotsOf: SlotSource,
  schoolHasTeachers: (() => Promise<boolean>) | null,
  language: LanguageCode,
): Promise<Priced> {
  if (body.rental_space_id !== RENTAL_SPACE_ID) throw new HttpError(404, `Unknown rental space "${body.rental_space_id}".`);
  const date = fromCompactDate(body.booking_date);
  const window = bookingWindow(deps.schedule, tokyoToday(deps.now()));
  if (date < window.first || date > window.last) throw new HttpError(400, messages.dateNotAvailable);
  const booker = account ?? guestOf(body);
  const slots = await slotsOf(date, body.timeslot_ids);
  if (slots.length !== body.timeslot_ids.length || slots.some((s) => s.day !== date)) {
    throw new HttpError(400, 'The chosen timeslots are not on the selected date.');
  }
  const { trial, phone_field } = await schoolProfile(deps.db);
  const phone = readVisitorPhone(phone_field, language, body.phone);
  if ('refusal' in phone) throw new HttpError(400, phone.refusal);
  checkTrialSlots(trial, slots, language);
  if (slots.some((s) => s.seats_free < 1)) throw new HttpError(409, SLOT_TAKEN);
  const priced = withPhone(priceSlots(deps, date, slots, booker, trial, body.seat_count), phone.phone);
  // Without teachers: the spec's fields only.
  if (!schoolHasTeachers || !(await schoolHasTeachers())) return priced;
  const teacher = await pickOrRefuse(deps.db, priced.slotIds, date, visitorWish(body), VISITOR_TEACHER_WORDING);
  // The name of a teacher the visitor chose (and its Latin reading); "any" is assigned when paying (null).
  if (!body.teacher_id) return { ...priced, summary: { ...priced.summary, teacher_name: null } };
  const [latin] = await deps.db.query<{ name_latin: string | null }>('select name_latin from teachers where id = $1', [teacher.id]);
  return { ...priced, summary: { ...priced.summary, teacher_name: teacher.name, teacher_name_latin: latin?.name_latin ?? null } };
}

/**
 * The school's trial (school profile) takes these slots: as many as it allows (400) and one lesson, each slot
 * starting when the one before ends (400 SLOTS_NOT_CONTIGUOUS). The desk's bookings and the moves check
 * contiguity too (checkContiguous); the length is the visitor's rule.
 */
export function checkTrialSlots(trial: TrialSettings, slots: Array<{ start: string; end: string }>, language: LanguageCode = 'en'): void {
  const refusal = trialLengthRefusal(trial, slots.length, language);
  if (refusal) throw new HttpError(400, refusal);
  checkContiguous(slots);
}

/** One booking is one lesson: scattered slots are 400 SLOTS_NOT_CONTIGUOUS (the visitor's, the desk's, a move). */
export function checkContiguous(slots: Array<{ start: string; end: string }>): void {
  if (!isContiguous(slots)) throw new HttpError(400, SLOTS_NOT_CONTIGUOUS);
}

/** The visitor's phone (when the school asks for one and it was given) in the answer: the payment call sends it again. */
const withPhone = (priced: Priced, phone: string | null): Priced => (phone ? { ...priced, summary: { ...priced.summary, phone } } : priced);

/**
 * The price of the chosen slots of one day, the trial's as the school prices it (trialPrice: per timeslot at the
 * schedule's price, a fixed price, or free) at the schedule's tax rate (a staff booking's too).
 */
export function priceSlots(
  deps: Pick<ServerDeps, 'schedule'>,
  date: string,
  slots: Array<{ id: number; start: string; end: string }>,
  booker: Booker,
  trial: TrialSettings,
  seatCount = 1,
): Priced {
  const { pricePerSlotYen, taxRatePercent } = deps.schedule;
  const total = trialPrice(trial, pricePerSlotYen, slots.length);
  return {
    slotIds: slots.map((s) => s.id),
    summary: {
      rental_space_id: RENTAL_SPACE_ID,
      booking_date: date,
      timeslot_ids: slots.map((s) => s.id),
      seat_count: seatCount,
      user_name: booker.name,
      user_email: booker.email,
      total_amount: total,
      time_range: timeRangeOf(slots),
      tax_rate: taxRatePercent,
      sales_tax: salesTaxOf(total, taxRatePercent),
    },
  };
}

/**
 * Security review finding 1: a visitor's new payment for slots that one of their own unpaid holds has
 * (same email or account) replaces that hold instead of stacking on it. The hold ends as the
 * visitor's Cancel on the checkout page ends it: on the provider's word (it may have been paid meanwhile).
 */
async function releaseOwnEarlierHolds(deps: ServerDeps, client: HoldClient, slotIds: number[]): Promise<void> {
  for (const earlier of await ownHoldsOverlapping(deps.db, client.email, client.userId, slotIds)) {
    if (earlier.checkout_session_id) await abandonCheckout(deps, earlier.checkout_session_id);
    else await deps.db.transaction((tx) => releaseSeats(tx, earlier.id, 'Pending', 'Expired'));
  }
}

function guestOf(body: ConfirmBookingBody): Booker {
  if (!body.user_name || !body.user_email) throw new HttpError(400, messages.guestsNeedNameEmail);
  return { name: body.user_name, email: body.user_email };
}

/**
 * Re-validate, hold the seats as a Pending booking in one statement (the
 * database refuses a taken seat: 409), with the built-in test checkout's session, or else open a
 * checkout session at the provider once the hold exists.
 */
async function startPayment(
  deps: ServerDeps,
  body: ConfirmBookingBody,
  account: Booker | null,
  visitor: Visitor,
  slotsOf: SlotSource,
): Promise<PaymentResult> {
  const priced = await priceBooking(deps, body, account, slotsOf, null, visitor.language);
  const { summary, slotIds } = priced;
  const client: HoldClient = { ip: visitor.ip, email: summary.user_email, userId: account?.userId ?? null };
  const free = summary.total_amount === 0;
  // A free trial has no checkout, not even the test checkout's session.
  const booking = {
    ...newHold(deps, priced, client.userId, visitor, visitorWish(body)),
    ...(free ? { testSession: null } : {}),
    // the phone the school asked for, on the booking and its customer (as a desk's phone booking's)
    ...(summary.phone ? { origin: { source: 'web' as const, phone: summary.phone, customerId: null } } : {}),
  };
  const hold = () =>
    createHoldLocked(deps.db, client, booking, HOLD_CAPS).catch((e: unknown) => {
      throw holdFailed(e);
    });
  let held = await hold();
  if (held.verdict === 'replace') {
    await releaseOwnEarlierHolds(deps, client, slotIds);
    held = await hold();
  }
  // No teacher the visitor allows was free for it: said as the price check says it, unless one is free again
  // now (a race the hold lost), which is a taken seat.
  if (held.verdict === 'teacher') await teacherFor(deps.db, slotIds, summary.booking_date, visitorWish(body));
  // still the client's own hold: the provider did not let it go (it was being paid)
  if (held.verdict !== 'ok') throw holdNotMade(held.verdict, VISITOR_WORDING);
  // Before the checkout opens, so the payment's transaction finds it when it queues the confirmation.
  if (visitor.lineUserId && !client.userId)
    await deps.db.query('update bookings set line_user_id = $2 where id = $1', [held.id, visitor.lineUserId]);
  if (free) return confirmFreeTrial(deps, held.id!);
  const session = await openCheckout(deps, held.id!, booking);
  return { status: 'success', session: { url: session.url } };
}

/**
 * A free trial's hold (the same caps as a paid one's) is confirmed at once, with the same confirmation email and
 * school notices a payment would queue, in one transaction; the visitor goes straight to the success page.
 */
async function confirmFreeTrial(deps: ServerDeps, id: number): Promise<PaymentResult> {
  await deps.db.transaction(async (tx) => {
    const row = await confirmFree(tx, id, deps.now());
    if (!row) return; // released meanwhile (cannot happen before it was answered, but never confirm twice)
    await enqueueMail(tx, bookingConfirmedMail(row, deps.publicUrl, deps.now()), row.id);
    await queueBookingNotices(tx, deps, row, { kind: 'paid' });
  });
  deps.mailQueued();
  return { status: 'confirmed', session: { url: `${deps.publicUrl}${paths.bookSuccess}` } };
}

/**
 * The Pending booking a payment holds: a new reference, the hold's end (the checkout session's), and
 * the built-in test checkout's session named up front. A staff's payment-link booking holds the same way.
 */
export function newHold(
  deps: Pick<ServerDeps, 'payments' | 'now'>,
  { summary, slotIds }: Priced,
  userId: number | null,
  visitor: Visitor,
  teacher: TeacherWish,
): NewBooking {
  return {
    referenceId: crypto.randomBytes(16).toString('base64url'),
    spaceId: summary.rental_space_id,
    bookingDate: summary.booking_date,
    userName: summary.user_name,
    userEmail: summary.user_email,
    totalAmount: summary.total_amount,
    taxRate: summary.tax_rate,
    salesTax: summary.sales_tax,
    timeRange: summary.time_range,
    slotIds,
    userId,
    clientIp: visitor.ip,
    language: visitor.language,
    timeZone: visitor.timeZone,
    referral: visitor.referral ?? null,
    expiresAt: new Date(deps.now().getTime() + HOLD_MINUTES * 60_000),
    testSession: deps.payments.kind === 'in-database' ? deps.payments.nameSession() : null,
    teacher,
    actorEmail: summary.user_email,
  };
}

/**
 * The checkout session of a hold that exists (booking id): the test checkout's, made with the hold, or
 * else one opened now at the remote provider and recorded on the booking. When the provider cannot
 * open one, the hold is released at once (nobody could pay for it) and the answer is 502.
 */
export async function openCheckout(deps: ServerDeps, bookingId: number, booking: NewBooking): Promise<CheckoutSession> {
  const { payments } = deps;
  if (payments.kind === 'in-database') return booking.testSession!;
  try {
    const session = await payments.createCheckout({
      bookingId,
      referenceId: booking.referenceId,
      amountYen: booking.totalAmount,
      // the provider's line item, in the visitor's language with the date as it writes it (the checkout's words)
      description: trialLineItem(booking.language, booking.bookingDate, booking.timeRange),
      customerEmail: booking.userEmail,
      language: booking.language,
      successUrl: `${deps.publicUrl}${paths.bookSuccess}`,
      expiresAt: booking.expiresAt,
    });
    const expiresAt = booking.expiresAt;
    await attachCheckout(deps.db, bookingId, { provider: payments.name, sessionId: session.sessionId, url: session.url, expiresAt });
    return session;
  } catch (e) {
    // No session exists, so nobody can pay for this hold: give the seats back at once.
    await deps.db.transaction((tx) => releaseSeats(tx, bookingId, 'Pending', 'Expired'));
    deps.log.error({ err: e, bookingId }, 'checkout session could not be created');
    throw new HttpError(502, PAYMENT_SERVICE_DOWN);
  }
}
