import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { Holiday } from '../../../../../shared/admin/holidays.js';
import { holidayName } from '../../format/holidayName.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

interface Props {
  holidays: Holiday[];
  closed: boolean;
  readOnly: boolean;
  onChange(closed: boolean): void;
}

/** Japan's national holidays in the booking window (the server's data), and whether the school closes on them. */
export function ScheduleHolidays({ holidays, closed, readOnly, onChange }: Props) {
  const { t, longDay } = useConsoleText();
  const { locale } = useIntl();
  return (
    <Box component="section" aria-labelledby="holidays-title">
      <Typography id="holidays-title" variant="h2" sx={{ mb: 1 }}>
        {t('schedule.holidays.title')}
      </Typography>
      <FormControlLabel
        control={<Checkbox checked={closed} onChange={(e) => onChange(e.target.checked)} />}
        label={t('schedule.holidays.closed')}
        disabled={readOnly}
      />
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('schedule.holidays.help')}
      </Typography>
      {holidays.length === 0 ? (
        <Typography color="text.secondary">{t('schedule.holidays.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ pl: 2.5, m: 0 }}>
          {holidays.map((h) => (
            <li key={h.date}>{t('schedule.holidays.day', { date: longDay(h.date), name: holidayName(h, locale) })}</li>
          ))}
        </Box>
      )}
    </Box>
  );
}
