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
import type { CustomerRow } from '../../../../shared/admin/customers.js';
import { adminCustomerPath } from '../../../../shared/paths.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../i18n/useConsoleText.js';

const COLUMNS: Array<[MessageId, (c: ConsoleText, r: CustomerRow) => string]> = [
  ['customers.col.email', (c, r) => r.email ?? c.t('customers.page.noEmail')],
  ['customers.col.phone', (_c, r) => r.phone ?? '—'],
  ['customers.col.bookings', (c, r) => c.count(r.booking_count)],
  ['customers.col.last', (c, r) => (r.last_booking_date ? c.shortDate(r.last_booking_date) : '—')],
];

/** A customer by their name, linked to their page (an account's person too: never by the account's number). */
export function CustomerLink({ id, name }: { id: number; name: string }) {
  return (
    <Link component={RouterLink} to={adminCustomerPath(id)} sx={{ fontWeight: 600 }}>
      {name}
    </Link>
  );
}

/** The customers as a table (the console's width). */
export function CustomerTable({ items }: { items: CustomerRow[] }) {
  const c = useConsoleText();
  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={c.t('customers.title')}>
        <TableHead>
          <TableRow>
            {(['customers.col.name', ...COLUMNS.map(([label]) => label)] as MessageId[]).map((label) => (
              <TableCell key={label} component="th" scope="col">
                {c.t(label)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((r) => (
            <TableRow key={r.id} hover>
              <TableCell component="th" scope="row">
                <CustomerLink id={r.id} name={r.name} />
              </TableCell>
              {COLUMNS.map(([label, value]) => (
                <TableCell key={label} sx={{ overflowWrap: 'anywhere' }}>
                  {value(c, r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** The customers as cards, one per person (phone width). */
export function CustomerCards({ items }: { items: CustomerRow[] }) {
  const c = useConsoleText();
  return (
    <Box
      component="ul"
      aria-label={c.t('customers.title')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      {items.map((r) => (
        <Paper component="li" variant="outlined" key={r.id} sx={{ p: 1.5, overflowWrap: 'anywhere' }}>
          <CustomerLink id={r.id} name={r.name} />
          <Typography variant="body2">
            {r.email ?? c.t('customers.page.noEmail')}
            {r.phone && ` · ${r.phone}`}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {r.last_booking_date
              ? c.t('customers.card.summary', { count: r.booking_count, date: c.day(r.last_booking_date) })
              : c.t('customers.card.noBookings')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
