import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { AdminBookingDetail } from '../../../../../shared/admin/bookings.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectDeskMail, customerEmailDialogOpened, deskResendRequested } from '../bookingsSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { CustomerEmailDialog } from './CustomerEmailDialog.js';

/**
 * The emails staff send from the booking's page: the confirmation again (a Confirmed booking), the payment
 * link again (a phone or desk booking awaiting payment), and a message of their own. Each is asked or
 * written first and says what happened. Without an email (a walk-in) they are disabled, with the reason.
 */
export function DeskMailActions({ booking: b }: { booking: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const { bookingId, status, outcome } = useAppSelector(selectDeskMail);
  const { t, m } = useConsoleText();
  const confirmed = b.status === 'Confirmed';
  const awaiting = b.status === 'Pending' && b.source !== 'web';
  if (!confirmed && !awaiting && b.status !== 'Canceled') return null;
  const noEmail = b.user_email === null;
  const busy = status === 'loading';
  const reason = noEmail ? { 'aria-describedby': 'desk-mail-reason' } : {};
  return (
    <Box component="section" aria-labelledby="desk-mail-title" sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id="desk-mail-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {t('deskMail.title')}
      </Typography>
      {noEmail && (
        <Typography id="desk-mail-reason" color="text.secondary">
          {t('deskMail.noEmail')}
        </Typography>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {confirmed && (
          <Button
            variant="outlined"
            disabled={noEmail || busy}
            {...reason}
            onClick={() => dispatch(deskResendRequested({ bookingId: b.id, kind: 'confirmation' }))}
          >
            {t('deskMail.resendConfirmation')}
          </Button>
        )}
        {awaiting && (
          <Button
            variant="outlined"
            disabled={noEmail || busy}
            {...reason}
            onClick={() => dispatch(deskResendRequested({ bookingId: b.id, kind: 'payment_link' }))}
          >
            {t('deskMail.resendPaymentLink')}
          </Button>
        )}
        <Button variant="outlined" disabled={noEmail || busy} {...reason} onClick={() => dispatch(customerEmailDialogOpened(b.id))}>
          {t('deskMail.emailCustomer')}
        </Button>
      </Box>
      {outcome && bookingId === b.id && (
        <Alert severity={outcome.ok ? 'success' : 'error'} role={outcome.ok ? 'status' : 'alert'}>
          {m(outcome.message)}
        </Alert>
      )}
      {!noEmail && <CustomerEmailDialog key={b.id} booking={b} />}
    </Box>
  );
}
