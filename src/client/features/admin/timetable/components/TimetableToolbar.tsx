import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { addDays, isIsoDate, tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { selectTimetable, timetableDateChosen, timetableViewChosen, type TimetableView } from '../timetableSlice.js';

/** Day or week, previous/next, today, and a date to jump to. */
export function TimetableToolbar() {
  const dispatch = useAppDispatch();
  const { date, view } = useAppSelector(selectTimetable);
  const { t } = useConsoleText();
  const step = (n: number) => date && dispatch(timetableDateChosen(addDays(date, n * (view === 'week' ? 7 : 1))));
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={view}
        aria-label={t('timetable.view')}
        onChange={(_e, value: TimetableView | null) => value && dispatch(timetableViewChosen(value))}
      >
        <ToggleButton value="day">{t('timetable.day')}</ToggleButton>
        <ToggleButton value="week">{t('timetable.week')}</ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" onClick={() => step(-1)}>
          {t('timetable.previous', { view })}
        </Button>
        <Button variant="outlined" onClick={() => dispatch(timetableDateChosen(tokyoToday()))}>
          {t('timetable.today')}
        </Button>
        <Button variant="outlined" onClick={() => step(1)}>
          {t('timetable.next', { view })}
        </Button>
      </Box>
      <TextField
        type="date"
        size="small"
        label={t('timetable.date')}
        value={date ?? ''}
        onChange={(e) => isIsoDate(e.target.value) && dispatch(timetableDateChosen(e.target.value))}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}
