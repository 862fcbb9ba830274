import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectSchedule, scheduleReloadRequested } from '../scheduleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { CloseDatesOffer } from './CloseDatesDialog.js';
import { ConflictList } from '../../components/ConflictList.js';

/** What became of "Save schedule": saved, refused for bookings (listed), or refused as stale (Reload). */
export function ScheduleOutcome() {
  const dispatch = useAppDispatch();
  const { t, m, list, longDay } = useConsoleText();
  const { saveStatus, saveMessage, conflicts, stale, closing } = useAppSelector(selectSchedule);
  if (saveStatus === 'succeeded') {
    return (
      <Alert severity="success" role="status">
        {saveMessage && m(saveMessage)}
        {closing.done && t('closeDates.done', { count: closing.done.count, dates: list(closing.done.dates.map(longDay)) })}
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
      <ConflictList intro={t('schedule.conflict.intro')} conflicts={conflicts} />
      {/* not a dead end: each booking's page moves it to another time or cancels it with its refund */}
      {conflicts.length > 0 && (
        <Box component="p" sx={{ mt: 1, mb: 0, fontWeight: 600 }}>
          {t('schedule.conflict.moveOrCancel', { count: conflicts.length })}
        </Box>
      )}
      <CloseDatesOffer />
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
