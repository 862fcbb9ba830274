import type { ActivityEntry } from '../../../../shared/admin/common.js';
import { changeLines } from './auditChanges.js';
import { isRecord } from './auditValues.js';
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
  'customer.changed',
  'customer.merged',
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
/** Actions and targets named in the audit words (audit.*, issue 39 point 11). */
export const AUDIT_ACTIONS = [
  'booking.teacher_assigned',
  'teacher.created',
  'teacher.changed',
  'teacher.retired',
  'teacher.restored',
  'enrolment.created',
  'tuition.paid',
  'lessons.canceled',
  'course.created',
  'course.changed',
  'course.retired',
  'customer.created',
  'tuition.exported',
  'tuition.receipt_issued',
  'tuition.receipt_reissued',
  'enrolment.card_changed',
  'enrolment.paused',
  'enrolment.withdrawn',
  'enrolment.changed',
  'lessons.canceled_teacher_off',
  'makeup.booked',
] as const;
const AUDIT_TARGETS = ['teacher', 'enrolment', 'course'] as const;

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** 'booking.cancel' → 'Booking canceled' (known), else 'booking cancel'. */
export function actionWords({ t }: ConsoleText, action: string): string {
  if (isOneOf(ACTIONS, action)) return t(`staff.action.${action}`);
  return isOneOf(AUDIT_ACTIONS, action) ? t(`audit.action.${action}`) : action.replace(/[._]+/g, ' ');
}

/** 'booking', 42 → 'Booking 42' (known), else 'some thing 42'. */
export function targetWords({ t }: ConsoleText, type: string, id: string | number | null | undefined): string {
  const shownId = id === null || id === undefined ? '' : String(id);
  if (isOneOf(TARGETS, type)) return t(`staff.target.${type}`, { id: shownId }).trim();
  if (isOneOf(AUDIT_TARGETS, type)) return t(`audit.target.${type}`, { id: shownId }).trim();
  return `${type.replaceAll('_', ' ')}${shownId ? ` ${shownId}` : ''}`;
}

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

/** One line per changed field, in the log's words (auditChanges.ts). */
export const describeChange = (text: ConsoleText, before: unknown, after: unknown): string[] => changeLines(text, before, after);
