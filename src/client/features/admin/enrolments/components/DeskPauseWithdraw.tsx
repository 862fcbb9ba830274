import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { PauseOptions, WithdrawalSummary } from '../../../../../shared/enrolmentChanges.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { deskPauseAsked, deskWithdrawConfirmed } from '../changesSlice.js';

/** A pause taken at the desk: its first month and length among what the school allows today. */
export function DeskPause({ c, id, options, sending }: { c: ConsoleText; id: number; options: PauseOptions; sending: boolean }) {
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
export function DeskWithdraw({ c, id, s, sending }: { c: ConsoleText; id: number; s: WithdrawalSummary; sending: boolean }) {
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
