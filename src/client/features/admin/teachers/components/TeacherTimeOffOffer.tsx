import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectTeachers, teacherLessonsCancelConfirmed } from '../teachersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { CancelReasonField } from '../../components/CancelReasonField.js';

/**
 * Under a teacher's save refused for enrolled lessons only (owners: the form is theirs): "Cancel these N lessons and
 * save", and the one dialog that says what happens to each student before anything does (issue 40 point 4). Mounted
 * per list: a new list closes the dialog so the owner reads it first.
 */
export function TeacherTimeOffOffer({ count }: { count: number }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const busy = useAppSelector(selectTeachers).cancellingLessons;
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Box sx={{ mt: 1 }}>
        <Button variant="contained" color="error" onClick={() => setOpen(true)}>
          {t('teachers.timeOff.offer', { count })}
        </Button>
      </Box>
      <Dialog open={open} onClose={() => !busy && setOpen(false)} aria-labelledby="time-off-title" fullWidth maxWidth="sm">
        <DialogTitle id="time-off-title">{t('teachers.timeOff.title', { count })}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('teachers.timeOff.explain')}</DialogContentText>
          <Box component="ul" sx={{ pl: 2.5, my: 1, color: 'text.secondary' }}>
            <li>{t('teachers.timeOff.notice')}</li>
            <li>{t('teachers.timeOff.credit')}</li>
            <li>{t('teachers.timeOff.saved')}</li>
          </Box>
          <CancelReasonField label={t('teachers.timeOff.reason')} value={reason} onChange={setReason} />
          <Alert severity="info">{t('teachers.timeOff.changed')}</Alert>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} disabled={busy}>
            {t('teachers.timeOff.keep')}
          </Button>
          <Button
            variant="contained"
            color="error"
            onClick={() => dispatch(teacherLessonsCancelConfirmed({ reason }))}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          >
            {t('teachers.timeOff.confirm', { count })}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
