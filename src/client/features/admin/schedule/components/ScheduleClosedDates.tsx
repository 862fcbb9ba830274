import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ConsoleMessage } from '../../i18n/consoleMessage.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { closedDateError, type ScheduleDraft } from '../../scheduleDraft.js';

interface Props {
  draft: ScheduleDraft;
  readOnly: boolean;
  onChange(dates: string[]): void;
}

/** The school's closed dates (holidays): add a date, remove one. */
export function ScheduleClosedDates({ draft, readOnly, onChange }: Props) {
  const [date, setDate] = useState('');
  const { t, m, longDay } = useConsoleText();
  const [error, setError] = useState<ConsoleMessage | null>(null);
  const add = () => {
    const why = closedDateError(date, draft, longDay);
    setError(why);
    if (why) return;
    onChange([...draft.closedDates, date].sort());
    setDate('');
  };
  return (
    <Box component="section" aria-labelledby="closed-dates-title">
      <Typography id="closed-dates-title" variant="h2" sx={{ mb: 1 }}>
        {t('schedule.closed.title')}
      </Typography>
      {draft.closedDates.length === 0 ? (
        <Typography color="text.secondary">{t('schedule.closed.none')}</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {draft.closedDates.map((d) => (
            <Box component="li" key={d} sx={{ display: 'flex', alignItems: 'center' }}>
              <Chip label={longDay(d)} />
              {!readOnly && (
                <Button
                  size="small"
                  aria-label={t('schedule.closed.remove', { date: longDay(d) })}
                  onClick={() => onChange(draft.closedDates.filter((x) => x !== d))}
                >
                  {t('schedule.remove')}
                </Button>
              )}
            </Box>
          ))}
        </Box>
      )}
      {!readOnly && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
          <TextField
            type="date"
            size="small"
            label={t('schedule.closed.label')}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={Boolean(error)}
            helperText={error ? m(error) : t('schedule.closed.help')}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={add} sx={{ minHeight: 40 }}>
            {t('schedule.closed.add')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
