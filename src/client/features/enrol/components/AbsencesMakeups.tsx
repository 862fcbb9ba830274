import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { addDays, tokyoToday } from '../../../../shared/dates.js';
import type { Enrolment } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords, type VisitorWords } from '../../../i18n/useWords.js';
import type { WordId } from '../../../i18n/wordIds.js';
import { makeup as english } from '../../../i18n/words/en/makeup.js';
import {
  absenceRequested,
  creditsNeeded,
  makeupCancelRequested,
  makeupRequested,
  makeupTimesRequested,
  selectMakeup,
} from '../makeupSlice.js';
import { useMakeups } from '../useMakeups.js';

// the server's refusals, word for word in the English words ('makeup.err.…'), in the visitor's language
const KNOWN = new Map(
  Object.entries(english)
    .filter(([id]) => id.startsWith('makeup.err.'))
    .map(([id, text]) => [text, id as WordId]),
);
const said = ({ t }: VisitorWords, text: string) =>
  text.startsWith('makeup.') ? t(text as WordId) : KNOWN.has(text) ? t(KNOWN.get(text)!) : text;

/** My page's absences and make-ups for one enrolment (issue 41): report an absence, book or cancel a make-up. */
export function AbsencesMakeups({ enrolment: e }: { enrolment: Enrolment }) {
  useMakeups();
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const mine = useAppSelector(selectMakeup).byEnrolment[e.id];
  const [day, setDay] = useState('');
  useEffect(() => {
    dispatch(creditsNeeded(e.id));
  }, [dispatch, e.id]);
  const c = mine?.credits;
  if (!c) return null;
  const date = (d: string) => formatDate(language, d);
  const absent = new Set(c.absences.map((a) => a.lesson_day));
  const coming = e.next_lessons.filter((d) => !absent.has(d));
  const today = tokyoToday();
  return (
    <Box component="section" aria-labelledby={`absences-${e.id}`} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography id={`absences-${e.id}`} variant="h4" sx={{ fontSize: '1.05rem' }}>
        {t('makeup.title')}
      </Typography>
      <Typography>{t('makeup.rule', { time: c.rules.absence_cutoff_time, days: c.rules.absence_cutoff_days })}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label={t('makeup.lesson')}
          value={day}
          onChange={(ev) => setDay(ev.target.value)}
          sx={{ minWidth: 220 }}
        >
          {coming.map((d) => (
            <MenuItem key={d} value={d}>
              {date(d)} {e.terms.start}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" disabled={!day || mine.busy} onClick={() => (dispatch(absenceRequested({ id: e.id, day })), setDay(''))}>
          {t('makeup.reportAbsence')}
        </Button>
      </Box>
      {c.absences.length > 0 && (
        <Box component="ul" aria-label={t('makeup.absences')} sx={{ m: 0, pl: 3 }}>
          {c.absences.map((a) => (
            <li key={a.id}>
              {a.credit_until
                ? t('makeup.absenceCredit', { date: date(a.lesson_day), until: date(a.credit_until) })
                : t('makeup.absenceNoCredit', { date: date(a.lesson_day) })}
            </li>
          ))}
        </Box>
      )}
      <Typography>
        {c.lots.length ? t('makeup.balanceUntil', { count: c.balance, until: date(c.lots[0].valid_until) }) : t('makeup.balanceNone')}
      </Typography>
      {c.makeups.length > 0 && (
        <Box component="ul" aria-label={t('makeup.makeups')} sx={{ m: 0, pl: 3 }}>
          {c.makeups.map((m) => (
            <li key={m.booking_id}>
              {t(m.status === 'Confirmed' ? 'makeup.makeup' : 'makeup.makeupCanceled', {
                date: date(m.day),
                time: m.time_range,
                teacher: m.teacher_name ?? '',
              })}
              {m.status === 'Confirmed' && m.day >= today && (
                <Button
                  size="small"
                  sx={{ ml: 1 }}
                  disabled={mine.busy}
                  onClick={() => dispatch(makeupCancelRequested({ id: e.id, bookingId: m.booking_id }))}
                >
                  {t('makeup.cancel')}
                </Button>
              )}
            </li>
          ))}
        </Box>
      )}
      {c.balance > 0 && mine.times === null && (
        <Button
          variant="contained"
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => dispatch(makeupTimesRequested({ id: e.id, from: addDays(today, 1) }))}
        >
          {t('makeup.find')}
        </Button>
      )}
      {mine.times && (
        <Box role="group" aria-label={t('makeup.times')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {mine.times.length === 0 && <Typography>{t('makeup.noTimes')}</Typography>}
          {mine.times.slice(0, 12).map((m) => (
            <Button
              key={`${m.day}-${m.start}-${m.teacher_id}`}
              variant="outlined"
              disabled={mine.busy}
              onClick={() => dispatch(makeupRequested({ id: e.id, body: { day: m.day, start: m.start, teacher_id: m.teacher_id } }))}
            >
              {t('makeup.time', { date: date(m.day), start: m.start, end: m.end, teacher: m.teacher_name })}
            </Button>
          ))}
        </Box>
      )}
      {mine.message && (
        <Alert severity={mine.message.ok ? 'success' : 'error'} role={mine.message.ok ? 'status' : 'alert'}>
          {said(words, mine.message.text)}
        </Alert>
      )}
    </Box>
  );
}
