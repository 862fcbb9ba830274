import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '../../../../../shared/enrolment.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { deskCourseChangeClosed, deskCourseChangeOpened, selectDeskCourseChange } from '../deskCourseChangeSlice.js';
import { DeskCourseChange } from './DeskCourseChange.js';
import { deskChangeClosed, deskChangeOpened, selectChanges } from '../changesSlice.js';
import { DeskPause, DeskWithdraw } from './DeskPauseWithdraw.js';

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
