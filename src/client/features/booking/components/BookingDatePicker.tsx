import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useDeferredValue } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectAvailableDates, selectCalendarLoading, selectDate, selectLastCalendarDate } from '../bookingSelectors.js';
import { dateSelected } from '../bookingSlice.js';
import { useWords } from '../../../i18n/useWords.js';

// The calendar's code starts loading with the booking page's (not when it is first shown), and
// arrives while the calendar's dates are being fetched.
const calendarModule = import(/* webpackChunkName: "calendar" */ './DateCalendarPanel.js');
const DateCalendarPanel = lazy(() => calendarModule.then((m) => ({ default: m.DateCalendarPanel })));

/** MUI's DateCalendar is 320 × 336 px: the placeholder takes its place exactly, so nothing moves when it arrives. */
function CalendarPlaceholder() {
  const { t } = useWords();
  return (
    <Skeleton
      variant="rounded"
      width={320}
      height={336}
      sx={{ mx: 'auto', maxWidth: '100%' }}
      role="progressbar"
      aria-label={t('booking.loadingDates')}
    />
  );
}

/**
 * A date picker where only available dates can be chosen. An inline calendar rather than
 * the pop-up DatePicker: nothing to open on a phone, full keyboard support (arrow keys, Enter), and
 * no Popper/Dialog code. Its code (MUI X and dayjs) is a chunk of its own, and it first renders as a
 * transition (useDeferredValue): the page's heading and form do not wait for it, and its 42 day
 * buttons render in slices instead of one long task.
 */
export function BookingDatePicker() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const date = useAppSelector(selectDate);
  const available = useAppSelector(selectAvailableDates);
  const lastDate = useAppSelector(selectLastCalendarDate);
  const loading = useDeferredValue(useAppSelector(selectCalendarLoading));
  return (
    // minWidth 0: a fieldset is at least as wide as its content by default, and the 320 px calendar then
    // pushed the page sideways on a 360 px phone
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, m: 0, p: { xs: 0.5, sm: 1 }, minWidth: 0 }}>
      <Box component="legend" sx={{ px: 1, color: 'text.secondary' }}>
        {t('booking.date')}
        <Box component="output" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {/* the spec's picker format, yyyy-MM-dd; the payment page writes the date in the visitor's language */}
          {date ?? t('booking.noDate')}
        </Box>
      </Box>
      {loading ? (
        <CalendarPlaceholder />
      ) : (
        <Suspense fallback={<CalendarPlaceholder />}>
          <DateCalendarPanel date={date} available={available} lastDate={lastDate} onChange={(d) => dispatch(dateSelected(d))} />
        </Suspense>
      )}
    </Box>
  );
}
