import { ClassTime } from '../../../components/ClassTime.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import * as messages from '../../../../shared/messages.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectPaymentBusy, selectPaymentError, selectSummary } from '../bookingSelectors.js';
import { paymentRequested } from '../bookingSlice.js';
import { selectPaymentTeacher } from '../teacherViewSelectors.js';
import { DetailList } from '../../../components/DetailList.js';
import { FREE_TERMS, FREE_TERMS_HEADING, PAYMENT_TERMS, PAYMENT_TERMS_HEADING } from '../paymentTerms.js';
import { formatYen } from '../format.js';

/** /app/payment: the confirmed price, then card payment on the provider's checkout. */
export function PaymentPage() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectSummary);
  const busy = useAppSelector(selectPaymentBusy);
  const error = useAppSelector(selectPaymentError);
  const teacher = useAppSelector(selectPaymentTeacher);

  const free = summary?.total_amount === 0;

  // The page only works with the booking state the booking page passes on
  if (!summary) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" gutterBottom>
          {messages.invalidAccess}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          There is no booking to pay for yet. Choose a date and timeslots first.
        </Typography>
        <Button component={RouterLink} to={paths.booking} variant="contained">
          Go to the booking page
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {/* A free trial (price 0) books without any payment step: nothing on this page speaks of paying */}
      <Typography variant="h1" gutterBottom>
        {free ? 'Confirm your booking' : 'Confirm and pay'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <DetailList
          items={[
            { label: 'Date', value: summary.booking_date },
            { label: 'Time', value: <ClassTime date={summary.booking_date} range={summary.time_range} /> },
            ...(teacher === null
              ? []
              : [
                  {
                    label: 'Teacher',
                    value: teacher === 'any' ? 'Any teacher: assigned when you pay' : <span translate="no">{teacher}</span>,
                  },
                ]),
            { label: 'Name', value: summary.user_name },
            { label: 'Email', value: summary.user_email },
            { label: 'Total (tax included)', value: formatYen(summary.total_amount) },
            { label: 'Tax rate', value: `${summary.tax_rate}%` },
            { label: 'Sales tax', value: formatYen(summary.sales_tax) },
          ]}
        />
      </Paper>
      {/* The 2022 Specified Commercial Transactions Act revision: the final confirmation states these before Pay */}
      <Paper component="section" aria-labelledby="payment-terms" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Typography id="payment-terms" variant="h2" gutterBottom sx={{ fontSize: '1.25rem' }}>
          {free ? FREE_TERMS_HEADING : PAYMENT_TERMS_HEADING}
        </Typography>
        <DetailList items={(free ? FREE_TERMS : PAYMENT_TERMS).map((t) => ({ label: t.label, value: t.text }))} />
      </Paper>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <Button variant="contained" size="large" loading={busy} loadingPosition="start" onClick={() => dispatch(paymentRequested())}>
          {free ? 'Book now' : 'Pay by card'}
        </Button>
        <Link component={RouterLink} to={paths.booking}>
          Back to booking
        </Link>
      </Box>
      {!free && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          You will be taken to our card payment provider to finish the payment.
        </Typography>
      )}
    </Container>
  );
}
