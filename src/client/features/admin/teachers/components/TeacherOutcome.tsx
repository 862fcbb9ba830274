import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectTeachers, teachersNeeded } from '../teachersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { TEACHER_CONFLICT } from '../../../../../shared/admin/teacherTexts.js';
import { ConflictList } from '../../components/ConflictList.js';
import { TeacherTimeOffOffer } from './TeacherTimeOffOffer.js';

/**
 * What became of a teacher change: done, refused for bookings (listed, as the schedule lists them; enrolled lessons alone
 * may be canceled with the save), or stale (Reload).
 */
export function TeacherOutcome() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { outcome, lastSave } = useAppSelector(selectTeachers);
  const { status, message, conflicts, stale } = outcome;
  // only enrolled lessons in a save's way: the owner may cancel them with it (bookings are moved or canceled by hand)
  const lessonsOnly = lastSave?.id != null && conflicts.length > 0 && conflicts.every((c) => c.kind === 'lesson');
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
      {/* lessons alone: the intro says it (the server's "move or cancel these bookings" would not fit) */}
      {message && !(lessonsOnly && message.detail === TEACHER_CONFLICT) && m(message)}
      <ConflictList intro={t(lessonsOnly ? 'teachers.timeOff.intro' : 'teachers.conflict.intro')} conflicts={conflicts} />
      {lessonsOnly && <TeacherTimeOffOffer key={conflicts.map((c) => c.id).join()} count={conflicts.length} />}
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
