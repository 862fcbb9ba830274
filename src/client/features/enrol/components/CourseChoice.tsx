import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Box from '@mui/material/Box';
import type { Course } from '../../../../shared/enrolment.js';
import { FORMAL_COURSE_FEE_YEN, FORMAL_COURSE_TYPES } from '../../../../shared/constants.js';
import { addDays, tokyoToday } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { TextInput } from '../../../components/TextInput.js';
import { useWords } from '../../../i18n/useWords.js';
import { courseName, yenIn } from '../enrolFormat.js';
import { courseChosen, selectEnrol, startDateChosen } from '../enrolSlice.js';

/**
 * The spec's fields of the formal course form, kept: the course type (the school's courses; the spec's four until
 * they load), date from (the first lesson from that date), date to (the monthly contract runs until withdrawn) and
 * the fee (the course's monthly fee; the spec's 3,000-yen placeholder until a course is chosen).
 */
export function CourseChoice() {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const { courses, coursesStatus, courseId, startsOn } = useAppSelector(selectEnrol);
  const course = courses.find((c) => c.id === courseId) ?? null;
  const loaded = coursesStatus === 'ready';
  const fee = course ? t('enrol.perMonth', { amount: yenIn(language, course.monthly_fee) }) : yenIn(language, FORMAL_COURSE_FEE_YEN);
  const facts = course
    ? `${t('enrol.courseFacts', { lessons: course.lessons_per_month, minutes: course.lesson_minutes, fee: yenIn(language, course.enrolment_fee) })} ${t('course.taxIncluded')}`
    : t('course.taxIncluded');
  return (
    <>
      <CourseSelect courses={courses} loaded={loaded} value={courseId} onChange={(id) => dispatch(courseChosen(id))} />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextInput
          type="date"
          label={t('course.from')}
          name="date_from"
          value={startsOn ?? ''}
          onChange={(v) => dispatch(startDateChosen(/^\d{4}-\d{2}-\d{2}$/.test(v) ? v : null))}
          inputProps={{ min: addDays(tokyoToday(), 1) }}
        />
        <TextInput
          label={t('course.to')}
          name="date_to"
          value={t('enrol.untilWithdrawn')}
          onChange={() => undefined}
          readOnly
          helperText={t('enrol.monthlyContract')}
        />
      </Box>
      <TextInput label={t('course.fee')} name="fee" value={fee} onChange={() => undefined} readOnly helperText={facts} />
    </>
  );
}

/** The course type: the school's courses (the spec's four until they load); null: none chosen yet. */
export function CourseSelect(p: { courses: Course[]; loaded: boolean; value: number | null; onChange(id: number | null): void }) {
  const { t, language } = useWords();
  return (
    <FormControl fullWidth>
      <InputLabel htmlFor="course-type" shrink>
        {t('course.type')}
      </InputLabel>
      <NativeSelect
        value={p.value === null ? '' : String(p.value)}
        disabled={!p.loaded}
        onChange={(e) => p.onChange(e.target.value ? Number(e.target.value) : null)}
        input={<OutlinedInput label={t('course.type')} notched />}
        inputProps={{ id: 'course-type', name: 'course_type' }}
      >
        <option value="">{t('enrol.chooseCourse')}</option>
        {p.loaded
          ? p.courses.map((c) => (
              <option key={c.id} value={c.id}>
                {courseName(c, language)}
              </option>
            ))
          : FORMAL_COURSE_TYPES.map((c) => <option key={c}>{t(`course.type.${c}`)}</option>)}
      </NativeSelect>
    </FormControl>
  );
}
