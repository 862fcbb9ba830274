import { z } from 'zod';
import { BookingStatus } from '../booking.js';
import { LANGUAGE_CODES } from '../language.js';
import { TeachingLanguage } from '../teachers.js';
import { Attendance } from './bookings.js';
import { IsoDate } from './common.js';

// "My classes": the contract of GET /api/admin/my/classes, the teacher's day, week and Today (and their printed
// day sheet). Only what a teacher needs for the lesson: never money, the customer's email or phone, or another
// teacher's class. The serializer keeps only these fields, so a column added to the query cannot leak.

/** From a date (yyyy-MM-dd), one day (Today, the day sheet) or up to a week. */
export const MyClassesQuery = z.object({ from: IsoDate, days: z.coerce.number().int().min(1).max(7).default(1) }).strict();
export type MyClassesQuery = z.input<typeof MyClassesQuery>;

/** ahead: not begun; begun: under way; over: its last slot has ended (Japan time, by the server's clock). */
export const CLASS_TIMINGS = ['ahead', 'begun', 'over'] as const;

/** One class: the student, the booking's code, the language they booked in, and the staff's note on the booking. */
export const MyClass = z.object({
  id: z.number().int(),
  code: z.string(),
  booking_date: IsoDate,
  start: z.string(),
  end: z.string(),
  timing: z.enum(CLASS_TIMINGS),
  user_name: z.string(),
  /** Confirmed, or Pending (held, payment still awaited). */
  status: BookingStatus,
  attendance: Attendance.nullable(),
  /** The language the student booked in (en, ja, zh-CN, zh-TW). */
  language: z.enum(LANGUAGE_CODES),
  /** The language the student learns in this lesson; null: not said. */
  lesson_language: TeachingLanguage.nullable(),
  /** The staff-only note on this booking (never the customer's own note, which is about the customer, not the lesson). */
  note: z.string().nullable(),
});
export type MyClass = z.infer<typeof MyClass>;

export const MyClassesView = z.object({
  /** The teacher the member is linked to; null: none yet (an owner links them on the staff page). */
  teacher: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** Each date from `from`, with its classes in time order. */
  days: z.array(z.object({ date: IsoDate, classes: z.array(MyClass) })),
});
export type MyClassesView = z.infer<typeof MyClassesView>;
