import {
  ALREADY_CANCELED,
  ATTENDANCE_NOT_CONFIRMED,
  ATTENDANCE_TOO_EARLY,
  CSV_HEADINGS_UNKNOWN,
  CUSTOMER_HOLDING,
  DATE_OUTSIDE,
  EMAIL_NEEDED,
  EXPORT_RANGE_BACKWARDS,
  HOLD_EXPIRED,
  JUST_PAID,
  LINK_STILL_OPEN,
  NO_CASH_REFUND_OWED,
  NO_EMAIL,
  NO_LINK_YET,
  NOT_ON_DATE,
  NOTHING_PAID_PARTIAL,
  PARTIAL_NEEDS_AMOUNT,
  PHONE_INVALID,
  SLOT_BEGUN,
  SLOT_CLOSED,
  SLOT_TWICE,
} from '../../../../../shared/admin/bookingWords.js';
import { NO_TEACHER_FREE, REASSIGN_NOT_FREE } from '../../../../../shared/admin/teacherTexts.js';
import { bookingNotFound } from '../../../../../shared/messages.js';
import { TEACHER_NOT_FREE, UNKNOWN_TEACHER } from '../../../../../shared/teacherRefusals.js';
import type { MessageId } from '../messageIds.js';

// The server's bookings refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language.
export const bookingsDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [ALREADY_CANCELED, 'bookings.detail.alreadyCanceled'],
  [HOLD_EXPIRED, 'bookings.detail.holdExpired'],
  [JUST_PAID, 'bookings.detail.justPaid'],
  [LINK_STILL_OPEN, 'bookings.detail.linkStillOpen'],
  [NO_LINK_YET, 'bookings.detail.noLinkYet'],
  [NO_CASH_REFUND_OWED, 'bookings.detail.noCashRefundOwed'],
  [NOTHING_PAID_PARTIAL, 'bookings.detail.nothingPaidPartial'],
  [ATTENDANCE_NOT_CONFIRMED, 'bookings.detail.attendanceNotConfirmed'],
  [ATTENDANCE_TOO_EARLY, 'bookings.detail.attendanceTooEarly'],
  [DATE_OUTSIDE, 'bookings.detail.dateOutside'],
  [NOT_ON_DATE, 'bookings.detail.notOnDate'],
  [SLOT_CLOSED, 'bookings.detail.slotClosed'],
  [SLOT_BEGUN, 'bookings.detail.slotBegun'],
  [EMAIL_NEEDED, 'bookings.detail.emailNeeded'],
  [NO_EMAIL, 'bookings.detail.noEmail'],
  [CUSTOMER_HOLDING, 'bookings.detail.customerHolding'],
  [bookingNotFound, 'bookings.detail.notFound'],
  [PARTIAL_NEEDS_AMOUNT, 'bookings.detail.partialAmount'],
  [PHONE_INVALID, 'bookings.detail.phone'],
  [SLOT_TWICE, 'bookings.detail.slotTwice'],
  [EXPORT_RANGE_BACKWARDS, 'bookings.detail.rangeBackwards'],
  [CSV_HEADINGS_UNKNOWN, 'bookings.detail.headings'],
  [REASSIGN_NOT_FREE, 'bookings.detail.reassignNotFree'],
  [TEACHER_NOT_FREE, 'bookings.detail.teacherNotFree'],
  [NO_TEACHER_FREE, 'bookings.detail.noTeacherFree'],
  [UNKNOWN_TEACHER, 'bookings.detail.unknownTeacher'],
];
