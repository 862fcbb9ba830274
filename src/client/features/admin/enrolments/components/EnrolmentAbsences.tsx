import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import type { Absence } from '../../../../../shared/absences.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { absenceCreditSubmitted, absencesOpened, deskAbsenceSubmitted, selectCredits } from '../../credits/creditsSlice.js';

/** One absence: its lesson, whether it earned a credit (until when) or why not; a credit given anyway with a reason. */
function AbsenceLine({ c, a, busy }: { c: ConsoleText; a: Absence; busy: boolean }) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState('');
  const { t } = c;
  const credit = a.credit_until
    ? t('credits.absence.credit', { date: c.shortDate(a.credit_until) })
    : t('credits.absence.noCredit', { why: a.no_credit ?? 'late' });
  return (
    <li>
      {t('credits.absence.line', { day: c.day(a.lesson_day), start: a.start, by: a.by_kind })} — {credit}
      {!a.credit_until && (
        <Box
          component="form"
          onSubmit={(e: FormEvent) => (e.preventDefault(), dispatch(absenceCreditSubmitted({ absenceId: a.id, reason })))}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 1 }}
        >
          <TextField size="small" label={t('credits.correct.reason')} value={reason} onChange={(e) => setReason(e.target.value)} required />
          <Button type="submit" size="small" variant="outlined" loading={busy}>
            {t('credits.absence.grant')}
          </Button>
        </Box>
      )}
    </li>
  );
}

/** An enrolment's absences (issue 41) and one reported at the desk for a coming lesson (a credit anyway when ticked). */
export function EnrolmentAbsences({ c, enrolmentId, lessons }: { c: ConsoleText; enrolmentId: number; lessons: string[] }) {
  const dispatch = useAppDispatch();
  const { absences } = useAppSelector(selectCredits);
  const { t, m } = c;
  const [day, setDay] = useState('');
  const [anyway, setAnyway] = useState(false);
  useEffect(() => {
    dispatch(absencesOpened(enrolmentId));
  }, [dispatch, enrolmentId]);
  const busy = absences.save.status === 'loading';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(deskAbsenceSubmitted({ enrolmentId, body: { day, grant_anyway: anyway } }));
  };
  const list = absences.enrolmentId === enrolmentId ? absences.list : [];
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {list.length ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {list.map((a) => (
            <AbsenceLine key={a.id} c={c} a={a} busy={busy} />
          ))}
        </Box>
      ) : (
        <Typography>{t('credits.absence.none')}</Typography>
      )}
      <Box component="form" key={absences.saved} onSubmit={submit} sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <TextField
          select
          label={t('credits.absence.lesson')}
          value={day}
          onChange={(e) => setDay(e.target.value)}
          required
          sx={{ minWidth: 220 }}
        >
          {lessons.map((d) => (
            <MenuItem key={d} value={d}>
              {c.day(d)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Checkbox checked={anyway} onChange={(e) => setAnyway(e.target.checked)} />}
          label={t('credits.absence.anyway')}
        />
        <Button type="submit" variant="outlined" loading={busy} disabled={!day}>
          {t('credits.absence.report')}
        </Button>
      </Box>
      {absences.save.message && (
        <Alert severity={absences.save.status === 'failed' ? 'error' : 'success'}>{m(absences.save.message)}</Alert>
      )}
      {absences.status === 'failed' && absences.error && <Alert severity="error">{m(absences.error)}</Alert>}
    </Box>
  );
}
