import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { CreditEntry } from '../../../../../shared/admin/credits.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';

/** What a row came from or went to: the lesson missed, the make-up booked, or the reason written. */
function about(c: ConsoleText, e: CreditEntry): string {
  const parts = [
    e.lesson_day && c.t('credits.fromLesson', { date: c.shortDate(e.lesson_day) }),
    e.booking_code && c.t('credits.forBooking', { code: e.booking_code }),
    e.reason,
  ];
  return parts.filter(Boolean).join(' · ') || '—';
}

/** A student's ledger, newest first: when, what, how many, valid until, why, who. */
export function CreditEntries({ c, entries }: { c: ConsoleText; entries: CreditEntry[] }) {
  const { t } = c;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('credits.history')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('credits.when')}</TableCell>
            <TableCell>{t('credits.what')}</TableCell>
            <TableCell align="right">{t('credits.amount')}</TableCell>
            <TableCell>{t('credits.validUntil')}</TableCell>
            <TableCell>{t('credits.about')}</TableCell>
            <TableCell>{t('credits.who')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {entries.map((e) => (
            <TableRow key={e.id}>
              <TableCell>{c.dateTime(e.created_at)}</TableCell>
              <TableCell>{t('credits.kind', { kind: e.kind })}</TableCell>
              <TableCell align="right">{e.amount > 0 ? `+${e.amount}` : `−${-e.amount}`}</TableCell>
              <TableCell>{e.valid_until ? c.shortDate(e.valid_until) : '—'}</TableCell>
              <TableCell>{about(c, e)}</TableCell>
              <TableCell>{e.by_email ?? t('credits.by', { by: e.by_kind })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
