import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { closedDateError, type ScheduleDraft } from '../scheduleDraft.js';

interface Props {
  draft: ScheduleDraft;
  readOnly: boolean;
  onChange(dates: string[]): void;
}

/** The school's closed dates (holidays): add a date, remove one. */
export function ScheduleClosedDates({ draft, readOnly, onChange }: Props) {
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = () => {
    const why = closedDateError(date, draft);
    setError(why);
    if (why) return;
    onChange([...draft.closedDates, date].sort());
    setDate('');
  };
  return (
    <Box component="section" aria-labelledby="closed-dates-title">
      <Typography id="closed-dates-title" variant="h2" sx={{ mb: 1 }}>
        Closed dates
      </Typography>
      {draft.closedDates.length === 0 ? (
        <Typography color="text.secondary">No closed dates.</Typography>
      ) : (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
          {draft.closedDates.map((d) => (
            <Box component="li" key={d} sx={{ display: 'flex', alignItems: 'center' }}>
              <Chip label={d} />
              {!readOnly && (
                <Button size="small" aria-label={`Remove ${d}`} onClick={() => onChange(draft.closedDates.filter((x) => x !== d))}>
                  Remove
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
            label="Closed date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? 'The school is closed all day; bookings already made stay.'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="outlined" onClick={add} sx={{ minHeight: 40 }}>
            Add closed date
          </Button>
        </Box>
      )}
    </Box>
  );
}
