import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Teacher } from '../../../../../shared/admin/teachers.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { teacherRetireConfirmed } from '../teachersSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** Retiring asks first, saying what it does: no new bookings, and their booked classes must be moved first. */
export function TeacherRetireDialog({ teacher, open, onClose }: { teacher: Teacher | null; open: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const name = teacher?.name ?? '';
  return (
    <Dialog open={open && teacher !== null} onClose={onClose} aria-labelledby="retire-title" aria-describedby="retire-text">
      <DialogTitle id="retire-title">{t('teachers.retire.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="retire-text">{t('teachers.retire.text', { name, count: teacher?.upcoming_classes ?? 0 })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('teachers.retire.keep')}</Button>
        <Button
          color="error"
          variant="contained"
          onClick={() => {
            if (teacher) dispatch(teacherRetireConfirmed({ id: teacher.id, name: teacher.name }));
            onClose();
          }}
        >
          {t('teachers.retire.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
