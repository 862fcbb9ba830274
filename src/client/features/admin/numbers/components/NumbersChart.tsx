import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { usePhone } from '../../components/usePhone.js';

interface Series {
  label: string;
  data: number[];
  /** How a value is written (tooltip): yen() or count() in the member's language. */
  format: (value: number) => string;
}

interface Props {
  title: string;
  /** What the chart shows, in words (its accessible description, also shown under the title). */
  description: string;
  labels: string[];
  series: Series[];
  /** How the value axis writes its ticks (short: the full values are in the tooltip and the table). */
  tick: (value: number) => string;
  /** The axes' labels: the periods' (week or month) and the values' (e.g. 'Yen', 'Hours'). */
  axes: { periods: string; values: string };
}

/**
 * The series' colours, in order: dark enough to stand out on white (over 4.5:1) and apart from each other.
 * Set here, not left to the chart's palette, so the legend above the chart shows the same ones.
 */
const COLOURS = ['#1565c0', '#c2410c', '#6b21a8'];

/**
 * One chart of the numbers, titled and described, both axes labelled. On a phone its bars lie down, one period a row
 * down the page, so it reads without a sideways hunt; its legend is outside the chart and wraps.
 */
export function NumbersChart({ title, description, labels, series, tick, axes }: Props) {
  const { t } = useConsoleText();
  const phone = usePhone();
  const periods = { scaleType: 'band' as const, data: labels, label: axes.periods };
  const values = { valueFormatter: (v: number) => tick(v), label: axes.values };
  const titleId = useId();
  const descId = useId();
  return (
    <Paper variant="outlined" component="figure" aria-labelledby={titleId} aria-describedby={descId} sx={{ m: 0, p: 2 }}>
      <Typography id={titleId} variant="h2" component="figcaption" sx={{ fontSize: '1.15rem' }}>
        {title}
      </Typography>
      <Typography id={descId} variant="body2" color="text.secondary">
        {description}
      </Typography>
      <Box
        component="ul"
        aria-label={t('numbers.legend')}
        sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, listStyle: 'none', p: 0, my: 1 }}
      >
        {series.map((s, i) => (
          <Box component="li" key={s.label} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            <Box aria-hidden sx={{ width: 14, height: 14, borderRadius: 0.5, bgcolor: COLOURS[i % COLOURS.length] }} />
            <Typography variant="body2">{s.label}</Typography>
          </Box>
        ))}
      </Box>
      <BarChart
        height={phone ? Math.max(240, labels.length * (12 * series.length + 16) + 90) : 300}
        layout={phone ? 'horizontal' : 'vertical'}
        xAxis={[phone ? { ...values, height: 48 } : { ...periods, height: 48 }]}
        yAxis={[phone ? { ...periods, width: 96 } : { ...values, width: 84 }]}
        hideLegend
        series={series.map((s, i) => ({
          label: s.label,
          color: COLOURS[i % COLOURS.length],
          data: s.data,
          valueFormatter: (v: number | null) => (v === null ? '' : s.format(v)),
        }))}
        localeText={{ noData: t('numbers.chart.noData'), loading: t('numbers.chart.loading') }}
      />
    </Paper>
  );
}
