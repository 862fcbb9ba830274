import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ENROLMENT_LIST_STATUSES_WORDS } from '../components/listStatuses.js';
import type { EnrolmentListQuery, EnrolmentRow } from '../../../../../shared/admin/enrolments.js';
import { adminEnrolmentPath, paths } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { teachersArea } from '../../teachers/teachersArea.js';
import { selectTeachers, teachersNeeded } from '../../teachers/teachersSlice.js';
import { useCourseName } from '../components/courseName.js';
import { weeklyText } from '../components/weekly.js';
import { enrolmentsArea } from '../enrolmentsArea.js';
import { RequestsSection } from '../components/RequestsSection.js';
import { coursesNeeded, enrolmentsFiltered, selectCourses, selectEnrolmentList } from '../enrolmentsSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(enrolmentsArea, teachersArea);

const idOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** The enrolments: active, ending or ended, by course and teacher; each row opens its page. */
export function EnrolmentsPage() {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t, m } = c;
  const { filter, rows, status, error } = useAppSelector(selectEnrolmentList);
  const courses = useAppSelector(selectCourses).list ?? [];
  const teachers = useAppSelector(selectTeachers).list;
  const nameOf = useCourseName();
  useEffect(() => {
    dispatch(coursesNeeded());
    dispatch(teachersNeeded());
    dispatch(enrolmentsFiltered(filter));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once on opening: later filters dispatch their own
  }, [dispatch]);
  const change = (next: Partial<EnrolmentListQuery>) => dispatch(enrolmentsFiltered({ ...filter, ...next }));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('enrolments.list.title')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <FilterSelect
          label={t('enrolments.list.show')}
          value={filter.status ?? 'active'}
          onChange={(v) => change({ status: v as EnrolmentListQuery['status'] })}
        >
          {ENROLMENT_LIST_STATUSES_WORDS.map(([s, id]) => (
            <option key={s} value={s}>
              {t(id)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('enrolments.list.course')}
          value={filter.course_id ?? ''}
          onChange={(v) => change({ course_id: idOrUndefined(v) })}
        >
          <option value="">{t('enrolments.list.allCourses')}</option>
          {courses.map((course) => (
            <option key={course.id} value={course.id}>
              {nameOf(course.names)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('enrolments.list.teacher')}
          value={filter.teacher_id ?? ''}
          onChange={(v) => change({ teacher_id: idOrUndefined(v) })}
        >
          <option value="">{t('enrolments.list.allTeachers')}</option>
          {teachers.map((x) => (
            <option key={x.id} value={x.id}>
              {x.name}
            </option>
          ))}
        </FilterSelect>
        <Button component={RouterLink} to={paths.adminEnrol} variant="contained">
          {t('enrolments.list.enrol')}
        </Button>
      </Box>
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !rows && (
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('enrolments.list.loading')} />
      )}
      {rows && rows.length === 0 && <Typography color="text.secondary">{t('enrolments.list.none')}</Typography>}
      {rows && rows.length > 0 && <EnrolmentTable c={c} rows={rows} busy={status === 'loading'} />}
      <RequestsSection c={c} />
    </Box>
  );
}

function EnrolmentTable({ c, rows, busy }: { c: ConsoleText; rows: EnrolmentRow[]; busy: boolean }) {
  const { t } = c;
  const nameOf = useCourseName();
  return (
    <Box sx={{ overflowX: 'auto' }} aria-busy={busy}>
      <Table size="small" aria-label={t('enrolments.list.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('enrolments.list.code')}</TableCell>
            <TableCell>{t('enrolments.list.student')}</TableCell>
            <TableCell>{t('enrolments.list.course')}</TableCell>
            <TableCell>{t('enrolments.list.weekly')}</TableCell>
            <TableCell>{t('enrolments.list.since')}</TableCell>
            <TableCell>{t('enrolments.list.paid')}</TableCell>
            <TableCell>{t('enrolments.list.unpaid')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.id}>
              <TableCell>
                <Link component={RouterLink} to={adminEnrolmentPath(r.id)}>
                  {r.code}
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('enrolments.status', { status: r.status })}
                </Typography>
              </TableCell>
              <TableCell>{r.customer_name}</TableCell>
              <TableCell>{nameOf(r.course_names)}</TableCell>
              <TableCell>
                {weeklyText(c, r.weekday, r.start)} · {r.teacher_name}
              </TableCell>
              <TableCell>{c.shortDate(r.starts_on)}</TableCell>
              <TableCell>{t('enrolments.billing', { billing: r.billing })}</TableCell>
              <TableCell sx={r.unpaid_months > 0 ? { color: 'error.main', fontWeight: 600 } : undefined}>
                {t('enrolments.list.unpaidMonths', { count: r.unpaid_months })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/**
 * One of the list's filters: a native select (a phone's own picker), its label always above it: an empty value
 * ('all courses') would otherwise leave the label lying over the chosen words.
 */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: unknown;
  onChange(v: string): void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      onChange={(e) => onChange(e.target.value)}
    >
      {children}
    </TextField>
  );
}
