import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Enrolment } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { useWords } from '../../../i18n/useWords.js';
import { enrolMessage } from '../enrolFormat.js';
import { selectEnrol } from '../enrolSlice.js';
import {
  changeChoiceReopened,
  changeCourseChosen,
  changeTimeChosen,
  courseChangeConfirmed,
  selectCourseChange,
} from '../courseChangeSlice.js';
import { ConfirmationScreen } from './ConfirmationScreen.js';
import { CourseSelect } from './CourseChoice.js';
import { WeeklyTimePicker } from './WeeklyTimeChooser.js';

/**
 * My page's change of course or weekly time (issue 41 point 7): the first day it takes effect (late after the withdrawal
 * day), a course and one of its weekly times from that day, then the confirmation screen with the new terms before
 * anything is sent. The enrolment’s teacher is shown first among the times.
 */
export function CourseChangeForm({ enrolment: e }: { enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const s = useAppSelector(selectCourseChange);
  const { courses, coursesStatus } = useAppSelector(selectEnrol);
  if (!s.options) {
    if (s.error) return <Alert severity="error">{enrolMessage(words, s.error)}</Alert>;
    return <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('enrol.courseChange.title')} />;
  }
  const from = formatDate(language, s.options.from);
  if (s.terms && s.choice)
    return (
      <ConfirmationScreen
        terms={s.terms}
        loggedIn
        paying={s.status === 'sending'}
        error={s.error}
        onPay={() => dispatch(courseChangeConfirmed())}
        onBack={() => dispatch(changeChoiceReopened())}
        title={t('enrol.courseChange.confirmTitle')}
        intro={t('enrol.courseChange.intro', { date: from })}
        confirmText={t('enrol.courseChange.confirm')}
      />
    );
  return (
    <Box component="section" aria-labelledby={`course-change-${e.id}`} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id={`course-change-${e.id}`} variant="h4" sx={{ fontSize: '1.05rem' }}>
        {t('enrol.courseChange.title')}
      </Typography>
      <Typography>
        {t(s.options.after_deadline ? 'enrol.courseChange.late' : 'enrol.courseChange.onTime', {
          day: s.options.withdraw_by_day,
          date: from,
        })}
      </Typography>
      <CourseSelect
        courses={courses}
        loaded={coursesStatus === 'ready'}
        value={s.courseId}
        onChange={(id) => id !== null && dispatch(changeCourseChosen(id))}
      />
      {s.error && <Alert severity="error">{enrolMessage(words, s.error)}</Alert>}
      {s.courseId !== null && (
        <WeeklyTimePicker
          key={s.courseId}
          times={s.times}
          status={s.status === 'loading' && !s.times.length ? 'loading' : 'ready'}
          teacherId={s.times.find((w) => w.teacher_name === e.terms.teacher_name)?.teacher_id ?? null}
          quoting={s.status === 'loading' && s.times.length > 0}
          onChoose={(w) =>
            dispatch(changeTimeChosen({ course_id: s.courseId!, teacher_id: w.teacher_id, weekday: w.weekday, start: w.start }))
          }
        />
      )}
    </Box>
  );
}
