import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MIN_TIMESLOTS } from '../../../../../shared/constants.js';
import { slotBegun } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectPhoneBooking, newBookingSlotToggled } from '../bookingsSlice.js';
import { seatsText } from '../../format/bookingLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The chosen day's slots with their free seats; closed and full ones, and today's that have begun (Japan time), cannot be chosen. */
export function SlotPicker({ showError }: { showError: boolean }) {
  const dispatch = useAppDispatch();
  const { slots, slotsStatus, slotsError, picked } = useAppSelector(selectPhoneBooking);
  const c = useConsoleText();
  const { t, m } = c;
  const tooFew = picked.length < MIN_TIMESLOTS;
  const now = new Date();
  let body;
  if (slotsStatus === 'loading' && slots.length === 0)
    body = <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('bookings.new.slotsLoading')} />;
  else if (slotsStatus === 'failed') body = <Typography color="error">{slotsError && m(slotsError)}</Typography>;
  else if (slots.length === 0) body = <Typography color="text.secondary">{t('calendar.noClassesDay')}</Typography>;
  else
    body = (
      <FormGroup sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))' }}>
        {slots.map((s) => {
          const begun = slotBegun(s.day, s.start, now);
          return (
            <FormControlLabel
              key={s.id}
              label={`${s.start}-${s.end} · ${begun ? t('bookings.new.slotBegun') : seatsText(c, s)}`}
              disabled={begun || s.closed || s.seats_free <= 0}
              control={<Checkbox checked={!begun && picked.includes(s.id)} onChange={() => dispatch(newBookingSlotToggled(s.id))} />}
            />
          );
        })}
      </FormGroup>
    );
  return (
    <FormControl component="fieldset" error={showError && tooFew} aria-busy={slotsStatus === 'loading'}>
      <FormLabel component="legend">{t('bookings.new.slots', { min: MIN_TIMESLOTS })}</FormLabel>
      {body}
      <FormHelperText>
        {t(showError && tooFew ? 'bookings.new.chosenTooFew' : 'bookings.new.chosen', { count: picked.length, min: MIN_TIMESLOTS })}
      </FormHelperText>
    </FormControl>
  );
}
