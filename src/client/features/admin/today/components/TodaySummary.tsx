import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TodaySummary as Summary } from '../../../../../shared/admin/today.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** The day's figures: classes, arrived, the cash taken and handed back that day (its till), the cash owed back now. */
export function TodaySummary({ summary }: { summary: Summary }) {
  const { t, count, yen } = useConsoleText();
  const figures: Array<[MessageId, string]> = [
    ['today.summary.classes', count(summary.classes)],
    ['today.summary.arrived', `${count(summary.arrived)} / ${count(summary.classes)}`],
    ['today.summary.cashTaken', yen(summary.cash_taken)],
    ['today.summary.cashHandedBack', yen(summary.cash_handed_back)],
    ['today.summary.cashBack', yen(summary.cash_to_pay_back)],
  ];
  return (
    <Box component="section" aria-labelledby="today-summary" sx={{ mb: 2 }}>
      <Typography id="today-summary" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('today.summary')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(5, 1fr)' },
          gap: 1,
          '@media print': { gridTemplateColumns: 'repeat(5, 1fr)' },
        }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
