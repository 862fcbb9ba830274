import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Enrolment } from '../../../../../shared/enrolment.js';
import type { PauseOptions, WithdrawalSummary } from '../../../../../shared/enrolmentChanges.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { deskCourseChangeClosed, deskCourseChangeOpened, selectDeskCourseChange } from '../deskCourseChangeSlice.js';
import { DeskCourseChange } from './DeskCourseChange.js';
import { deskChangeClosed, deskChangeOpened, deskPauseAsked, deskWithdrawConfirmed, selectChanges } from '../changesSlice.js';

/** A pause taken at the desk: its first month and length among what the school allows today. */
function DeskPause({ c, id, options, sending }: { c: ConsoleText; id: number; options: PauseOptions; sending: boolean }) {
  const dispatch = useAppDispatch();
  const [first, setFirst] = useState(options.first_months[0] ?? '');
  const [months, setMonths] = useState(options.min_months);
  const lengths = Array.from({ length: options.max_months - options.min_months + 1 }, (_, i) => options.min_months + i);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <TextField
        select
        label={c.t('enrolments.changes.firstMonth')}
        value={first}
        onChange={(e) => setFirst(e.target.value)}
        sx={{ minWidth: 200 }}
      >
        {options.first_months.map((m) => (
          <MenuItem key={m} value={m}>
            {c.month(m)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={c.t('enrolments.changes.months')}
        value={months}
        onChange={(e) => setMonths(Number(e.target.value))}
        sx={{ minWidth: 140 }}
      >
        {lengths.map((n) => (
          <MenuItem key={n} value={n}>
            {c.t('enrolments.changes.monthsN', { n })}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="contained"
        loading={sending}
        disabled={!first}
        onClick={() => dispatch(deskPauseAsked({ id, first_month: first, months }))}
      >
        {c.t('enrolments.changes.askPause')}
      </Button>
    </Box>
  );
}

/** A withdrawal taken at the desk: what it means said first (as the student would see it), then confirmed. */
function DeskWithdraw({ c, id, s, sending }: { c: ConsoleText; id: number; s: WithdrawalSummary; sending: boolean }) {
  const dispatch = useAppDispatch();
  const days = (d: string[]) => (d.length ? c.list(d.map(c.day)) : c.t('enrolments.changes.nothing'));
  const months = (m: string[]) => (m.length ? c.list(m.map(c.month)) : c.t('enrolments.changes.nothing'));
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography sx={{ fontWeight: 500 }}>
        {c.t(s.after_deadline ? 'enrolments.changes.endsLate' : 'enrolments.changes.endsThisMonth', {
          date: c.longDay(s.ends_on),
          day: s.withdraw_by_day,
        })}
      </Typography>
      <Typography>{c.t('enrolments.changes.lessonsCanceled', { days: days(s.lessons_canceled) })}</Typography>
      <Typography>{c.t('enrolments.changes.monthsCanceled', { months: months(s.months_canceled) })}</Typography>
      <Typography>{c.t('enrolments.changes.credits', { n: s.credits_expiring.reduce((n, x) => n + x.count, 0) })}</Typography>
      <Box>
        <Button variant="contained" color="error" loading={sending} onClick={() => dispatch(deskWithdrawConfirmed(id))}>
          {c.t('enrolments.changes.confirmWithdraw', { date: c.longDay(s.ends_on) })}
        </Button>
      </Box>
    </Box>
  );
}

/** The enrolment page's pause and withdrawal taken at the desk (a request received at the school). */
export function DeskChanges({ c, enrolment: e }: { c: ConsoleText; enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectChanges);
  const cc = useAppSelector(selectDeskCourseChange);
  // one form open at a time: a pause or withdrawal (changesSlice) or a change of course or time (deskCourseChangeSlice)
  const open = s.open?.id === e.id ? s.open.kind : cc.id === e.id ? 'course' : null;
  const start = (kind: 'pause' | 'withdraw' | 'course') => {
    dispatch(deskChangeClosed());
    dispatch(deskCourseChangeClosed());
    dispatch(kind === 'course' ? deskCourseChangeOpened(e.id) : deskChangeOpened({ id: e.id, kind }));
  };
  const error = open === 'course' ? cc.error : open && s.error;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {e.pauses.map((p) => (
        <Typography key={p.first_month}>{c.t('enrolments.changes.pauseOf', { from: c.month(p.first_month), months: p.months })}</Typography>
      ))}
      {e.ends_on && <Typography>{c.t('enrolments.changes.endsOn', { date: c.longDay(e.ends_on) })}</Typography>}
      {s.done && (
        <Alert severity="success" role="status">
          {c.t(s.done === 'pause' ? 'enrolments.changes.pauseDone' : 'enrolments.changes.withdrawDone')}
        </Alert>
      )}
      {cc.done === e.id && (
        <Alert severity="success" role="status">
          {c.t('enrolments.courseChange.done')}
        </Alert>
      )}
      {error && <Alert severity="error">{c.m(error)}</Alert>}
      {e.status === 'active' && !open && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => start('pause')}>
            {c.t('enrolments.changes.pauseAtDesk')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => start('withdraw')}>
            {c.t('enrolments.changes.withdrawAtDesk')}
          </Button>
          <Button variant="outlined" onClick={() => start('course')}>
            {c.t('enrolments.courseChange.open')}
          </Button>
        </Box>
      )}
      {open === 'pause' && s.options && <DeskPause c={c} id={e.id} options={s.options} sending={s.sending} />}
      {open === 'course' && <DeskCourseChange c={c} enrolment={e} />}
      {open === 'withdraw' && s.summary && <DeskWithdraw c={c} id={e.id} s={s.summary} sending={s.sending} />}
      {open && (
        <Box>
          <Button onClick={() => dispatch(open === 'course' ? deskCourseChangeClosed() : deskChangeClosed())}>
            {c.t('enrolments.changes.close')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
