import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { useAppSelector } from '../../../../app/hooks.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { selectCourses } from '../enrolmentsSlice.js';
import { useCourseName } from './courseName.js';

/** The desk's choice of a course (enrolling, changing course): each course by its name and monthly fee. */
export function CourseSelect(p: { label: string; value: number | null; onChoose: (courseId: number) => void; sx?: SxProps<Theme> }) {
  const c = useConsoleText();
  const courses = useAppSelector(selectCourses).list ?? [];
  const nameOf = useCourseName();
  return (
    <TextField
      select
      label={p.label}
      value={p.value ?? ''}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(ev) => ev.target.value && p.onChoose(Number(ev.target.value))}
      sx={p.sx}
    >
      <option value="" disabled>
        —
      </option>
      {courses.map((course) => (
        <option key={course.id} value={course.id}>
          {nameOf(course.names)} · {c.yen(course.monthly_fee)}
        </option>
      ))}
    </TextField>
  );
}
