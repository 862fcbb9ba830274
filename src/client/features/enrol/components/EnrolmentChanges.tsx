import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { nextMonth } from '../../../../shared/tuition.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import { enrolMessage, monthText } from '../enrolFormat.js';
import { changeClosed, changeOpened, selectEnrolmentChanges } from '../enrolmentChangesSlice.js';
import { courseChangeClosed, courseChangeOpened, selectCourseChange } from '../courseChangeSlice.js';
import { CourseChangeForm } from './CourseChangeForm.js';
import { PauseForm } from './PauseForm.js';
import { WithdrawalConfirmation } from './WithdrawalConfirmation.js';

/** The last month of a pause ('YYYY-MM'). */
const lastMonth = (first: string, months: number) => {
  let m = `${first}-01`;
  for (let i = 1; i < months; i++) m = nextMonth(m);
  return m.slice(0, 7);
};

/** An enrolment's pauses and last day, and (while it runs) asking for a pause or a withdrawal on my page. */
export function EnrolmentChanges({ enrolment: e }: { enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const s = useAppSelector(selectEnrolmentChanges);
  const cc = useAppSelector(selectCourseChange);
  // one form open at a time: a pause or withdrawal (enrolmentChanges) or a change of course or time (courseChange)
  const open = s.open?.id === e.id ? s.open.kind : cc.id === e.id ? 'course' : null;
  const start = (kind: 'pause' | 'withdraw') => {
    dispatch(courseChangeClosed());
    dispatch(changeOpened({ id: e.id, kind }));
  };
  const close = () => dispatch(open === 'course' ? courseChangeClosed() : changeClosed());
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {e.pauses.map((p) => (
        <Typography key={p.first_month}>
          {t('enrol.change.pausedFor', {
            from: monthText(language, p.first_month),
            to: monthText(language, lastMonth(p.first_month, p.months)),
          })}
        </Typography>
      ))}
      {e.ends_on && <Typography>{t('enrol.change.endsOn', { date: formatDate(language, e.ends_on) })}</Typography>}
      {s.done?.id === e.id && (
        <Alert severity="success" role="status">
          {t(s.done.kind === 'pause' ? 'enrol.change.pauseDone' : 'enrol.change.withdrawDone')}
        </Alert>
      )}
      {cc.done === e.id && (
        <Alert severity="success" role="status">
          {t('enrol.courseChange.done')}
        </Alert>
      )}
      {e.status === 'active' && !open && (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={() => start('pause')}>
            {t('enrol.change.pause')}
          </Button>
          <Button variant="outlined" color="error" onClick={() => start('withdraw')}>
            {t('enrol.change.withdraw')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => {
              dispatch(changeClosed());
              dispatch(courseChangeOpened({ id: e.id }));
            }}
          >
            {t('enrol.courseChange.open')}
          </Button>
        </Box>
      )}
      {open === 'course' && <CourseChangeForm enrolment={e} />}
      {open && open !== 'course' && s.error && <Alert severity="error">{enrolMessage(words, s.error)}</Alert>}
      {open === 'pause' && s.options && <PauseForm id={e.id} options={s.options} sending={s.status === 'sending'} />}
      {open === 'withdraw' && s.summary && <WithdrawalConfirmation id={e.id} summary={s.summary} sending={s.status === 'sending'} />}
      {open && (
        <Box>
          <Button onClick={close}>{t('enrol.change.close')}</Button>
        </Box>
      )}
    </Box>
  );
}
