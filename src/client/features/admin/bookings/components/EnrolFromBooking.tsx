import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { weekday } from '../../../../../shared/dates.js';
import { adminEnrolPath } from '../../../../../shared/paths.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * A trial's "Enrol with this teacher" (issue 40): the desk's enrolment form, pre-filled with the trial's customer,
 * teacher, weekday and time (chosen there when that weekly time is free), the enrolment remembering the trial.
 */
export function EnrolFromBooking({ booking }: { booking: AdminBookingDetail }) {
  const { t } = useConsoleText();
  if (booking.status !== 'Confirmed' || !booking.customer_id) return null;
  const to = adminEnrolPath({
    from_booking_id: booking.id,
    customer_id: booking.customer_id,
    teacher_id: booking.teacher?.id,
    weekday: weekday(booking.booking_date),
    start: booking.slots[0]?.start.slice(0, 5),
  });
  return (
    <Button component={RouterLink} to={to} variant="outlined" sx={{ alignSelf: 'flex-start' }}>
      {t('enrolments.fromBooking')}
    </Button>
  );
}
