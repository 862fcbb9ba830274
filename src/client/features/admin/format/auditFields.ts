import { LANGUAGE_CODES } from '../../../../shared/language.js';
import type { ConsoleText } from '../i18n/useConsoleText.js';

// The fields audit entries record, named in the member's language (the activity log's lower-case words). Every
// field the server writes has words here (auditWords.test.ts lists them); a newer server's field is shown humanised.

/** Fields with words among the staff area's (staff.field.*). */
const STAFF_FIELDS = [
  // a customer's record and its merge, a cancel's policy figure (issue 39, points 4 and 9)
  'reading',
  'preferred_language',
  'merged',
  'merged_id',
  'into',
  'moved_bookings',
  'policy_refund',
  'policy_percent',
  // a receipt's wording and prints (issue 39, point 7)
  'addressee',
  'purpose',
  'prints',
  'active',
  'archived',
  'campaign',
  'channel',
  'medium',
  'name',
  'target',
  'url',
  'assignment',
  'attendance',
  'bookingWindowDays',
  'booking_date',
  'by',
  'cash',
  'closed',
  'closedDates',
  'console_language',
  'difference',
  'email',
  'expires_at',
  'from',
  'invitations_revoked',
  'language',
  'link',
  'message',
  'note',
  'notify_bookings',
  'owed',
  'paid',
  'paid_in_cash',
  'pricePerSlotYen',
  'reason',
  'refund',
  'refund_amount',
  'refunded',
  'role',
  'rows',
  'seatsPerSlot',
  'slotMinutes',
  'status',
  'subject',
  'taxRatePercent',
  'teacher_name',
  'time_range',
  'total_amount',
  'to',
  'weeklyHours',
] as const;

/** Fields named in the audit words (audit.field.*): a booking's, a teacher's, the school profile's, a logo's. */
export const AUDIT_FIELDS = [
  'user_name',
  'user_email',
  'phone',
  'source',
  'payment',
  'reason_code',
  'language_confirmed',
  'lesson_language',
  'booked_minutes',
  'candidates',
  'languages',
  'bookable_online',
  'user_id',
  'weekly_hours',
  'exceptions',
  'date',
  'hours',
  'photo_url',
  'profile',
  'type',
  'bytes',
  'first_language',
  'legal_name',
  'representative',
  'address',
  'contact_email',
  'business_hours',
  'site_title',
  'texts',
  'home_headline',
  'home_intro',
  'about',
  'terms',
  'privacy',
  'trading',
  'operator',
  'contact',
  'prices',
  'payment_methods',
  'delivery',
  'cancellations',
  'trial',
  'min_slots',
  'max_slots',
  'pricing',
  'fixed_yen',
  'day',
  'start',
  'end',
  'seats',
  'seats_free',
] as const;

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** A field's words: 'refund_amount' → 'refund amount' / '返金額'; a language code or a weekday by its name. */
export function auditFieldWords({ t }: ConsoleText, key: string): string {
  if (isOneOf(STAFF_FIELDS, key)) return t(`staff.field.${key}`);
  if (isOneOf(AUDIT_FIELDS, key)) return t(`audit.field.${key}`);
  if (isOneOf(LANGUAGE_CODES, key)) return t(`common.language.${key}`);
  if (isOneOf(DAYS, key)) return t(`schedule.day.${key}`);
  return key.replaceAll('_', ' ');
}
