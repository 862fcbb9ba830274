import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isIsoDate } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import {
  selectCalendar,
  calendarDateChosen,
  calendarDaysChosen,
  calendarStepped,
  calendarTeacherChosen,
  calendarTodayChosen,
} from '../bookingsSlice.js';
import { selectTeacherFilterChoices } from '../bookingTeachers.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { TeacherFilter } from './TeacherFilter.js';

/** Day or week, previous/next, today, a date to jump to, and (in a school with teachers) one teacher's classes. */
export function CalendarToolbar() {
  const dispatch = useAppDispatch();
  const { date, days, teacher } = useAppSelector(selectCalendar);
  const teachers = useAppSelector(selectTeacherFilterChoices);
  const { t } = useConsoleText();
  const day = days === 1;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={days}
        aria-label={t('calendar.view')}
        onChange={(_e, value: 1 | 7 | null) => value && dispatch(calendarDaysChosen(value))}
      >
        <ToggleButton value={1}>{t('calendar.day')}</ToggleButton>
        <ToggleButton value={7}>{t('calendar.week')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" onClick={() => dispatch(calendarStepped(-1))}>
          {t(day ? 'calendar.previousDay' : 'calendar.previousWeek')}
        </Button>
        <Button variant="outlined" onClick={() => dispatch(calendarTodayChosen())}>
          {t('calendar.today')}
        </Button>
        <Button variant="outlined" onClick={() => dispatch(calendarStepped(1))}>
          {t(day ? 'calendar.nextDay' : 'calendar.nextWeek')}
        </Button>
      </Box>
      <TextField
        type="date"
        size="small"
        label={t('calendar.date')}
        value={date ?? ''}
        onChange={(e) => isIsoDate(e.target.value) && dispatch(calendarDateChosen(e.target.value))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {teachers.length > 0 && (
        <TeacherFilter
          teachers={teachers}
          label={t('calendar.teacher')}
          value={teacher === null ? '' : String(teacher)}
          onChange={(value) => dispatch(calendarTeacherChosen(value === '' ? null : Number(value)))}
        />
      )}
    </Box>
  );
}
