import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { Course } from '../../../../../shared/enrolment.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { teachersArea } from '../../teachers/teachersArea.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { CourseForm } from '../components/CourseForm.js';
import { useCourseName } from '../components/courseName.js';
import { enrolmentsArea } from '../enrolmentsArea.js';
import { courseFormOpened, coursesNeeded, selectCourseForm, selectCourses } from '../enrolmentsSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(enrolmentsArea, teachersArea);

/** The school's courses (owners): each with its prices and class size; New, Edit and Retire in the form. */
export function CoursesPage() {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t, m } = c;
  const { list, status, error } = useAppSelector(selectCourses);
  const form = useAppSelector(selectCourseForm);
  useEffect(() => {
    dispatch(coursesNeeded());
    dispatch(teachersNeeded());
  }, [dispatch]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('enrolments.courses.title')}</Typography>
      {form.editing === null && form.save === 'succeeded' && form.message && (
        <Alert severity="success" role="status">
          {m(form.message)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {form.editing === null ? (
        <Button variant="contained" sx={{ alignSelf: 'flex-start' }} onClick={() => dispatch(courseFormOpened('new'))}>
          {t('enrolments.courses.new')}
        </Button>
      ) : (
        <CourseForm />
      )}
      {status === 'loading' && !list && (
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('enrolments.courses.loading')} />
      )}
      {list && list.length === 0 && <Typography color="text.secondary">{t('enrolments.courses.none')}</Typography>}
      {list && list.length > 0 && <CourseTable c={c} list={list} onEdit={(id) => dispatch(courseFormOpened(id))} />}
    </Box>
  );
}

function CourseTable({ c, list, onEdit }: { c: ConsoleText; list: Course[]; onEdit: (id: number) => void }) {
  const { t } = c;
  const nameOf = useCourseName();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('enrolments.courses.list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('enrolments.courses.name')}</TableCell>
            <TableCell>{t('enrolments.courses.length')}</TableCell>
            <TableCell align="right">{t('enrolments.courses.monthlyFee')}</TableCell>
            <TableCell align="right">{t('enrolments.courses.enrolmentFee')}</TableCell>
            <TableCell>{t('enrolments.courses.capacity')}</TableCell>
            <TableCell>{t('enrolments.courses.enrolling')}</TableCell>
            <TableCell>{t('enrolments.courses.editButton')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((course) => {
            const name = nameOf(course.names);
            return (
              <TableRow key={course.id}>
                <TableCell>
                  {name}
                  <Typography variant="body2" color="text.secondary">
                    {t(`teachers.language.${course.language}` as 'teachers.language.en')} · {t('enrolments.level', { level: course.level })}
                  </Typography>
                </TableCell>
                <TableCell>
                  {t('enrolments.courses.minutes', { minutes: course.lesson_minutes })} ×{' '}
                  {t('enrolments.courses.lessons', { count: course.lessons_per_month })}
                </TableCell>
                <TableCell align="right">{c.yen(course.monthly_fee)}</TableCell>
                <TableCell align="right">{c.yen(course.enrolment_fee)}</TableCell>
                <TableCell>
                  {course.capacity === 1 ? t('enrolments.courses.private') : t('enrolments.courses.group', { count: course.capacity })}
                </TableCell>
                <TableCell>{t('enrolments.courses.online', { online: String(course.online) })}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onEdit(course.id)} aria-label={t('enrolments.courses.edit', { name })}>
                    {t('enrolments.courses.editButton')}
                  </Button>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
