import Box from '@mui/material/Box';
import { LANGUAGE_NOT_TAUGHT } from '../../../../../shared/admin/teacherTexts.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectBookingDetail, teacherDialogClosed, teacherReassignConfirmed } from '../bookingsSlice.js';
import { selectActiveTeachers } from '../bookingTeachers.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** "Change teacher": the active teachers to choose from, what will happen in words, then confirm. */
export function TeacherChangeDialog({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { teacherOpen, teacherStatus, teacherError } = useAppSelector(selectBookingDetail);
  const teachers = useAppSelector(selectActiveTeachers);
  const c = useConsoleText();
  const { t, m } = c;
  const [chosen, setChosen] = useState('');
  const busy = teacherStatus === 'loading';
  const current = booking.teacher;
  const picked = teachers.find((teacher) => String(teacher.id) === chosen) ?? null;
  const close = () => !busy && dispatch(teacherDialogClosed());
  return (
    <Dialog open={teacherOpen} onClose={close} aria-labelledby="teacher-title" fullWidth maxWidth="sm">
      <DialogTitle id="teacher-title">{t('bookings.teacher.dialogTitle', { code: booking.code })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {t('bookings.teacher.dialogText', {
            date: c.day(booking.booking_date),
            time: booking.time_range,
            name: booking.user_name,
            teacher: current?.name ?? '—',
          })}
        </DialogContentText>
        <FormControl>
          <FormLabel id="teacher-choice-label">{t('bookings.teacher.newTeacher')}</FormLabel>
          <RadioGroup aria-labelledby="teacher-choice-label" value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {teachers.map((teacher) => (
              <FormControlLabel
                key={teacher.id}
                value={String(teacher.id)}
                // the class's own teacher is listed (it says who has it) but cannot be chosen again
                disabled={teacher.id === current?.id}
                control={<Radio />}
                label={teacher.id === current?.id ? t('bookings.teacher.current', { name: teacher.name }) : teacher.name}
              />
            ))}
          </RadioGroup>
        </FormControl>
        {picked && <DialogContentText>{t('bookings.teacher.consequence', { name: picked.name })}</DialogContentText>}
        {teacherError && (
          <Alert severity="error" role="alert">
            {m(teacherError)}
            {picked && teacherError.detail === LANGUAGE_NOT_TAUGHT && (
              <Box sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => dispatch(teacherReassignConfirmed({ teacher_id: picked.id, name: picked.name, language_confirmed: true }))}
                >
                  {t('bookings.teacher.languageAnyway', { name: picked.name })}
                </Button>
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={busy}>
          {t('bookings.teacher.keep')}
        </Button>
        <Button
          variant="contained"
          loading={busy}
          disabled={!picked}
          onClick={() => picked && dispatch(teacherReassignConfirmed({ teacher_id: picked.id, name: picked.name }))}
        >
          {picked ? t('bookings.teacher.confirm', { name: picked.name }) : t('bookings.teacher.chooseFirst')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
