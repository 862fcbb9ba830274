import type { AdminBookingRow, Attendance, SlotView } from '../../../../shared/admin/bookings.js';
import type { BookingStatus } from '../../../../shared/booking.js';
import type { LanguageCode } from '../../../../shared/constants.js';
import type { Assignment } from '../../../../shared/teachers.js';
import type { ConsoleText } from '../i18n/useConsoleText.js';

// Words the console's bookings pages share, in the member's language (useConsoleText's helpers).

/** 'Confirmed' → '確定' … */
export const statusText = ({ t }: ConsoleText, status: BookingStatus) => t(`bookings.status.${status}`);

/** 'Attended', 'No-show', or 'Not marked'. */
export const attendanceText = ({ t }: ConsoleText, attendance: Attendance | null) =>
  t(attendance ? `bookings.attendance.${attendance}` : 'bookings.attendance.none');

/** 'Website', 'Phone', 'At the desk'. */
export const sourceText = ({ t }: ConsoleText, source: AdminBookingRow['source']) => t(`bookings.source.${source}`);

/** The name of a customer's language in the member's. */
export const languageText = ({ t }: ConsoleText, language: LanguageCode) => t(`common.language.${language}`);

/** "1 free", "Full" or "Closed". */
export const seatsText = ({ t }: ConsoleText, slot: Pick<SlotView, 'closed' | 'seats_free'>) =>
  slot.closed ? t('calendar.closed') : slot.seats_free > 0 ? t('calendar.seatsFree', { count: slot.seats_free }) : t('calendar.full');

/** How the class got its teacher: 'chosen by the customer', 'assigned automatically: fewest classes that week', … */
export const assignmentText = ({ t }: ConsoleText, assignment: Assignment) => t(`bookings.teacher.assignment.${assignment}`);
