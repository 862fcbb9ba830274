import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { NumbersReport, PeriodNumbers } from '../../../../shared/admin/numbers.js';
import { formatYen } from '../../../../shared/format.js';

/** '63%' of seats filled; '–' when none were offered. */
export const fillRate = (p: PeriodNumbers) => (p.seats_offered > 0 ? `${Math.round((100 * p.seats_filled) / p.seats_offered)}%` : '–');

/** A period's name: 'Week of 2026-11-23' or '2026-11'. */
export const periodLabel = (period: NumbersReport['period'], start: string) => (period === 'week' ? `Week of ${start}` : start.slice(0, 7));

const COLUMNS: Array<{ head: string; cell(p: PeriodNumbers): string }> = [
  { head: 'Bookings', cell: (p) => String(p.bookings) },
  { head: 'Cancellations', cell: (p) => String(p.cancellations) },
  { head: 'No-shows', cell: (p) => String(p.no_shows) },
  { head: 'Seats filled', cell: (p) => String(p.seats_filled) },
  { head: 'Seats offered', cell: (p) => String(p.seats_offered) },
  { head: 'Fill rate', cell: fillRate },
  { head: 'Revenue', cell: (p) => formatYen(p.gross_revenue) },
  { head: 'Refunds', cell: (p) => formatYen(p.refunds) },
  { head: 'Net revenue', cell: (p) => formatYen(p.net_revenue) },
  { head: 'Tax in it', cell: (p) => formatYen(p.tax) },
];

/** The numbers as a table with a totals row: what screen readers and phones rely on. */
export function NumbersTable({ report }: { report: NumbersReport }) {
  const unit = report.period === 'week' ? 'week' : 'month';
  return (
    <Box component="section" aria-labelledby="numbers-table-title">
      <Typography id="numbers-table-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        Figures per {unit}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={`Figures per ${unit}, scrollable`}
      >
        <Table size="small" sx={{ minWidth: 900 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {report.period === 'week' ? 'Week' : 'Month'}
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.head} component="th" scope="col" align="right">
                  {c.head}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {report.rows.map((p) => (
              <TableRow key={p.start}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  {periodLabel(report.period, p.start)}
                </TableCell>
                {COLUMNS.map((c) => (
                  <TableCell key={c.head} align="right">
                    {c.cell(p)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            <TableRow sx={{ '& > *': { fontWeight: 700 }, bgcolor: 'action.hover' }}>
              <TableCell component="th" scope="row">
                Total
              </TableCell>
              {COLUMNS.map((c) => (
                <TableCell key={c.head} align="right">
                  {c.cell(report.totals)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
