import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { AdminBookingDetail, StaffCancelBody } from '../../../../shared/admin/bookings.js';
import { formatYen } from '../../../../shared/format.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectBookingDetail } from '../adminSelectors.js';
import { cancelDialogClosed, refundConfirmed } from '../adminSlice.js';

type Refund = StaffCancelBody['refund'];

/** The partial amount's problem, or null: whole yen, more than 0 and less than the total (all of it is a full refund). */
export function partialAmountError(text: string, total: number): string | null {
  if (!/^\d+$/.test(text.trim())) return 'Enter the amount in whole yen, for example 3000.';
  const amount = Number(text.trim());
  if (amount <= 0) return 'The amount must be more than ¥0.';
  if (amount >= total) return `A partial refund is less than the total (${formatYen(total)}); choose Full refund for all of it.`;
  return null;
}

function consequence(b: AdminBookingDetail, refund: Refund, amount: number | null): string {
  const what = `Booking #${b.id} (${b.booking_date}, ${b.time_range} Japan time) will be canceled, its seats freed at once, and ${b.user_name} emailed.`;
  // A booking paid in cash at the school is paid back there, never to a card
  const how = b.provider === 'cash' ? "paid back in cash at the school's desk" : 'refunded to the card it was paid with';
  if (refund === 'full') return `${what} ${formatYen(b.total_amount)}, all of it, will be ${how}.`;
  if (refund === 'partial')
    return `${what} ${amount === null ? 'The amount below' : formatYen(amount)} of ${formatYen(b.total_amount)} will be ${
      b.provider === 'cash' ? "paid back in cash at the school's desk" : 'refunded'
    }.`;
  return `${what} Nothing will be refunded.`;
}

/** Staff cancel for the visitor: full, partial or no refund, stated in words before anything happens. */
export function BookingCancelDialog({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { cancelOpen, cancelStatus, cancelError } = useAppSelector(selectBookingDetail);
  // What was paid as the server decides it (paid_yen); the cancel says it decided on it.
  const paid = booking.paid_yen > 0;
  const [refund, setRefund] = useState<Refund>(paid ? 'full' : 'none');
  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const busy = cancelStatus === 'loading';
  const amountError = refund === 'partial' ? partialAmountError(amountText, booking.total_amount) : null;
  const amount = refund === 'partial' && !amountError ? Number(amountText.trim()) : null;

  const confirm = () => {
    setTouched(true);
    if (amountError) return;
    const body: StaffCancelBody = {
      decided_on: { status: booking.status, paid_yen: booking.paid_yen },
      refund,
      ...(amount !== null && { amount }),
      ...(reason.trim() && { reason: reason.trim() }),
    };
    dispatch(refundConfirmed(body));
  };
  const confirmLabel =
    refund === 'full'
      ? `Cancel and refund ${formatYen(booking.total_amount)}`
      : refund === 'partial'
        ? `Cancel and refund ${amount === null ? 'part' : formatYen(amount)}`
        : 'Cancel without refund';

  return (
    <Dialog
      open={cancelOpen}
      onClose={() => !busy && dispatch(cancelDialogClosed())}
      aria-labelledby="cancel-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cancel-title">Cancel booking #{booking.id}?</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id="refund-label">Refund</FormLabel>
          <RadioGroup aria-labelledby="refund-label" value={refund} onChange={(e) => setRefund(e.target.value as Refund)}>
            <FormControlLabel
              value="full"
              disabled={!paid}
              control={<Radio />}
              label={`Full refund (${formatYen(booking.total_amount)})`}
            />
            <FormControlLabel value="partial" disabled={!paid} control={<Radio />} label="Partial refund" />
            <FormControlLabel value="none" control={<Radio />} label="No refund" />
          </RadioGroup>
        </FormControl>
        {refund === 'partial' && (
          <TextField
            label="Refund amount in yen"
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && amountError !== null}
            helperText={touched && amountError ? amountError : `More than ¥0 and less than ${formatYen(booking.total_amount)}.`}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <TextField label="Reason (optional)" value={reason} onChange={(e) => setReason(e.target.value)} multiline minRows={2} />
        <DialogContentText>{consequence(booking, refund, amount)}</DialogContentText>
        {!paid && <DialogContentText>Nothing was paid for this booking, so there is nothing to refund.</DialogContentText>}
        {cancelError && <Alert severity="error">{cancelError}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(cancelDialogClosed())} disabled={busy}>
          Keep the booking
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
