import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { deskMakeupSubmitted, deskMakeupTimesOpened, selectCredits } from '../../credits/creditsSlice.js';

/**
 * A make-up booked at the desk for the student (issue 41, point 2): the free times my page offers from a day (her own
 * teacher first), one picked and booked with her credit; the sentence of the one booked.
 */
export function EnrolmentMakeup({ c, enrolmentId }: { c: ConsoleText; enrolmentId: number }) {
  const dispatch = useAppDispatch();
  const part = useAppSelector(selectCredits).deskMakeup;
  const { t, m } = c;
  const [from, setFrom] = useState(() => tokyoToday(new Date()));
  const [picked, setPicked] = useState('');
  const mine = part.enrolmentId === enrolmentId;
  const times = mine ? part.times : [];
  const keyOf = (x: (typeof times)[number]) => `${x.day} ${x.start} ${x.teacher_id}`;
  const chosen = times.find((x) => keyOf(x) === picked);
  const find = (e: FormEvent) => (e.preventDefault(), setPicked(''), dispatch(deskMakeupTimesOpened({ enrolmentId, from })));
  const book = (e: FormEvent) => (e.preventDefault(), chosen && dispatch(deskMakeupSubmitted({ enrolmentId, time: chosen })));
  const last = mine ? part.last : null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography>{t('credits.makeup.intro')}</Typography>
      <Box component="form" onSubmit={find} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField type="date" label={t('credits.makeup.from')} value={from} onChange={(e) => setFrom(e.target.value)} required />
        <Button type="submit" variant="outlined" loading={mine && part.status === 'loading'}>
          {t('credits.makeup.find')}
        </Button>
      </Box>
      {mine && part.status === 'ready' && !times.length && <Typography>{t('credits.makeup.none')}</Typography>}
      {times.length > 0 && (
        <Box component="form" onSubmit={book} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <TextField
            select
            label={t('credits.makeup.time')}
            value={picked}
            onChange={(e) => setPicked(e.target.value)}
            sx={{ minWidth: 280 }}
          >
            {times.map((x) => (
              <MenuItem key={keyOf(x)} value={keyOf(x)}>
                {t('credits.makeup.option', {
                  day: c.day(x.day),
                  start: x.start,
                  end: x.end,
                  teacher: x.teacher_name,
                  own: String(x.own_teacher),
                })}
              </MenuItem>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={!chosen} loading={part.booking.status === 'loading'}>
            {t('credits.makeup.book')}
          </Button>
        </Box>
      )}
      {last && (
        <Alert severity="success" role="status">
          {t('credits.makeup.booked', { code: last.code, day: c.day(last.day), time: last.time_range, teacher: last.teacher_name ?? '' })}
        </Alert>
      )}
      {part.booking.status === 'failed' && part.booking.message && <Alert severity="error">{m(part.booking.message)}</Alert>}
      {mine && part.status === 'failed' && part.error && <Alert severity="error">{m(part.error)}</Alert>}
    </Box>
  );
}
