import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useId } from 'react';
import { useConsoleText } from '../i18n/useConsoleText.js';

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
}

/** One chart of the numbers, titled and described; it scrolls sideways inside its own box on a phone. */
export function NumbersChart({ title, description, labels, series, tick }: Props) {
  const { t } = useConsoleText();
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
      <Box sx={{ overflowX: 'auto' }}>
        <Box sx={{ minWidth: Math.max(480, labels.length * 56) }}>
          <BarChart
            height={280}
            xAxis={[{ scaleType: 'band', data: labels }]}
            yAxis={[{ width: 64, valueFormatter: (v: number) => tick(v) }]}
            series={series.map((s) => ({
              label: s.label,
              data: s.data,
              valueFormatter: (v: number | null) => (v === null ? '' : s.format(v)),
            }))}
            localeText={{ noData: t('numbers.chart.noData'), loading: t('numbers.chart.loading') }}
          />
        </Box>
      </Box>
    </Paper>
  );
}
