import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { SlotView } from '../../../../shared/admin/bookings.js';
import type { CustomerForm } from './BookingCustomerFields.js';
import { longDayLabel } from '../format/bookingLabels.js';

type Props = { open: boolean; date: string; slots: SlotView[]; form: CustomerForm; onCancel: () => void; onConfirm: () => void };

/** The phone booking, stated before it is made: who, when, and what happens about the money. */
export function BookingCreateDialog({ open, date, slots, form, onCancel, onConfirm }: Props) {
  const times = slots.map((s) => `${s.start}-${s.end}`).join(', ');
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="create-title">
      <DialogTitle id="create-title">Take this booking?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {slots.length} timeslots on {longDayLabel(date)} ({times}, Japan time) for {form.user_name.trim()} ({form.user_email.trim()}),
          taken {form.source === 'phone' ? 'by phone' : 'at the desk'}.
        </DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {form.payment === 'cash'
            ? 'Paid on site in cash: the booking is confirmed at once and the customer is emailed the confirmation. Take the money now.'
            : 'The seats are held and the customer is emailed a payment link; the booking is confirmed when they pay, and the seats are freed if they do not.'}{' '}
          The price is the school&apos;s current price per timeslot; the booking&apos;s page shows the total.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Go back</Button>
        <Button variant="contained" onClick={onConfirm}>
          Book it
        </Button>
      </DialogActions>
    </Dialog>
  );
}
