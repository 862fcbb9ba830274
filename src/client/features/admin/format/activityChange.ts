import type { ActivityEntry } from '../../../../shared/admin/common.js';
import { MOVED_MONEY_WAYS } from '../../../../shared/admin/moveWords.js';
import { LINK_CHANNELS } from '../../../../shared/sourceWords.js';
import { RECORDED_CODES } from './recordedCodes.js';
import { channelText } from './sourceLabels.js';
import type { ConsoleText } from '../i18n/useConsoleText.js';

// An audit entry in words a person reads, in the member's language: its action ("Booking canceled"),
// its target ("Booking 42") and its before → after ("status: Confirmed → Canceled"). Actions, targets
// and fields the console knows have catalogue words; others (a newer server's) are shown as today.

/** The booking changes a booking's history tells as a sentence (the rest are listed by field). */
const BOOKING_SENTENCES = [
  'booking.attendance',
  'booking.canceled',
  'booking.cash_refunded',
  'booking.difference_cash',
  'booking.payment_taken',
  'booking.difference_link_sent',
  'booking.created_by_staff',
  'booking.link_resent',
  'booking.note_changed',
  'booking.moved',
  'booking.teacher_changed',
  'booking.confirmation_resent',
  'booking.payment_link_resent',
  'booking.customer_emailed',
] as const;
const ACTIONS = [
  ...BOOKING_SENTENCES,
  'bookings.exported',
  'money.exported',
  'customer.note_changed',
  'schedule.changed',
  'slot.closed',
  'slot.reopened',
  'staff.calendar_feed_created',
  'staff.calendar_feed_revoked',
  'staff.console_language_changed',
  'staff.invitation_accepted',
  'staff.invitation_revoked',
  'staff.invited',
  'staff.notifications_changed',
  'staff.role_changed',
  'tracked_link.created',
  'tracked_link.archived',
  'tracked_link.restored',
  'school.changed',
  'school.logo_changed',
  'school.logo_removed',
  'booking.receipt_issued',
  'booking.receipt_reissued',
] as const;
const TARGETS = ['booking', 'calendar_feed', 'customer', 'invitation', 'schedule', 'slot', 'user', 'tracked_link', 'school'] as const;
const FIELDS = [
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
  'addressee',
  'purpose',
  'prints',
] as const;

/** A move's difference as the audit recorded it ({ yen, way }), in words: "¥3,000 more, paid in cash"; null if not one. */
export function differenceText({ t }: ConsoleText, v: unknown): string | null {
  if (typeof v !== 'object' || v === null || !('yen' in v) || !('way' in v) || typeof v.yen !== 'number') return null;
  const way = String(v.way);
  return isOneOf(MOVED_MONEY_WAYS, way) ? t(`staff.activity.difference.${way}`, { amount: v.yen }) : null;
}

/** Fields whose numbers are yen. */
const YEN_FIELDS: readonly string[] = ['owed', 'paid', 'paid_in_cash', 'pricePerSlotYen', 'refund_amount', 'total_amount'];

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** 'booking.cancel' → 'Booking canceled' (known), else 'booking cancel'. */
export const actionWords = ({ t }: ConsoleText, action: string) =>
  isOneOf(ACTIONS, action) ? t(`staff.action.${action}`) : action.replace(/[._]+/g, ' ');

/** 'booking', 42 → 'Booking 42' (known), else 'some thing 42'. */
export function targetWords({ t }: ConsoleText, type: string, id: string | number | null | undefined): string {
  const shownId = id === null || id === undefined ? '' : String(id);
  if (isOneOf(TARGETS, type)) return t(`staff.target.${type}`, { id: shownId }).trim();
  return `${type.replaceAll('_', ' ')}${shownId ? ` ${shownId}` : ''}`;
}

const fieldWords = ({ t }: ConsoleText, key: string) => (isOneOf(FIELDS, key) ? t(`staff.field.${key}`) : key.replaceAll('_', ' '));

