import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectTeachers } from '../adminSelectors.js';
import { teachersNeeded } from '../adminSlice.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** What became of a teacher change: done, refused for bookings (listed, as the schedule lists them), or stale (Reload). */
export function TeacherOutcome() {
  const dispatch = useAppDispatch();
  const { t, m, longDay } = useConsoleText();
  const { status, message, conflicts, stale } = useAppSelector(selectTeachers).outcome;
  if (status === 'succeeded' && message) {
    return (
      <Alert severity="success" role="status">
        {m(message)}
      </Alert>
    );
  }
  if (status !== 'failed') return null;
  return (
    <Alert severity="error" role="alert">
      {message && m(message)}
      {conflicts.length > 0 && (
        <>
          <Box component="p" sx={{ my: 1 }}>
            {t('teachers.conflict.intro')}
          </Box>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {conflicts.map((c) => (
              <li key={c.id}>
                <Link component={RouterLink} to={adminBookingPath(c.id)}>
                  {t('schedule.conflict.booking', { id: String(c.id) })}
                </Link>{' '}
                — {t('schedule.conflict.line', { date: longDay(c.booking_date), time: c.time_range, name: c.user_name, status: c.status })}
              </li>
            ))}
          </Box>
        </>
      )}
      {stale && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="inherit" onClick={() => dispatch(teachersNeeded())}>
            {t('schedule.reload')}
          </Button>{' '}
          {t('teachers.reloadHint')}
        </Box>
      )}
    </Alert>
  );
}
