import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectTeachers, teachersNeeded } from '../teachersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { ConflictList } from '../../components/ConflictList.js';

/** What became of a teacher change: done, refused for bookings (listed, as the schedule lists them), or stale (Reload). */
export function TeacherOutcome() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
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
      <ConflictList intro={t('teachers.conflict.intro')} conflicts={conflicts} />
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
