import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { localTimes } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { browserTimeZone } from '../../../components/ClassTime.js';
import { selectDate, selectDateError, selectPicked, selectSlotsLoading, selectTimeslots } from '../bookingSelectors.js';
import { timeslotToggled } from '../bookingSlice.js';
import { useWords } from '../../../i18n/useWords.js';

const slotGridSx = { display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' } as const;

function SlotLabel({ date, start, end, zone }: { date: string; start: string; end: string; zone: string | undefined }) {
  const local = localTimes(date, `${start}-${end}`, zone);
  const { t } = useWords();
  return (
    <>
      {start}-{end}
      {local && (
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {t('booking.yourTime', { range: local.range })}
          {local.date === date ? '' : ` (${local.date})`}
        </Typography>
      )}
    </>
  );
}

/** The chosen day's timeslots as 'HH:MM-HH:MM' checkboxes. */
export function TimeslotList() {
  const dispatch = useAppDispatch();
  const { t } = useWords();
  const date = useAppSelector(selectDate);
  const dateError = useAppSelector(selectDateError);
  const slots = useAppSelector(selectTimeslots);
  const picked = useAppSelector(selectPicked);
  const loading = useAppSelector(selectSlotsLoading);

  let body;
  if (loading) {
    body = (
      <FormGroup sx={slotGridSx} aria-busy="true">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={36} />
        ))}
      </FormGroup>
    );
  } else if (date === null || dateError !== null) {
    body = <Typography color="text.secondary">{t('booking.chooseDate')}</Typography>;
  } else if (slots.length === 0) {
    body = <Typography color="text.secondary">{t('booking.noSlots')}</Typography>;
  } else {
    // The times are Japan's (the legend says so); a visitor elsewhere also sees their own
    const zone = browserTimeZone();
    body = (
      <FormGroup sx={slotGridSx}>
        {slots.map((s) => (
          <FormControlLabel
            key={s.id}
            label={<SlotLabel date={date} start={s.start} end={s.end} zone={zone} />}
            control={<Checkbox checked={picked.includes(s.id)} onChange={() => dispatch(timeslotToggled(s.id))} />}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('booking.slots')}
      </FormLabel>
      {body}
    </FormControl>
  );
}
