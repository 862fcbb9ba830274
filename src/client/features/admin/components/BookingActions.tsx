import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminBookingDetail } from '../../../../shared/admin/bookings.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectBookingDetail } from '../adminSelectors.js';
import { attendanceMarked, cancelDialogOpened } from '../adminSlice.js';
import { attendanceText } from '../format/bookingLabels.js';

/** What staff can do with the booking: cancel (Pending, Confirmed) and mark attendance (Confirmed, from its class day). */
export function BookingActions({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { attendanceStatus, cancelStatus } = useAppSelector(selectBookingDetail);
  const cancellable = booking.status === 'Confirmed' || booking.status === 'Pending';
  const markable = booking.status === 'Confirmed' && booking.booking_date <= tokyoToday();
  const busy = attendanceStatus === 'loading';
  if (!cancellable && !markable) return null;
  return (
    <Box component="section" aria-labelledby="actions-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="actions-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        Actions
      </Typography>
      {markable && (
        <Box role="group" aria-labelledby="attendance-title" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Typography id="attendance-title" sx={{ mr: 1 }}>
            Attendance: <strong>{attendanceText(booking.attendance)}</strong>
          </Typography>
          <Button
            variant={booking.attendance === 'attended' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => dispatch(attendanceMarked('attended'))}
          >
            Attended
          </Button>
          <Button
            variant={booking.attendance === 'no_show' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => dispatch(attendanceMarked('no_show'))}
          >
            No-show
          </Button>
          {booking.attendance && (
            <Button disabled={busy} onClick={() => dispatch(attendanceMarked(null))}>
              Clear attendance
            </Button>
          )}
        </Box>
      )}
      {cancellable && (
        <Button
          variant="outlined"
          color="error"
          loading={cancelStatus === 'loading'}
          onClick={() => dispatch(cancelDialogOpened())}
          sx={{ alignSelf: 'flex-start' }}
        >
          Cancel booking
        </Button>
      )}
    </Box>
  );
}
