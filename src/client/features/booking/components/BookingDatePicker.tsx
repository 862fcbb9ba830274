import Box from '@mui/material/Box';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { addDays, tokyoToday } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectAvailableDates, selectDate, selectLastCalendarDate } from '../bookingSelectors.js';
import { dateSelected } from '../bookingSlice.js';

// SPEC §9: the picker's dates are yyyy-MM-dd (dayjs spells it YYYY-MM-DD).
const ISO = 'YYYY-MM-DD';

/**
 * SPEC §2: a date picker where only available dates can be chosen. An inline calendar rather than
 * the pop-up DatePicker: nothing to open on a phone, full keyboard support (arrow keys, Enter), and
 * no Popper/Dialog code (about 25 KB less). Imported only by the booking page, so the picker and
 * dayjs ship in that route's chunks alone.
 */
export function BookingDatePicker() {
  const dispatch = useAppDispatch();
  const date = useAppSelector(selectDate);
  const available = useAppSelector(selectAvailableDates);
  const lastDate = useAppSelector(selectLastCalendarDate);
  const value = useMemo(() => (date ? dayjs(date) : null), [date]);
  // The booking window starts tomorrow in Tokyo (SPEC §9) and ends at the calendar's last day.
  const minDate = useMemo(() => dayjs(addDays(tokyoToday(), 1)), []);
  const maxDate = lastDate ? dayjs(lastDate) : minDate;
  const onChange = (next: Dayjs | null) => {
    if (next?.isValid()) dispatch(dateSelected(next.format(ISO)));
  };
  return (
    // minWidth 0: a fieldset is at least as wide as its content by default, and the 320 px calendar then
    // pushed the page sideways on a 360 px phone (issue 6)
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 1, color: 'text.secondary' }}>
        Date: <Box component="output" sx={{ color: 'text.primary', fontWeight: 600 }}>{date ?? 'none chosen yet'}</Box>
      </Box>
      <LocalizationProvider dateAdapter={AdapterDayjs}>
        <DateCalendar
          value={value}
          onChange={onChange}
          shouldDisableDate={(day: Dayjs) => !available.has(day.format(ISO))}
          minDate={minDate}
          maxDate={maxDate}
          views={['day']}
          sx={{ mx: 'auto', maxWidth: '100%' }}
        />
      </LocalizationProvider>
    </Box>
  );
}
