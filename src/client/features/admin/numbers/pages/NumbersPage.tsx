import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectNumbers, numbersPageOpened } from '../numbersSlice.js';
import { NumbersChart } from '../components/NumbersChart.js';
import { NumbersRangeForm } from '../components/NumbersRangeForm.js';
import { fillRate, NumbersTable, useHours, usePeriodLabel } from '../components/NumbersTable.js';
import { NumbersSourceTable } from '../components/NumbersSourceTable.js';
import { NumbersStudentsTable } from '../components/NumbersStudentsTable.js';
import { NumbersTeacherTable } from '../components/NumbersTeacherTable.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { numbersArea } from '../numbersArea.js';
import { packsArea } from '../../packs/packsArea.js';
import { PackBalancesTable } from '../components/PackBalancesTable.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(numbersArea, packsArea);

/** /admin/numbers: bookings, revenue and capacity in hours per week or month, as charts and as a table; per teacher. */
export function NumbersPage() {
  const dispatch = useAppDispatch();
  const text = useConsoleText();
  const { t, m, longDay, yen, count } = text;
  const intl = useIntl();
  const periodLabel = usePeriodLabel();
  const { period, range, report, loadStatus, loadError } = useAppSelector(selectNumbers);
  useEffect(() => void dispatch(numbersPageOpened()), [dispatch]);
  const hours = useHours();
  const labels = report?.rows.map((r) => periodLabel(report.period, r.start)) ?? [];
  const axes = { periods: t('numbers.table.period', { period }), values: '' };
  const span = range ? { period, from: longDay(range.from), to: longDay(range.to) } : { period, from: '', to: '' };
  // The value axis of yen: short (¥12K, ￥1.2万); the full amounts are in the tooltip and the table.
  const yenTick = (v: number) =>
    intl.formatNumber(v, { style: 'currency', currency: 'JPY', currencyDisplay: 'narrowSymbol', notation: 'compact' });
  return (
    <Box>
      <Typography variant="h1" gutterBottom>
        {t('numbers.title')}
      </Typography>
      {range && (
        <NumbersRangeForm key={`${period} ${range.from} ${range.to}`} period={period} range={range} loading={loadStatus === 'loading'} />
      )}
      {loadStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {loadError && m(loadError)}
        </Alert>
      )}
      {loadStatus === 'loading' && (
        <Box role="progressbar" aria-busy="true" aria-label={t('numbers.loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={200} sx={{ mb: 2 }} />
          ))}
        </Box>
      )}
      {loadStatus === 'ready' && report && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Box>
            <Typography>{t('numbers.summary', { ...span, net: yen(report.totals.net_revenue), tax: yen(report.totals.tax) })}</Typography>
            {report.ahead.bookings > 0 && (
              <Typography>
                {t('numbers.ahead', {
                  from: longDay(report.ahead.from),
                  bookings: report.ahead.bookings,
                  net: yen(report.ahead.net_revenue),
                })}
              </Typography>
            )}
          </Box>
          <NumbersChart
            title={t('numbers.bookings.title', { period })}
            description={t('numbers.bookings.description', {
              ...span,
              bookings: report.totals.bookings,
              cancellations: report.totals.cancellations,
              noShows: report.totals.no_shows,
            })}
            labels={labels}
            series={[
              { label: t('numbers.bookings'), data: report.rows.map((r) => r.bookings), format: count },
              { label: t('numbers.cancellations'), data: report.rows.map((r) => r.cancellations), format: count },
              { label: t('numbers.noShows'), data: report.rows.map((r) => r.no_shows), format: count },
            ]}
            tick={count}
            axes={{ ...axes, values: t('numbers.axis.count') }}
          />
          <NumbersChart
            title={t('numbers.revenue.title', { period })}
            description={t('numbers.revenue.description', { ...span, net: yen(report.totals.net_revenue), tax: yen(report.totals.tax) })}
            labels={labels}
            series={[
              { label: t('numbers.netRevenue'), data: report.rows.map((r) => r.net_revenue), format: yen },
              { label: t('numbers.tax'), data: report.rows.map((r) => r.tax), format: yen },
            ]}
            tick={yenTick}
            axes={{ ...axes, values: t('numbers.axis.yen') }}
          />
          <NumbersChart
            title={t('numbers.hours.title', { period })}
            description={t('numbers.hours.description', {
              ...span,
              filled: hours(report.totals.hours_filled),
              offered: hours(report.totals.hours_offered),
              rate: fillRate(text, report.totals),
            })}
            labels={labels}
            series={[
              { label: t('numbers.hoursOffered'), data: report.rows.map((r) => r.hours_offered), format: hours },
              { label: t('numbers.hoursFilled'), data: report.rows.map((r) => r.hours_filled), format: hours },
            ]}
            tick={count}
            axes={{ ...axes, values: t('numbers.axis.hours') }}
          />
          <NumbersTable report={report} />
          <NumbersTeacherTable rows={report.by_teacher} />
          <NumbersSourceTable rows={report.by_source} />
          <NumbersStudentsTable rows={report.students_by_source} />
        </Box>
      )}
      <PackBalancesTable />
    </Box>
  );
}
