import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectCalendar } from '../adminSelectors.js';
import { slotChangeConfirmed, slotChangeDismissed } from '../adminSlice.js';

/** An owner closing or reopening one slot is asked first, in words that say what will happen. */
export function SlotChangeDialog() {
  const dispatch = useAppDispatch();
  const { slotChange, slotStatus } = useAppSelector(selectCalendar);
  const busy = slotStatus === 'loading';
  const close = slotChange?.close ?? true;
  const bookings = slotChange?.bookings ?? 0;
  return (
    <Dialog open={slotChange !== null} onClose={() => !busy && dispatch(slotChangeDismissed())} aria-labelledby="slot-change-title">
      <DialogTitle id="slot-change-title">{close ? 'Close this slot?' : 'Reopen this slot?'}</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {close
            ? `${slotChange?.label ?? ''} (Japan time) will be closed: nobody can book it, on the site or at the desk.`
            : `${slotChange?.label ?? ''} (Japan time) will be open for booking again.`}
        </DialogContentText>
        {close && bookings > 0 && (
          <DialogContentText sx={{ mt: 1 }}>
            {bookings === 1 ? 'Its booking stays' : `Its ${bookings} bookings stay`}: cancel from the booking&apos;s page if the class will
            not take place.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(slotChangeDismissed())} disabled={busy}>
          Keep it as it is
        </Button>
        <Button variant="contained" loading={busy} onClick={() => dispatch(slotChangeConfirmed())}>
          {close ? 'Close slot' : 'Reopen slot'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
