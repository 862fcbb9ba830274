import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '../../../../../shared/enrolment.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import {
  deskChangeCourseChosen,
  deskChangeTimeChosen,
  deskCourseChangeConfirmed,
  selectDeskCourseChange,
} from '../deskCourseChangeSlice.js';
import { CourseSelect } from './CourseSelect.js';
import { TermsList } from './TermsList.js';
import { WeeklyTimesPicker } from './WeeklyTimes.js';

/**
 * A change of course or weekly time received at the school (issue 41 point 7): the day it starts (said late after the
 * withdrawal day), the new course and one of its weekly times from then, the new terms read with the student, confirmed.
 */
export function DeskCourseChange({ c, enrolment: e }: { c: ConsoleText; enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const { t } = c;
  const s = useAppSelector(selectDeskCourseChange);
  if (!s.options)
    return s.error ? null : <Skeleton variant="rounded" height={80} role="progressbar" aria-label={t('enrolments.courseChange.title')} />;
  const from = c.longDay(s.options.from);
  return (
    <Box component="section" aria-labelledby="desk-course-change" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="desk-course-change" variant="h3" sx={{ fontSize: '1.1rem' }}>
        {t('enrolments.courseChange.title')}
      </Typography>
      <Typography sx={{ fontWeight: 500 }}>
        {t(s.options.after_deadline ? 'enrolments.courseChange.late' : 'enrolments.courseChange.onTime', {
          day: s.options.withdraw_by_day,
          date: from,
        })}
      </Typography>
      <CourseSelect
        label={t('enrolments.courseChange.course')}
        value={s.courseId}
        onChoose={(id) => dispatch(deskChangeCourseChosen(id))}
        sx={{ maxWidth: 420 }}
      />
      <WeeklyTimesPicker
        key={`${s.courseId}-${s.timesStatus}`}
        times={s.times}
        timesStatus={s.timesStatus}
        time={s.time}
        weekday={null}
        teacherId={s.times?.find((w) => w.teacher_name === e.terms.teacher_name)?.teacher_id ?? null}
        onChoose={(w) => dispatch(deskChangeTimeChosen(w))}
      />
      {s.terms && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="desk-change-terms"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Typography id="desk-change-terms" variant="h4" sx={{ fontSize: '1.05rem' }}>
            {t('enrolments.courseChange.termsTitle')}
          </Typography>
          <TermsList c={c} terms={s.terms} />
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            loading={s.sending}
            onClick={() => dispatch(deskCourseChangeConfirmed())}
          >
            {t('enrolments.courseChange.confirm', { date: from })}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
