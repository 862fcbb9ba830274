import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectBookingDetail, attendanceMarked, bookingActionRequested, cancelDialogOpened, moveDialogOpened } from '../bookingsSlice.js';
import { attendanceText } from '../../format/bookingLabels.js';
import { owedDifference } from '../moveState.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * What staff can do with the booking: move it to another time (Confirmed, Pending), cancel (Pending, Confirmed), mark attendance (Confirmed, from its class
 * day), email the customer their own booking link again (staff never see it), and record a cash
 * refund owed as paid back at the desk.
 */
export function BookingActions({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { attendanceStatus, cancelStatus, actionStatus } = useAppSelector(selectBookingDetail);
  const c = useConsoleText();
  const { t } = c;
  const cancellable = booking.status === 'Confirmed' || booking.status === 'Pending';
  const markable = booking.status === 'Confirmed' && booking.booking_date <= tokyoToday();
  // A walk-in who gave only a name has no email to send the link to.
  const hasLink = (booking.status === 'Confirmed' || booking.status === 'Canceled') && booking.user_email !== null;
  // a cash refund the customer is owed (they canceled online): it is paid back at the desk, then marked here
  const owed = booking.cash_owed_yen > 0;
  // a move's difference still owed (its payment link unpaid) can be taken in cash at the desk
  const owedCharge = owedDifference(booking);
  // a class still to come moves to another time of the same length (the server checks it has not begun); one
  // awaiting payment too, while its hold lasts (the server checks that), its payment link staying valid
  const movable =
    (booking.status === 'Confirmed' || booking.status === 'Pending') && booking.booking_date >= tokyoToday() && booking.slots.length > 0;
  const busy = attendanceStatus === 'loading';
  const acting = actionStatus === 'loading';
  if (!cancellable && !markable && !hasLink && !owed && !owedCharge) return null;
  return (
    <Box component="section" aria-labelledby="actions-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="actions-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('bookings.actions.title')}
      </Typography>
      {markable && (
        <Box role="group" aria-labelledby="attendance-title" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="attendance-title" sx={{ mr: 1 }}>
            <FormattedMessage
              id="bookings.actions.attendanceIs"
              values={{ state: <strong>{attendanceText(c, booking.attendance)}</strong> }}
            />
          </Typography>
          <Button
            variant={booking.attendance === 'attended' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => dispatch(attendanceMarked('attended'))}
          >
            {t('bookings.attendance.attended')}
          </Button>
          <Button
            variant={booking.attendance === 'no_show' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => dispatch(attendanceMarked('no_show'))}
          >
            {t('bookings.attendance.no_show')}
          </Button>
          {booking.attendance && (
            <Button disabled={busy} onClick={() => dispatch(attendanceMarked(null))}>
              {t('bookings.actions.clearAttendance')}
            </Button>
          )}
        </Box>
      )}
      {(hasLink || owed || owedCharge) && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {owedCharge && (
            <Button variant="contained" disabled={acting} onClick={() => dispatch(bookingActionRequested('difference_cash'))}>
              {t(owedCharge.reason === 'lesson' ? 'move.difference.takeLessonCash' : 'move.difference.takeCash', {
                amount: owedCharge.amount,
              })}
            </Button>
          )}
          {owedCharge && booking.user_email !== null && (
            <Button variant="outlined" disabled={acting} onClick={() => dispatch(bookingActionRequested('difference_link'))}>
              {t(owedCharge.reason === 'lesson' ? 'move.difference.sendLessonLink' : 'move.difference.sendLink')}
            </Button>
          )}
          {owed && (
            <Button variant="contained" disabled={acting} onClick={() => dispatch(bookingActionRequested('cash_refunded'))}>
              {t('bookings.actions.markCashRefunded')}
            </Button>
          )}
          {hasLink && (
            <Button variant="outlined" disabled={acting} onClick={() => dispatch(bookingActionRequested('resend_link'))}>
              {t('bookings.actions.resendLink')}
            </Button>
          )}
        </Box>
      )}
      {movable && (
        <Button
          variant="outlined"
          onClick={() =>
            dispatch(
              moveDialogOpened({
                bookingId: booking.id,
                date: booking.booking_date,
                length: booking.slots.length,
                difference: booking.provider === 'cash' ? 'cash' : 'card',
                own: booking.slots.map((s) => s.id),
              }),
            )
          }
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('move.open')}
        </Button>
      )}
      {cancellable && (
        <Button
          variant="outlined"
          color="error"
          loading={cancelStatus === 'loading'}
          onClick={() => dispatch(cancelDialogOpened())}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('bookings.actions.cancel')}
        </Button>
      )}
    </Box>
  );
}
