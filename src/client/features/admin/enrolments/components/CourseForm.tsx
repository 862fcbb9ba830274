import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CourseForEdit, CourseInput } from '../../../../../shared/admin/courses.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { courseFormClosed, courseRetireConfirmed, courseSaveSubmitted, selectCourseForm } from '../enrolmentsSlice.js';
import { CourseFields } from './CourseFields.js';

/** A new course's fields, or the course's as read (without what the server keeps: id, version, minutes). */
export function formOf(course: CourseForEdit | null): CourseInput {
  if (!course)
    return {
      names: { en: '' },
      descriptions: {},
      language: 'ja',
      level: 'beginner',
      lesson_slots: 2,
      lessons_per_month: 4,
      monthly_fee: 12000,
      enrolment_fee: 5500,
      capacity: 1,
      online: true,
      teacher_ids: [],
    };
  const { names, descriptions, language, level, lesson_slots, lessons_per_month, monthly_fee, enrolment_fee, capacity, online } = course;
  const input = { names, descriptions, language, level, lesson_slots, lessons_per_month, monthly_fee, enrolment_fee, capacity, online };
  return { ...input, teacher_ids: course.teacher_ids } as CourseInput;
}

/** The owner's course form: New or Edit (saved at the version read), Retire; a new price leaves enrolled students' terms alone. */
export function CourseForm() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { editing, course, status, save, message } = useAppSelector(selectCourseForm);
  if (status === 'loading') return <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('enrolments.form.loading')} />;
  const title = course ? t('enrolments.form.editTitle', { name: course.names.en }) : t('enrolments.form.newTitle');
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h2" sx={{ fontSize: '1.4rem' }}>
        {title}
      </Typography>
      {save === 'failed' && message && <Alert severity="error">{m(message)}</Alert>}
      {status === 'failed' && message && <Alert severity="error">{m(message)}</Alert>}
      {(editing === 'new' || course) && (
        <FormBody
          key={course?.version ?? 'new'}
          course={course}
          busy={save === 'loading'}
          onSave={(input) =>
            dispatch(courseSaveSubmitted(course ? { id: course.id, input: { ...input, version: course.version } } : { id: null, input }))
          }
          onRetire={course ? () => dispatch(courseRetireConfirmed(course.id)) : null}
          onCancel={() => dispatch(courseFormClosed())}
        />
      )}
    </Paper>
  );
}

interface BodyProps {
  course: CourseForEdit | null;
  busy: boolean;
  onSave(input: CourseInput): void;
  onRetire: (() => void) | null;
  onCancel(): void;
}

function FormBody({ course, busy, onSave, onRetire, onCancel }: BodyProps) {
  const { t } = useConsoleText();
  const [form, setForm] = useState<CourseInput>(() => formOf(course));
  const [retiring, setRetiring] = useState(false);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        onSave(form);
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <CourseFields form={form} onChange={setForm} />
      <Alert severity="info">{t('enrolments.form.termsKept')}</Alert>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {t('enrolments.form.save')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('enrolments.form.cancel')}
        </Button>
        {onRetire && !retiring && (
          <Button color="error" onClick={() => setRetiring(true)} disabled={busy}>
            {t('enrolments.form.retire')}
          </Button>
        )}
      </Box>
      {onRetire && retiring && (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" onClick={onRetire} disabled={busy}>
              {t('enrolments.form.retireYes')}
            </Button>
          }
        >
          {t('enrolments.form.retireSure', { name: course?.names.en ?? '' })}
        </Alert>
      )}
    </Box>
  );
}
