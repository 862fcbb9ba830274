import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PauseOptions } from '../../../../shared/enrolmentChanges.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import { monthText, yenIn } from '../enrolFormat.js';
import { pauseAsked } from '../enrolmentChangesSlice.js';

/** A pause's first month and length, chosen among what the school allows today, with its fee and deadline said. */
export function PauseForm({ id, options, sending }: { id: number; options: PauseOptions; sending: boolean }) {
  const dispatch = useAppDispatch();
  const { t, language } = useWords();
  const [first, setFirst] = useState(options.first_months[0] ?? '');
  const [months, setMonths] = useState(options.min_months);
  const lengths = Array.from({ length: options.max_months - options.min_months + 1 }, (_, i) => options.min_months + i);
  return (
    <Box
      component="form"
      aria-label={t('enrol.change.pauseTitle')}
      onSubmit={(ev) => {
        ev.preventDefault();
        dispatch(pauseAsked({ id, first_month: first, months }));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography>{t('enrol.change.pauseRule', { day: options.deadline_day })}</Typography>
      <Typography>
        {options.fee_yen ? t('enrol.change.pauseFee', { fee: yenIn(language, options.fee_yen) }) : t('enrol.change.pauseFree')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <TextField
          select
          label={t('enrol.change.firstMonth')}
          value={first}
          onChange={(ev) => setFirst(ev.target.value)}
          sx={{ minWidth: 200 }}
        >
          {options.first_months.map((m) => (
            <MenuItem key={m} value={m}>
              {monthText(language, m)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={t('enrol.change.months')}
          value={months}
          onChange={(ev) => setMonths(Number(ev.target.value))}
          sx={{ minWidth: 160 }}
        >
          {lengths.map((n) => (
            <MenuItem key={n} value={n}>
              {t('enrol.change.monthsN', { n })}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box>
        <Button type="submit" variant="contained" loading={sending} disabled={!first}>
          {t('enrol.change.askPause')}
        </Button>
      </Box>
    </Box>
  );
}
