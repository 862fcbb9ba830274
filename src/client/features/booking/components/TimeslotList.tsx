import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectDate, selectDateError, selectPicked, selectSlotsLoading, selectTimeslots } from '../bookingSelectors.js';
import { timeslotToggled } from '../bookingSlice.js';

const slotGridSx = { display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' } as const;

/** SPEC §2: the chosen day's timeslots as 'HH:MM-HH:MM' checkboxes. */
export function TimeslotList() {
  const dispatch = useAppDispatch();
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
    body = <Typography color="text.secondary">Choose a date to see its free timeslots.</Typography>;
  } else if (slots.length === 0) {
    body = <Typography color="text.secondary">No timeslots are free on this date.</Typography>;
  } else {
    body = (
      <FormGroup sx={slotGridSx}>
        {slots.map((s) => (
          <FormControlLabel
            key={s.id}
            label={`${s.start}-${s.end}`}
            control={<Checkbox checked={picked.includes(s.id)} onChange={() => dispatch(timeslotToggled(s.id))} />}
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <FormControl component="fieldset" variant="standard" sx={{ width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        Timeslots
      </FormLabel>
      {body}
    </FormControl>
  );
}
