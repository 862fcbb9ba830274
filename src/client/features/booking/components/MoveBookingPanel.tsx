import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BookingDetail } from '../../../../shared/booking.js';
import { addDays, isIsoDate, tokyoToday } from '../../../../shared/dates.js';
import { MOVE_RULE } from '../../../../shared/moveTexts.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectLanguage } from '../../ui/uiSelectors.js';
import {
  bookingMoveClosed,
  bookingMoveDateChosen,
  bookingMoveOpened,
  bookingMoveSlotToggled,
  bookingMoveSubmitted,
  selectMoveView,
} from '../moveView.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';

const slotGridSx = { display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))' } as const;

/**
 * "Move booking" on the booking's page (while it could be canceled): a new date from tomorrow (Japan time),
 * its free timeslots, as many as the booking has (the rule said in the visitor's language), then Move.
 */
export function MoveBookingPanel({ booking }: { booking: BookingDetail }) {
  const dispatch = useAppDispatch();
  const move = useAppSelector(selectMoveView);
  const language = useAppSelector(selectLanguage);
  const words = useWords();
  const { t } = words;
  const count = booking.timeslot_count ?? 0;
  const first = addDays(tokyoToday(), 1);
  if (count === 0) return null;
  if (!move.open)
    return (
      <Button variant="outlined" onClick={() => dispatch(bookingMoveOpened())} sx={{ alignSelf: 'flex-start' }}>
        {t('move.open')}
      </Button>
    );
  const chosen = move.slots.filter((s) => move.picked.includes(s.id));
  const ready = chosen.length === count;
  let slots;
  if (move.date === null) slots = <Typography color="text.secondary">{t('booking.chooseDate')}</Typography>;
  else if (move.slotsStatus === 'loading')
    slots = <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('move.loadingSlots')} />;
  else if (move.slots.length === 0) slots = <Typography color="text.secondary">{t('booking.noSlots')}</Typography>;
  else
    slots = (
      <FormGroup sx={slotGridSx}>
        {move.slots.map((s) => (
          <FormControlLabel
            key={s.id}
            label={`${s.start}-${s.end}`}
            control={<Checkbox checked={move.picked.includes(s.id)} onChange={() => dispatch(bookingMoveSlotToggled(s.id))} />}
          />
        ))}
      </FormGroup>
    );
  return (
    <Box component="section" aria-labelledby="move-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="move-heading" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('move.open')}
      </Typography>
      <Typography lang={language} translate="no">
        {MOVE_RULE[language](count)}
      </Typography>
      <TextField
        label={t('move.newDate')}
        type="date"
        value={move.date ?? ''}
        onChange={(e) => isIsoDate(e.target.value) && e.target.value >= first && dispatch(bookingMoveDateChosen(e.target.value))}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: first } }}
        sx={{ maxWidth: 240 }}
      />
      <FormControl component="fieldset" aria-busy={move.slotsStatus === 'loading'}>
        <FormLabel component="legend">{t('move.newSlots')}</FormLabel>
        {slots}
        <FormHelperText>{t('move.chosen', { chosen: chosen.length, count })}</FormHelperText>
      </FormControl>
      {move.message && move.status === 'failed' && <Alert severity="error">{messageText(words, move.message)}</Alert>}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          disabled={!ready}
          loading={move.status === 'loading'}
          loadingPosition="start"
          onClick={() => dispatch(bookingMoveSubmitted())}
        >
          {t('move.submit')}
        </Button>
        <Button onClick={() => dispatch(bookingMoveClosed())} disabled={move.status === 'loading'}>
          {t('move.keep')}
        </Button>
      </Box>
    </Box>
  );
}
