import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { formatYen } from '../../../../shared/format.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectNumbers } from '../adminSelectors.js';
import { numbersPageOpened } from '../adminSlice.js';
import { NumbersChart } from '../components/NumbersChart.js';
import { NumbersRangeForm } from '../components/NumbersRangeForm.js';
import { fillRate, NumbersTable, periodLabel } from '../components/NumbersTable.js';

/** /admin/numbers: bookings, revenue and seats per week or month, as charts and as a table. */
export function NumbersPage() {
  const dispatch = useAppDispatch();
  const { period, range, report, loadStatus, loadError } = useAppSelector(selectNumbers);
  useEffect(() => void dispatch(numbersPageOpened()), [dispatch]);
  const unit = period === 'week' ? 'week' : 'month';
  const labels = report?.rows.map((r) => periodLabel(report.period, r.start)) ?? [];
  const span = range ? `from ${range.from} to ${range.to}` : '';
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        Numbers
      </Typography>
      {range && (
        <NumbersRangeForm key={`${period} ${range.from} ${range.to}`} period={period} range={range} loading={loadStatus === 'loading'} />
      )}
      {loadStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {loadError}
        </Alert>
      )}
      {loadStatus === 'loading' && (
        <Box aria-busy="true" aria-label="Loading the numbers">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} sx={{ mb: 2 }} />
          ))}
        </Box>
      )}
      {loadStatus === 'ready' && report && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography>
            Class dates {span}, Japan time. Revenue is net of refunds, with the consumption tax in it:{' '}
            {formatYen(report.totals.net_revenue)} in all, of which tax {formatYen(report.totals.tax)}.
          </Typography>
          <NumbersChart
            title={`Bookings per ${unit}`}
            description={`Bars per ${unit} ${span}: paid bookings, cancellations and no-shows. In all: ${report.totals.bookings} bookings, ${report.totals.cancellations} cancellations, ${report.totals.no_shows} no-shows. The table below gives each figure.`}
            labels={labels}
            series={[
              { label: 'Bookings', data: report.rows.map((r) => r.bookings) },
              { label: 'Cancellations', data: report.rows.map((r) => r.cancellations) },
              { label: 'No-shows', data: report.rows.map((r) => r.no_shows) },
            ]}
          />
          <NumbersChart
            title={`Net revenue per ${unit}`}
            description={`Bars per ${unit} ${span}: revenue net of refunds, and the tax in it, in yen. In all: ${formatYen(report.totals.net_revenue)}, tax ${formatYen(report.totals.tax)}.`}
            labels={labels}
            series={[
              { label: 'Net revenue', data: report.rows.map((r) => r.net_revenue), format: formatYen },
              { label: 'Tax in it', data: report.rows.map((r) => r.tax), format: formatYen },
            ]}
            tick={(v) => (v >= 10_000 ? `¥${v / 1000}k` : `¥${v}`)}
          />
          <NumbersChart
            title={`Seats filled and offered per ${unit}`}
            description={`Bars per ${unit} ${span}: seats filled against seats offered. In all: ${report.totals.seats_filled} of ${report.totals.seats_offered} seats filled (${fillRate(report.totals)}).`}
            labels={labels}
            series={[
              { label: 'Seats offered', data: report.rows.map((r) => r.seats_offered) },
              { label: 'Seats filled', data: report.rows.map((r) => r.seats_filled) },
            ]}
          />
          <NumbersTable report={report} />
        </Box>
      )}
    </Box>
  );
}
