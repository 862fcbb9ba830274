import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectSchedule } from '../adminSelectors.js';
import { scheduleReloadRequested } from '../adminSlice.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** What became of "Save schedule": saved, refused for bookings (listed), or refused as stale (Reload). */
export function ScheduleOutcome() {
  const dispatch = useAppDispatch();
  const { t, m, longDay } = useConsoleText();
  const { saveStatus, saveMessage, conflicts, stale } = useAppSelector(selectSchedule);
  if (saveStatus === 'succeeded') {
    return (
      <Alert severity="success" role="status">
        {saveMessage && m(saveMessage)}
        <Box component="span" sx={{ display: 'block' }}>
          {t('schedule.savedPrices')}
        </Box>
      </Alert>
    );
  }
  if (saveStatus !== 'failed') return null;
  return (
    <Alert severity="error" role="alert">
      {saveMessage && m(saveMessage)}
      {conflicts.length > 0 && (
        <>
          <Box component="p" sx={{ my: 1 }}>
            {t('schedule.conflict.intro')}
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
          <Button variant="outlined" color="inherit" onClick={() => dispatch(scheduleReloadRequested())}>
            {t('schedule.reload')}
          </Button>{' '}
          {t('schedule.reloadHint')}
        </Box>
      )}
    </Alert>
  );
}