function show(text: ConsoleText, v: unknown, key?: string): string {
  const { t, yen } = text;
  if (v === null || v === undefined) return t('common.none');
  const code = key && typeof v === 'string' ? RECORDED_CODES[key]?.[v] : undefined;
  if (code) return t(code);
  const difference = key === 'difference' ? differenceText(text, v) : null;
  if (difference) return difference;
  // a tracked link's channel: a brand by its own name (LINE, WeChat), the others in words
  if (key === 'channel' && typeof v === 'string' && isOneOf(LINK_CHANNELS, v)) return channelText(text, v);
  if (typeof v === 'string') return v;
  if (typeof v === 'boolean') return t(v ? 'staff.activity.yes' : 'staff.activity.no');
  if (typeof v === 'number') return key && YEN_FIELDS.includes(key) ? yen(v) : String(v);
  if (Array.isArray(v))
    return v.length === 0
      ? t('common.none')
      : v.map((x) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x))).join(', ');
  return JSON.stringify(v);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * An entry about a booking still there, as a sentence: "Sato Hanako's booking GT-4821 on 25 Nov 16:00 marked attended";
 * null for any other entry (shown as its action and target).
 */
export function bookingSentence(text: ConsoleText, e: ActivityEntry): string | null {
  if (!e.booking || e.booking_id === null || !isOneOf(BOOKING_SENTENCES, e.action)) return null;
  const booking = text.t('staff.activity.booking', {
    name: e.booking.user_name,
    code: e.booking.code,
    date: text.day(e.booking.booking_date),
    time: e.booking.start,
  });
  const attendance = isRecord(e.after) && typeof e.after.attendance === 'string' ? e.after.attendance : 'none';
  const teacher = isRecord(e.after) && typeof e.after.teacher_name === 'string' ? e.after.teacher_name : text.t('common.none');
  // a move: where it was (the booking's own date and time are the new ones)
  const was =
    isRecord(e.before) && typeof e.before.booking_date === 'string'
      ? `${text.day(e.before.booking_date)} ${String(e.before.time_range)}`
      : '';
  return text.t(`staff.activity.says.${e.action}`, { booking, attendance, teacher, was });
}

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Ranges = Array<[string, string]>;
const isRanges = (v: unknown): v is Ranges =>
  Array.isArray(v) && v.every((r) => Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === 'string'));

/** The weekly hours' change, a day at a time: "Wednesday closes 21:00 (was 18:00)"; null when not two sets of hours. */
function hoursChange(text: ConsoleText, before: unknown, after: unknown): string[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const { t } = text;
  const ranges = (r: Ranges) => (r.length === 0 ? t('schedule.hours.closed') : r.map(([a, b]) => `${a}–${b}`).join(', '));
  const lines: string[] = [];
  for (const d of DAYS) {
    const b = before[d] ?? [];
    const a = after[d] ?? [];
    if (!isRanges(b) || !isRanges(a)) return null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const day = t(`schedule.day.${d}`);
    if (a.length === 1 && b.length === 1) {
      if (a[0][0] !== b[0][0]) lines.push(t('staff.activity.hours.opens', { day, time: a[0][0], was: b[0][0] }));
      if (a[0][1] !== b[0][1]) lines.push(t('staff.activity.hours.closes', { day, time: a[0][1], was: b[0][1] }));
    } else lines.push(t('staff.activity.hours.ranges', { day, ranges: ranges(a), was: ranges(b) }));
  }
  return lines;
}

/** One line per changed field (the weekly hours a line per day changed); a value that is not an object is one line. */
export function describeChange(text: ConsoleText, before: unknown, after: unknown): string[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    // a teacher is shown by name; their id says nothing more to a person
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
      (k) => !(k === 'teacher_id' && ('teacher_name' in b || 'teacher_name' in a)),
    );
    return keys
      .filter((k) => show(text, b[k]) !== show(text, a[k]))
      .flatMap((k) => {
        const hours = k === 'weeklyHours' ? hoursChange(text, b[k], a[k]) : null;
        if (hours) return hours.map((line) => `${fieldWords(text, k)}: ${line}`);
        return [`${fieldWords(text, k)}: ${show(text, b[k], k)} → ${show(text, a[k], k)}`];
      });
  }
  if (before === undefined && after === undefined) return [];
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  return [`${show(text, before)} → ${show(text, after)}`];
}
