import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminBookingRow } from '../../../../shared/admin/bookings.js';
import { formatYen } from '../../../../shared/format.js';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { bookingRowChosen } from '../adminSlice.js';
import { attendanceText, SOURCE_LABELS } from '../format/bookingLabels.js';

const refundText = (b: AdminBookingRow) =>
  b.refund_amount === null ? '—' : `${formatYen(b.refund_amount)}${b.refunded_at ? '' : ' (requested)'}`;

const COLUMNS: Array<[string, (b: AdminBookingRow) => string]> = [
  ['Class date', (b) => b.booking_date],
  ['Time', (b) => b.time_range],
  ['Name', (b) => b.user_name],
  ['Email', (b) => b.user_email],
  ['Status', (b) => b.status],
  ['Amount', (b) => formatYen(b.total_amount)],
  ['Refund', refundText],
  ['Attendance', (b) => (b.attendance ? attendanceText(b.attendance) : '—')],
  ['Source', (b) => SOURCE_LABELS[b.source]],
];

const BookingLink = ({ b }: { b: AdminBookingRow }) => (
  <Link component={RouterLink} to={adminBookingPath(b.id)} sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
    Booking #{b.id}
  </Link>
);

/** The result as a table (its own horizontal scroll, never the page's). */
export function BookingTable({ items }: { items: AdminBookingRow[] }) {
  const dispatch = useAppDispatch();
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label="Bookings found">
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              Booking
            </TableCell>
            {COLUMNS.map(([label]) => (
              <TableCell key={label} component="th" scope="col">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((b) => (
            <TableRow
              key={b.id}
              hover
              // the whole row opens the booking for a mouse; keyboards and screen readers use its number's link
              onClick={(e) => !(e.target as Element).closest('a') && dispatch(bookingRowChosen(b.id))}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell component="th" scope="row">
                <BookingLink b={b} />
              </TableCell>
              {COLUMNS.map(([label, value]) => (
                <TableCell key={label} sx={{ whiteSpace: label === 'Email' ? 'normal' : 'nowrap' }}>
                  {value(b)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The result as compact cards, one per booking (phone width): the same facts in five lines. */
export function BookingCards({ items }: { items: AdminBookingRow[] }) {
  return (
    <Box
      component="ul"
      aria-label="Bookings found"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((b) => (
        <Paper component="li" variant="outlined" key={b.id} sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <BookingLink b={b} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {b.status}
            </Typography>
          </Box>
          <Typography variant="body2">
            {b.booking_date} {b.time_range}
          </Typography>
          <Typography variant="body2">
            {b.user_name} · {b.user_email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatYen(b.total_amount)}
            {b.refund_amount !== null && ` · Refund ${refundText(b)}`}
            {b.attendance && ` · ${attendanceText(b.attendance)}`} · {SOURCE_LABELS[b.source]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
