import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useState, type FormEvent } from 'react';
import { isIsoDate } from '../../../../../shared/dates.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { numbersPeriodChosen, numbersRangeSubmitted } from '../numbersSlice.js';
import { says, type ConsoleMessage } from '../../i18n/consoleMessage.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import type { NumbersPeriod, NumbersRange } from '../numbersState.js';

/** Weekly or Monthly, and the range of class dates (mounted per range: a new default fills the fields). */
export function NumbersRangeForm({ period, range, loading }: { period: NumbersPeriod; range: NumbersRange; loading: boolean }) {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [error, setError] = useState<ConsoleMessage | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = !isIsoDate(from) || !isIsoDate(to) ? says('numbers.error.bothDates') : from > to ? says('numbers.detail.rangeOrder') : null;
    setError(why);
    if (!why) dispatch(numbersRangeSubmitted({ from, to }));
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', mb: 3 }}>
      <ToggleButtonGroup
        exclusive
        value={period}
        aria-label={t('numbers.period')}
        onChange={(_e, p: NumbersPeriod | null) => p && p !== period && dispatch(numbersPeriodChosen(p))}
        disabled={loading}
      >
        <ToggleButton value="week">{t('numbers.weekly')}</ToggleButton>
        <ToggleButton value="month">{t('numbers.monthly')}</ToggleButton>
      </ToggleButtonGroup>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          type="date"
          size="small"
          label={t('numbers.from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          size="small"
          label={t('numbers.to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          error={Boolean(error)}
          helperText={error ? m(error) : ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button type="submit" variant="outlined" disabled={loading} sx={{ minHeight: 40 }}>
          {t('numbers.show')}
        </Button>
      </Box>
    </Box>
  );
}
