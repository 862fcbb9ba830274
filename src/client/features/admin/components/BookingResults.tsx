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
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { bookingRowChosen } from '../consoleSlice.js';
import { attendanceText, sourceText, statusText } from '../format/bookingLabels.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../i18n/useConsoleText.js';

const refundText = (c: ConsoleText, b: AdminBookingRow) =>
  b.refund_amount === null
    ? '—'
    : b.refunded_at
      ? c.yen(b.refund_amount)
      : c.t('bookings.results.refundRequested', { amount: c.yen(b.refund_amount) });

/** Columns kept on one line (dates, times, yen); the others wrap, so the table fits the console's 1280 px without scrolling. */
const ONE_LINE = new Set<MessageId>(['bookings.results.classDate', 'bookings.results.time', 'bookings.results.amount']);

const cellSx = (label: MessageId) =>
  ONE_LINE.has(label)
    ? { whiteSpace: 'nowrap', px: 1 }
    : { whiteSpace: 'normal', px: 1, overflowWrap: label === 'bookings.results.email' ? 'anywhere' : 'normal' };

const COLUMNS: Array<[MessageId, (c: ConsoleText, b: AdminBookingRow) => string]> = [
  ['bookings.results.classDate', (c, b) => c.shortDate(b.booking_date)],
  ['bookings.results.time', (_c, b) => b.time_range],
  ['bookings.results.name', (_c, b) => b.user_name],
  ['bookings.results.email', (c, b) => b.user_email ?? c.t('bookings.page.noEmail')],
  ['bookings.results.status', (c, b) => statusText(c, b.status)],
  ['bookings.results.amount', (c, b) => c.yen(b.total_amount)],
  ['bookings.results.refund', refundText],
  ['bookings.results.attendance', (c, b) => (b.attendance ? attendanceText(c, b.attendance) : '—')],
  ['bookings.results.source', (c, b) => sourceText(c, b.source)],
];
/** The teacher's column, after the name: only in a school with teachers (a row without one shows a dash). */
const TEACHER_COLUMN: (typeof COLUMNS)[number] = ['bookings.results.teacher', (_c, b) => b.teacher?.name ?? '—'];
const columnsFor = (items: AdminBookingRow[]) =>
  items.some((b) => b.teacher !== null) ? [...COLUMNS.slice(0, 3), TEACHER_COLUMN, ...COLUMNS.slice(3)] : COLUMNS;

/** A booking named by its code, linked to its page (the bookings list, a customer's bookings). */
export function BookingLink({ b }: { b: Pick<AdminBookingRow, 'id' | 'code'> }) {
  const { t } = useConsoleText();
  return (
    <Link component={RouterLink} to={adminBookingPath(b.id)} sx={{ fontWeight: 600, fontFamily: 'monospace' }}>
      {t('bookings.number', { code: b.code })}
    </Link>
  );
}

/** The result as a table: fits the console's width; on anything narrower its own horizontal scroll, never the page's. */
export function BookingTable({ items }: { items: AdminBookingRow[] }) {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const columns = columnsFor(items);
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={c.t('bookings.results.label')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ px: 1 }}>
              {c.t('bookings.results.booking')}
            </TableCell>
            {columns.map(([label]) => (
              <TableCell key={label} component="th" scope="col" sx={{ px: 1 }}>
                {c.t(label)}
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
              <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', px: 1 }}>
                <BookingLink b={b} />
              </TableCell>
              {columns.map(([label, value]) => (
                <TableCell key={label} sx={cellSx(label)}>
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

/** The result as compact cards, one per booking (phone width): the same facts in five lines. */
export function BookingCards({ items }: { items: AdminBookingRow[] }) {
  const c = useConsoleText();
  return (
    <Box
      component="ul"
      aria-label={c.t('bookings.results.label')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((b) => (
        <Paper component="li" variant="outlined" key={b.id} sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <BookingLink b={b} />
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {statusText(c, b.status)}
            </Typography>
          </Box>
          <Typography variant="body2">
            {c.day(b.booking_date)} {b.time_range}
          </Typography>
          <Typography variant="body2">
            {b.user_name} · {b.user_email ?? c.t('bookings.page.noEmail')}
          </Typography>
          {b.teacher && <Typography variant="body2">{c.t('bookings.results.cardTeacher', { name: b.teacher.name })}</Typography>}
          <Typography variant="body2" color="text.secondary">
            {c.yen(b.total_amount)}
            {b.refund_amount !== null && ` · ${c.t('bookings.results.cardRefund', { refund: refundText(c, b) })}`}
            {b.attendance && ` · ${attendanceText(c, b.attendance)}`} · {sourceText(c, b.source)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
