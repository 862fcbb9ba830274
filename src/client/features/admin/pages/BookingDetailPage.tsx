import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminBookingDetail } from '../../../../shared/admin/bookings.js';
import { formatYen } from '../../../../shared/format.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { DetailList, type DetailItem } from '../../../components/DetailList.js';
import { formatTokyoDateTime } from '../../booking/format.js';
import { staffReceiptUrl } from '../adminApi.js';
import { selectBookingDetail } from '../adminSelectors.js';
import { bookingDetailOpened } from '../adminSlice.js';
import { BookingActions } from '../components/BookingActions.js';
import { BookingCancelDialog } from '../components/BookingCancelDialog.js';
import { BookingEmails, BookingHistory } from '../components/BookingHistory.js';
import { attendanceText, LANGUAGE_LABELS, longDayLabel, SOURCE_LABELS } from '../format/bookingLabels.js';

const when = (instant: string | null) => (instant ? formatTokyoDateTime(instant) : '—');
const orDash = (v: string | null) => v ?? '—';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What was refunded, or is owed: a cash refund is owed until staff mark it paid back at the desk. */
function refundText(b: AdminBookingDetail): string {
  if (b.refund_amount === null) return '—';
  const yen = formatYen(b.refund_amount);
  if (b.provider === 'cash')
    return b.refunded_at ? `${yen} paid back in cash ${when(b.refunded_at)}` : `${yen} owed: to be paid back in cash at the desk`;
  return `${yen}${b.refunded_at ? ` refunded ${when(b.refunded_at)}` : ' (not yet paid back)'}`;
}

function paymentItems(b: AdminBookingDetail): DetailItem[] {
  const refund = refundText(b);
  return [
    { label: 'Total (tax included)', value: formatYen(b.total_amount) },
    { label: `Sales tax (${b.tax_rate}%)`, value: formatYen(b.sales_tax) },
    { label: 'Status', value: b.status },
    { label: 'Paid at', value: when(b.paid_at) },
    { label: 'Provider', value: orDash(b.provider) },
    { label: 'Checkout session', value: orDash(b.checkout_session_id) },
    { label: 'Payment ref', value: orDash(b.payment_ref) },
    {
      label: 'Receipt',
      // the provider's receipt, and for any paid booking (a cash one has no other) the school's printable one
      value:
        b.receipt_url || b.paid_at ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 2, flexWrap: 'wrap' }}>
            {b.receipt_url && (
              <Link href={b.receipt_url} target="_blank" rel="noopener noreferrer">
                Open the receipt
              </Link>
            )}
            {b.paid_at && (
              <Link href={staffReceiptUrl(b.id)} target="_blank" rel="noopener noreferrer">
                Printable receipt (領収書)
              </Link>
            )}
          </Box>
        ) : (
          '—'
        ),
    },
    { label: 'Refund requested', value: when(b.refund_requested_at) },
    { label: 'Refund', value: refund },
    { label: 'Canceled at', value: when(b.canceled_at) },
  ];
}

function BookingSections({ b }: { b: AdminBookingDetail }) {
  return (
    <>
      <Section title="Customer">
        <DetailList
          items={[
            { label: 'Name', value: b.user_name },
            { label: 'Email', value: b.user_email },
            { label: 'Phone', value: orDash(b.phone) },
            { label: 'Language', value: `${LANGUAGE_LABELS[b.language]} (${b.language})` },
            { label: 'Time zone', value: orDash(b.time_zone) },
            { label: 'Account', value: b.user_id === null ? 'Guest (no account)' : `Account #${b.user_id}` },
          ]}
        />
      </Section>
      <Section title="Class">
        <DetailList
          items={[
            { label: 'Date', value: `${longDayLabel(b.booking_date)} (${b.booking_date})` },
            { label: 'Time', value: `${b.time_range} Japan time` },
            { label: 'Timeslots', value: b.slots.map((s) => `${s.start}-${s.end}`).join(', ') || '—' },
            { label: 'Attendance', value: attendanceText(b.attendance) },
            { label: 'Source', value: SOURCE_LABELS[b.source] },
            { label: 'Booked at', value: when(b.created_at) },
          ]}
        />
      </Section>
      <Section title="Payment">
        <DetailList items={paymentItems(b)} />
      </Section>
      <Section title="Emails sent">
        <BookingEmails emails={b.emails} />
      </Section>
      <Section title="History">
        <BookingHistory entries={b.history} />
      </Section>
    </>
  );
}

/** One booking, everything about it, and what staff can do with it (cancel and refund, attendance). */
export function BookingDetailPage() {
  const { bookingId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { booking, status, error, outcome } = useAppSelector(selectBookingDetail);

  useEffect(() => {
    dispatch(bookingDetailOpened(bookingId));
  }, [dispatch, bookingId]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={paths.adminBookings} sx={{ alignSelf: 'flex-start' }}>
        Back to bookings
      </Link>
      <Typography variant="h1">{booking ? `Booking #${booking.id}` : 'Booking'}</Typography>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      )}
      {status === 'failed' && <Alert severity="error">{error}</Alert>}
      {status === 'loading' && !booking && <Skeleton variant="rounded" height={400} aria-label="Loading the booking" />}
      {booking && (
        <>
          <Typography>
            {booking.user_name} · {booking.booking_date} {booking.time_range} Japan time · <strong>{booking.status}</strong>
          </Typography>
          <BookingActions booking={booking} />
          <BookingSections b={booking} />
          <BookingCancelDialog key={booking.id} booking={booking} />
        </>
      )}
    </Box>
  );
}
