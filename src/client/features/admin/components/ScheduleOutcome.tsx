import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectSchedule } from '../adminSelectors.js';
import { scheduleReloadRequested } from '../adminSlice.js';

/** What became of "Save schedule": saved, refused for bookings (listed), or refused as stale (Reload). */
export function ScheduleOutcome() {
  const dispatch = useAppDispatch();
  const { saveStatus, saveMessage, conflicts, stale } = useAppSelector(selectSchedule);
  if (saveStatus === 'succeeded') {
    return (
      <Alert severity="success" role="status">
        {saveMessage} A new price or tax rate applies to new bookings; bookings already made keep theirs.
      </Alert>
    );
  }
  if (saveStatus !== 'failed') return null;
  return (
    <Alert severity="error" role="alert">
      {saveMessage}
      {conflicts.length > 0 && (
        <>
          <Box component="p" sx={{ my: 1 }}>
            Nothing was saved. Cancel or move these bookings first, then save again:
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {conflicts.map((c) => (
              <li key={c.id}>
                <Link component={RouterLink} to={adminBookingPath(c.id)}>
                  Booking #{c.id}
                </Link>{' '}
                — {c.booking_date} {c.time_range} — {c.user_name} ({c.status})
              </li>
            ))}
          </Box>
        </>
      )}
      {stale && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="inherit" onClick={() => dispatch(scheduleReloadRequested())}>
            Reload
          </Button>{' '}
          (shows the schedule as it is now; your unsaved changes are dropped)
        </Box>
      )}
    </Alert>
  );
}
