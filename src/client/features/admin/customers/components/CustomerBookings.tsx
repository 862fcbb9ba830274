import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { CustomerBooking } from '../../../../../shared/admin/customers.js';
import { attendanceText, statusText } from '../../format/bookingLabels.js';
import { BookingLink } from '../../components/BookingResults.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';

const COLUMNS: Array<[MessageId, (c: ConsoleText, b: CustomerBooking) => string]> = [
  ['customers.booking.date', (c, b) => c.shortDate(b.booking_date)],
  ['customers.booking.time', (_c, b) => b.time_range],
  ['customers.booking.status', (c, b) => statusText(c, b.status)],
  ['customers.booking.attendance', (c, b) => (b.attendance ? attendanceText(c, b.attendance) : '—')],
  ['customers.booking.amount', (c, b) => c.yen(b.total_amount)],
  ['customers.booking.paid', (c, b) => (b.received_yen > 0 ? c.yen(b.received_yen) : '—')],
  ['customers.booking.refund', (c, b) => (b.refunded_yen === 0 ? '—' : c.yen(b.refunded_yen))],
];

/** A customer's bookings, newest class first, each linked to its page: a table, or cards on a phone. */
export function CustomerBookings({ bookings }: { bookings: CustomerBooking[] }) {
  const c = useConsoleText();
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  if (bookings.length === 0) return <Typography>{c.t('customers.page.bookingsNone')}</Typography>;
  if (narrow) {
    return (
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {bookings.map((b) => (
          <Paper component="li" variant="outlined" key={b.id} sx={{ p: 1.5 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <BookingLink b={b} />
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {statusText(c, b.status)}
              </Typography>
            </Box>
            <Typography variant="body2">
              {c.day(b.booking_date)} {b.time_range}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {c.yen(b.total_amount)}
              {b.refunded_yen > 0 && ` · ${c.t('customers.booking.refund')} ${c.yen(b.refunded_yen)}`}
              {b.attendance && ` · ${attendanceText(c, b.attendance)}`}
            </Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={c.t('customers.page.bookings')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {c.t('customers.booking.code')}
            </TableCell>
            {COLUMNS.map(([label]) => (
              <TableCell key={label} component="th" scope="col">
                {c.t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {bookings.map((b) => (
            <TableRow key={b.id}>
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                <BookingLink b={b} />
              </TableCell>
              {COLUMNS.map(([label, value]) => (
                <TableCell key={label} sx={{ whiteSpace: 'nowrap' }}>
                  {value(c, b)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
