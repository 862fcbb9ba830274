import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectCalendar, slotChangeConfirmed, slotChangeDismissed } from '../bookingsSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** An owner closing or reopening one slot is asked first, in words that say what will happen. */
export function SlotChangeDialog() {
  const dispatch = useAppDispatch();
  const { slotChange, slotStatus } = useAppSelector(selectCalendar);
  const { t } = useConsoleText();
  const busy = slotStatus === 'loading';
  const close = slotChange?.close ?? true;
  const bookings = slotChange?.bookings ?? 0;
  return (
    <Dialog open={slotChange !== null} onClose={() => !busy && dispatch(slotChangeDismissed())} aria-labelledby="slot-change-title">
      <DialogTitle id="slot-change-title">{t(close ? 'calendar.askClose' : 'calendar.askReopen')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(close ? 'calendar.closeText' : 'calendar.reopenText', { slot: slotChange?.label ?? '' })}</DialogContentText>
        {close && bookings > 0 && <DialogContentText sx={{ mt: 1 }}>{t('calendar.bookingsStay', { count: bookings })}</DialogContentText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(slotChangeDismissed())} disabled={busy}>
          {t('calendar.keep')}
        </Button>
        <Button variant="contained" loading={busy} onClick={() => dispatch(slotChangeConfirmed())}>
          {t(close ? 'calendar.closeSlot' : 'calendar.reopenSlot')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
