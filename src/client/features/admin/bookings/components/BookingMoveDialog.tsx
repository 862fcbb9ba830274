import Box from '@mui/material/Box';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { movedTotal } from '../../../../../shared/admin/moveWords.js';
import { timeRangeOf } from '../../../../../shared/timeRange.js';
import { MIN_TIMESLOTS } from '../../../../../shared/constants.js';
import { isIsoDate, slotBegun, tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectMove, moveConfirmed, moveDateChosen, moveDialogClosed, moveDifferenceChosen, moveSlotToggled } from '../bookingsSlice.js';
import { seatsText } from '../../format/bookingLabels.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { cardPossible, movable, owedDifferenceYen, settledBy, type MoveState } from '../moveState.js';

/** The chosen day's slots: closed, full (unless the booking's own) and begun ones cannot be chosen. */
function MoveSlots({ move, c }: { move: MoveState; c: ConsoleText }) {
  const dispatch = useAppDispatch();
  const { t, m } = c;
  const now = new Date();
  if (move.slotsStatus === 'loading' && move.slots.length === 0)
    return <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('bookings.new.slotsLoading')} />;
  if (move.slotsStatus === 'failed') return <Typography color="error">{move.slotsError && m(move.slotsError)}</Typography>;
  if (move.slots.length === 0) return <Typography color="text.secondary">{t('calendar.noClassesDay')}</Typography>;
  return (
    <FormGroup sx={{ display: 'grid', gap: 0.5, gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))' }}>
      {move.slots.map((s) => {
        const begun = slotBegun(s.day, s.start, now);
        const own = s.bookings.some((b) => b.id === move.bookingId);
        const state = begun ? t('bookings.new.slotBegun') : own ? t('move.ownSlot') : seatsText(c, s);
        return (
          <FormControlLabel
            key={s.id}
            label={`${s.start}-${s.end} · ${state}`}
            disabled={begun || !movable(s, move.bookingId)}
            control={<Checkbox checked={!begun && move.picked.includes(s.id)} onChange={() => dispatch(moveSlotToggled(s.id))} />}
          />
        );
      })}
    </FormGroup>
  );
}

/**
 * How a move to another length settles its difference: a longer time's by a payment link emailed to the customer
 * (not without an email) or in cash now; a shorter time's back to the card (a booking paid by card) or in cash now.
 */
function SettleDifference(p: { booking: AdminBookingDetail; more: boolean; diff: string; difference: 'cash' | 'card' }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const byCard = cardPossible(p.booking, p.more);
  const choice = settledBy(p.booking, p.more, p.difference);
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('move.settle')}</FormLabel>
      <RadioGroup value={choice} onChange={(e) => dispatch(moveDifferenceChosen(e.target.value === 'card' ? 'card' : 'cash'))}>
        {(byCard || p.more) && (
          <FormControlLabel
            value="card"
            disabled={!byCard}
            control={<Radio />}
            label={t(p.more ? 'move.settle.link' : 'move.settle.card', { diff: p.diff })}
          />
        )}
        <FormControlLabel
          value="cash"
          control={<Radio />}
          label={t(p.more ? 'move.settle.cashMore' : 'move.settle.cashBack', { diff: p.diff })}
        />
      </RadioGroup>
      {p.more && !byCard && <FormHelperText>{t('move.settle.noEmail')}</FormHelperText>}
    </FormControl>
  );
}

/**
 * "Move": a new date and as many free timeslots as the booking has (its price stays), what happens to the
 * teacher and the customer in words, then confirm. A seat taken meanwhile is said and the slots reload.
 */
export function BookingMoveDialog({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const move = useAppSelector(selectMove);
  const c = useConsoleText();
  const { t, m, yen } = c;
  const busy = move.submitStatus === 'loading';
  const today = tokyoToday();
  const chosen = move.slots.filter((s) => move.picked.includes(s.id));
  // a paid booking may move to another length (priced per timeslot as booked), the difference settled as staff choose
  const paid = booking.status === 'Confirmed' && booking.paid_yen > 0;
  const byCard = booking.provider !== 'cash';
  const ready = (paid ? chosen.length >= MIN_TIMESLOTS : chosen.length === move.length) && move.date !== null;
  const newTotal = chosen.length === 0 ? booking.total_amount : movedTotal(booking.total_amount, move.length, chosen.length);
  const diff = newTotal - booking.total_amount;
  const direction = diff > 0 ? 'more' : 'back';
  const close = () => !busy && dispatch(moveDialogClosed());
  return (
    <Dialog open={move.open} onClose={close} aria-labelledby="move-title" fullWidth maxWidth="sm">
      <DialogTitle id="move-title">{t('move.title', { code: booking.code })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>
          {paid
            ? t(byCard ? 'move.textCard' : 'move.textCash', {
                name: booking.user_name,
                date: c.day(booking.booking_date),
                time: booking.time_range,
                min: MIN_TIMESLOTS,
              })
            : t('move.text', { name: booking.user_name, date: c.day(booking.booking_date), time: booking.time_range, count: move.length })}
        </DialogContentText>
        <TextField
          label={t('move.date')}
          type="date"
          value={move.date ?? ''}
          onChange={(e) => isIsoDate(e.target.value) && e.target.value >= today && dispatch(moveDateChosen(e.target.value))}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today } }}
          sx={{ maxWidth: 240, mt: 1 }}
        />
        <FormControl component="fieldset" aria-busy={move.slotsStatus === 'loading'}>
          <FormLabel component="legend">
            {paid ? t('move.slotsCash', { min: MIN_TIMESLOTS }) : t('move.slots', { count: move.length })}
          </FormLabel>
          <MoveSlots move={move} c={c} />
          <FormHelperText>{t(paid ? 'move.chosenCash' : 'move.chosen', { count: chosen.length, length: move.length })}</FormHelperText>
        </FormControl>
        <Typography aria-live="polite">
          {diff !== 0
            ? t('move.priceChange', { total: yen(newTotal), was: yen(booking.total_amount), diff: yen(Math.abs(diff)), direction })
            : t('move.price', { total: yen(booking.total_amount) })}
        </Typography>
        {diff !== 0 &&
          (-diff === owedDifferenceYen(booking) ? (
            <Typography>{t('move.settle.owedDropped', { diff: yen(-diff) })}</Typography>
          ) : (
            <SettleDifference booking={booking} more={diff > 0} diff={yen(Math.abs(diff))} difference={move.difference} />
          ))}
        <Typography>
          {booking.teacher ? t('move.teacher', { name: booking.teacher.name }) : null}{' '}
          {!booking.user_email
            ? t('move.noEmail')
            : booking.status === 'Pending'
              ? t('move.pendingTold', { email: booking.user_email })
              : t('move.customerTold', { email: booking.user_email })}
        </Typography>
        {move.submitError && (
          <Alert severity="error" role="alert">
            {move.conflict && <AlertTitle>{t('bookings.new.seatTaken')}</AlertTitle>}
            {m(move.submitError)}
            {move.languageConflict && (
              <Box sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  onClick={() => dispatch(moveConfirmed({ languageConfirmed: true }))}
                >
                  {t('move.languageAnyway')}
                </Button>
              </Box>
            )}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={busy}>
          {t('move.keep')}
        </Button>
        <Button variant="contained" loading={busy} disabled={!ready} onClick={() => dispatch(moveConfirmed())}>
          {ready
            ? t('move.confirm', { date: c.day(move.date!), time: timeRangeOf(chosen) })
            : t('move.chooseFirst', { count: move.length })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
