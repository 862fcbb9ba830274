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
import type { AdminBookingDetail, StaffCancelBody } from '../../../../../shared/admin/bookings.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectBookingDetail, cancelDialogClosed, refundConfirmed } from '../bookingsSlice.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { overridesPolicy, PolicyFigure, policyChoice } from './PolicyFigure.js';

type Refund = StaffCancelBody['refund'];

/** The partial amount's problem (a catalogue key), or null: whole yen, more than 0 and less than what was paid (all of it is a full refund). */
export function partialAmountError(text: string, paid: number): MessageId | null {
  if (!/^\d+$/.test(text.trim())) return 'bookings.cancel.amountWhole';
  const amount = Number(text.trim());
  if (amount <= 0) return 'bookings.cancel.amountPositive';
  if (amount >= paid) return 'bookings.cancel.amountTooMuch';
  return null;
}

function consequence(c: ConsoleText, b: AdminBookingDetail, refund: Refund, amount: number | null): string {
  const { t, yen } = c;
  const what = t('bookings.cancel.what', { code: b.code, date: c.day(b.booking_date), time: b.time_range, name: b.user_name });
  // A booking paid in cash at the school is paid back there, never to a card
  const cash = b.provider === 'cash';
  // all of it is what was paid (paid_yen, the server's refundable yen): a move's difference still owed is not refunded
  const paid = yen(b.paid_yen);
  if (refund === 'full') return `${what} ${t(cash ? 'bookings.cancel.fullCash' : 'bookings.cancel.fullCard', { amount: paid })}`;
  // the refund first, then what it is part of: what the customer paid
  if (refund === 'partial')
    return `${what} ${
      amount === null
        ? t(cash ? 'bookings.cancel.partialUnsetCash' : 'bookings.cancel.partialUnsetCard', { paid })
        : t(cash ? 'bookings.cancel.partialCash' : 'bookings.cancel.partialCard', { amount: yen(amount), paid })
    }`;
  return `${what} ${t('bookings.cancel.nothing')}`;
}

/** Staff cancel for the visitor: full, partial or no refund, stated in words before anything happens. */
export function BookingCancelDialog({ booking }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { cancelOpen, cancelStatus, cancelError } = useAppSelector(selectBookingDetail);
  const c = useConsoleText();
  const { t, m, yen } = c;
  // What was paid as the server decides it (paid_yen); the cancel says it decided on it.
  const paid = booking.paid_yen > 0;
  // the school's cancellation policy's figure first, when it has one
  const [refund, setRefund] = useState<Refund>(() => policyChoice(booking).refund);
  const [amountText, setAmountText] = useState(() => policyChoice(booking).amountText);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const busy = cancelStatus === 'loading';
  const amountError = refund === 'partial' ? partialAmountError(amountText, booking.paid_yen) : null;
  const amount = refund === 'partial' && !amountError ? Number(amountText.trim()) : null;

  const overridden = overridesPolicy(booking, refund, amount);
  const reasonMissing = overridden && reason.trim() === '';
  const confirm = () => {
    setTouched(true);
    if (amountError || reasonMissing) return;
    const body: StaffCancelBody = {
      decided_on: { status: booking.status, paid_yen: booking.paid_yen },
      refund,
      ...(amount !== null && { amount }),
      ...(reason.trim() && { reason: reason.trim() }),
    };
    dispatch(refundConfirmed(body));
  };
  // what a full refund gives back, and what a part of it must be less than: what was paid, as the server refunds it
  const total = yen(booking.paid_yen);
  const confirmLabel =
    refund === 'full'
      ? t('bookings.cancel.confirmRefund', { amount: total })
      : refund === 'partial'
        ? amount === null
          ? t('bookings.cancel.confirmPart')
          : t('bookings.cancel.confirmRefund', { amount: yen(amount) })
        : t('bookings.cancel.confirmNone');
  const amountProblem = amountError && t(amountError, { total, zero: yen(0) });

  return (
    <Dialog
      open={cancelOpen}
      onClose={() => !busy && dispatch(cancelDialogClosed())}
      aria-labelledby="cancel-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="cancel-title">{t('bookings.cancel.title', { code: booking.code })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <FormControl>
          <FormLabel id="refund-label">{t('bookings.cancel.refund')}</FormLabel>
          <RadioGroup aria-labelledby="refund-label" value={refund} onChange={(e) => setRefund(e.target.value as Refund)}>
            <FormControlLabel value="full" disabled={!paid} control={<Radio />} label={t('bookings.cancel.full', { amount: total })} />
            <FormControlLabel value="partial" disabled={!paid} control={<Radio />} label={t('bookings.cancel.partial')} />
            <FormControlLabel value="none" control={<Radio />} label={t('bookings.cancel.none')} />
          </RadioGroup>
        </FormControl>
        {refund === 'partial' && (
          <TextField
            label={t('bookings.cancel.amount')}
            value={amountText}
            onChange={(e) => setAmountText(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && amountError !== null}
            helperText={touched && amountProblem ? amountProblem : t('bookings.cancel.amountHint', { zero: yen(0), total })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
        <PolicyFigure booking={booking} overridden={overridden} />
        <TextField
          label={t('bookings.cancel.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          multiline
          minRows={2}
          required={overridden}
          error={touched && reasonMissing}
        />
        <DialogContentText>{consequence(c, booking, refund, amount)}</DialogContentText>
        {!paid && <DialogContentText>{t('bookings.cancel.nothingPaid')}</DialogContentText>}
        {cancelError && <Alert severity="error">{m(cancelError)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => dispatch(cancelDialogClosed())} disabled={busy}>
          {t('bookings.cancel.keep')}
        </Button>
        <Button variant="contained" color="error" loading={busy} onClick={confirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
