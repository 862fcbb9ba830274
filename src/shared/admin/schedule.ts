import { z } from 'zod';
import { isIsoDate } from '../dates.js';
import { FreeText } from '../text.js';
import { Holiday } from './holidays.js';
import { DATE_MAX, DATE_MIN, Instant } from './common.js';
import { CLOSED_DATE_FORMAT, RANGE_ORDER, TIME_FORMAT } from './scheduleTexts.js';

// Schedule: the school's schedule as data. config/schedule.json seeds it on first start;
// owners change it in the console (GET/PUT /api/admin/schedule). The same schema checks both.

export {
  CLOSE_DATES_CHANGED,
  CLOSE_DATES_NOT_OPEN,
  CLOSED_DATE_FORMAT,
  NOT_HOLIDAYS,
  RANGE_ORDER,
  SCHEDULE_CONFLICT,
  STALE_SCHEDULE,
  TIME_FORMAT,
} from './scheduleTexts.js';

/**
 * A closed date: a real day within the dates the console can mean (DATE_MIN..DATE_MAX, as IsoDate), else 400:
 * year 0 or 9999 is no date PostgreSQL or JavaScript can hold.
 */
const ClosedDate = z.string().refine((d) => isIsoDate(d) && d >= DATE_MIN && d <= DATE_MAX, CLOSED_DATE_FORMAT);
const HHMM = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, TIME_FORMAT);
/** Opening hours of one stretch, [from, to) as HH:MM. */
export const HoursRange = z.tuple([HHMM, HHMM]).refine(([a, b]) => a < b, RANGE_ORDER);
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Hours for each weekday (the school's, and a teacher's own). */
export const WeeklyHours = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, z.array(HoursRange)])) as Record<Weekday, z.ZodArray<typeof HoursRange>>)
  .strict();
export type WeeklyHours = z.infer<typeof WeeklyHours>;

export const ScheduleSettings = z
  .object({
    slotMinutes: z.number().int().min(5).max(240),
    seatsPerSlot: z.number().int().min(1).max(100),
    bookingWindowDays: z.number().int().min(1).max(366),
    pricePerSlotYen: z.number().int().min(0).max(1_000_000),
    taxRatePercent: z.number().min(0).max(100),
    weeklyHours: WeeklyHours,
    closedDates: z.array(ClosedDate),
    /**
     * How long a phone booking's payment link lasts when the clerk does not say: 'end_of_day' (Japan time, the
     * default when left out) or 'default' (the visitor's hold time).
     */
    phoneLinkUntil: z.enum(['default', 'end_of_day']).optional(),
    /** Closed on Japan's national holidays (the server's holiday data): no slots on them, as on a closed date. Left out: open. */
    closedOnHolidays: z.boolean().optional(),
  })
  .strict();
export type ScheduleSettings = z.infer<typeof ScheduleSettings>;

/** GET /api/admin/schedule, and the answer of a successful PUT. */
export const ScheduleState = z.object({
  settings: ScheduleSettings,
  /** Bumped by every change: a PUT names the version it edited, so two owners never overwrite each other unseen. */
  version: z.number().int(),
  updated_at: Instant,
  updated_by: z.string().nullable(),
  /** The national holidays from today (Tokyo) to the end of the booking window, for the console to name (the answers of the routes). */
  holidays: z.array(Holiday).optional(),
});
export type ScheduleState = z.infer<typeof ScheduleState>;

/**
 * PUT /api/admin/schedule (owners). 409 ConflictAnswer when it would remove or shrink slots that hold
 * bookings (nothing changes), or 409 { detail } when `version` is not the current one.
 */
export const UpdateScheduleBody = z.object({ settings: ScheduleSettings, version: z.number().int() }).strict();
export type UpdateScheduleBody = z.input<typeof UpdateScheduleBody>;

/**
 * POST /api/admin/slots/:id/close and /reopen (owners): one slot. A closed slot cannot be held; the
 * bookings it has stay (closing never drops a booking).
 */
export const SlotState = z.object({ id: z.number().int(), closed: z.boolean() });
export type SlotState = z.infer<typeof SlotState>;

/**
 * POST /api/admin/schedule/close-dates (owners): "Cancel these N bookings and close the date". The dates
 * to add to the closed dates, the schedule version the owner edited and the bookings they were shown (with
 * the status they had). In one transaction each is canceled as a staff cancel is (full refund: a card's to
 * the card, a cash one left owed for the desk), then the dates are closed. A booking that changed meanwhile,
 * or one more on those dates, cancels nothing: 409 ConflictAnswer with the bookings as they are now.
 */
export const CloseDatesBody = z
  .object({
    version: z.number().int(),
    dates: z.array(ClosedDate).min(1).max(31),
    bookings: z
      .array(z.object({ id: z.number().int().positive().max(2_147_483_647), status: z.enum(['Pending', 'Confirmed']) }).strict())
      .max(500),
    /** The enrolled lessons on the dates the owner saw (conflicts of kind 'lesson'): canceled, their students told. */
    lessons: z.array(z.number().int().positive().max(2_147_483_647)).max(500).default([]),
    /** Why the school closes (the owner's words): in each customer's closure notice and the activity log, as written. */
    reason: FreeText('Reason', 500, { multiline: true }).optional(),
    /**
     * The refused save turned "Closed on national holidays" on: `dates` are the holidays with bookings, and the
     * setting is turned on (instead of adding them to the closed dates). Every date must be a holiday, else 400.
     */
    holidays: z.literal(true).optional(),
  })
  .strict()
  .refine((b) => b.bookings.length + b.lessons.length > 0, {
    message: 'Nothing to cancel: save the schedule instead.',
    path: ['bookings'],
  });
export type CloseDatesBody = z.input<typeof CloseDatesBody>;
export const CloseDatesResult = z.object({ schedule: ScheduleState, canceled: z.number().int() });
export type CloseDatesResult = z.infer<typeof CloseDatesResult>;
