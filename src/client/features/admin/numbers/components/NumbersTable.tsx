import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { NumbersReport, PeriodNumbers } from '../../../../../shared/admin/numbers.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';

/** '63%' of the hours offered filled (in the member's language); '–' when none were offered. */
export const fillRate = (text: ConsoleText, p: PeriodNumbers) =>
  p.hours_offered > 0 ? text.percent(p.hours_filled / p.hours_offered) : '–';

/** Hours in the member's language: '12.5 h', '12.5時間'. */
export function useHours(): (hours: number) => string {
  const intl = useIntl();
  return useCallback(
    (hours) => intl.formatMessage({ id: 'numbers.hoursValue' }, { hours: intl.formatNumber(hours, { maximumFractionDigits: 2 }) }),
    [intl],
  );
}

/** A period's name in the member's language: 'Week of 23 Nov' / '11月23日の週', or 'November 2026' / '2026年11月'. */
export function usePeriodLabel(): (period: NumbersReport['period'], start: string) => string {
  const intl = useIntl();
  return useCallback(
    (period, start) => {
      // A period's first day is a Japan date: formatted as written (UTC), never shifted.
      const first = new Date(`${start}T00:00:00Z`);
      return period === 'week'
        ? intl.formatMessage(
            { id: 'numbers.weekOf' },
            { date: intl.formatDate(first, { day: 'numeric', month: 'short', timeZone: 'UTC' }) },
          )
        : intl.formatDate(first, { month: 'long', year: 'numeric', timeZone: 'UTC' });
    },
    [intl],
  );
}

const COLUMNS: Array<{ head: MessageId; cell(text: ConsoleText, p: PeriodNumbers, hours: (h: number) => string): string }> = [
  { head: 'numbers.bookings', cell: (x, p) => x.count(p.bookings) },
  { head: 'numbers.cancellations', cell: (x, p) => x.count(p.cancellations) },
  { head: 'numbers.noShows', cell: (x, p) => x.count(p.no_shows) },
  { head: 'numbers.hoursFilled', cell: (_x, p, h) => h(p.hours_filled) },
  { head: 'numbers.hoursOffered', cell: (_x, p, h) => h(p.hours_offered) },
  { head: 'numbers.fillRate', cell: fillRate },
  { head: 'numbers.revenue', cell: (x, p) => x.yen(p.gross_revenue) },
  { head: 'numbers.refunds', cell: (x, p) => x.yen(p.refunds) },
  { head: 'numbers.netRevenue', cell: (x, p) => x.yen(p.net_revenue) },
  { head: 'numbers.tax', cell: (x, p) => x.yen(p.tax) },
];

/** The numbers as a table with a totals row: what screen readers and phones rely on. */
export function NumbersTable({ report }: { report: NumbersReport }) {
  const text = useConsoleText();
  const hours = useHours();
  const { t } = text;
  const periodLabel = usePeriodLabel();
  const period = report.period;
  return (
    <Box component="section" aria-labelledby="numbers-table-title">
      <Typography id="numbers-table-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('numbers.table.title', { period })}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('numbers.table.region', { period })}
      >
        <Table size="small" sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('numbers.table.period', { period })}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.head} component="th" scope="col" align="right">
                  {t(c.head)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((p) => (
              <TableRow key={p.start}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {periodLabel(period, p.start)}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c.head} align="right">
                    {c.cell(text, p, hours)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 700 }, bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                {t('numbers.total')}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.head} align="right">
                  {c.cell(text, report.totals, hours)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
