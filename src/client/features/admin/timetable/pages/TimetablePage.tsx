import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Timetable } from '../../../../../shared/admin/timetable.js';
import { isIsoDate } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { TimetableDayGrid, type Column } from '../components/TimetableDayGrid.js';
import { TimetableToolbar } from '../components/TimetableToolbar.js';
import { timetableArea } from '../timetableArea.js';
import { selectTimetable, timetablePageOpened, timetableTeacherChosen } from '../timetableSlice.js';
import { usePhone } from '../../components/usePhone.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(timetableArea);

const UNASSIGNED = -1;

/** The columns: every teacher, and the bookings without one when there are any. */
function columnsOf(tt: Timetable, c: ConsoleText): Column[] {
  const columns: Column[] = tt.teachers.map((x) => ({
    teacherId: x.id,
    label: x.retired ? c.t('timetable.retired', { name: x.name }) : x.name,
    detail: c.t('timetable.teaches', { languages: c.list(x.languages.map((l) => c.t(`teachers.language.${l}` as MessageId))) }),
  }));
  if (tt.days.some((d) => d.blocks.some((b) => b.teacher_id === null)))
    columns.push({ teacherId: null, label: c.t('timetable.unassigned') });
  return columns;
}

/** The teachers' timetable: a day or a week, one column per teacher (one at a time, picked, on a phone). */
export function TimetablePage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { timetable, status, error, teacherId } = useAppSelector(selectTimetable);
  const c = useConsoleText();
  const phone = usePhone();
  useEffect(() => {
    const date = params.get('date');
    const view = params.get('view');
    dispatch(timetablePageOpened({ date: date && isIsoDate(date) ? date : null, view: view === 'week' || view === 'day' ? view : null }));
  }, [dispatch, params]);
  const all = timetable ? columnsOf(timetable, c) : [];
  const picked = all.find((col) => (col.teacherId ?? UNASSIGNED) === teacherId) ?? all[0];
  const columns = phone && picked ? [picked] : all;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {c.t('timetable.title')}
      </Typography>
      <TimetableToolbar />
      {status === 'failed' && error && <Alert severity="error">{c.m(error)}</Alert>}
      {status === 'loading' && !timetable && (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label={c.t('timetable.loading')} />
      )}
      {timetable && status !== 'failed' && (
        <Box aria-busy={status === 'loading'}>
          {timetable.teachers.length === 0 && <Alert severity="info">{c.t('timetable.noTeachers')}</Alert>}
          {phone && all.length > 1 && (
            <Box role="group" aria-label={c.t('timetable.teacher')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
              {all.map((col) => (
                <Button
                  key={col.teacherId ?? UNASSIGNED}
                  size="small"
                  variant={col === picked ? 'contained' : 'outlined'}
                  aria-pressed={col === picked}
                  onClick={() => dispatch(timetableTeacherChosen(col.teacherId ?? UNASSIGNED))}
                >
                  {col.label}
                </Button>
              ))}
            </Box>
          )}
          {timetable.days.map((day) => (
            <Box component="section" key={day.date} aria-labelledby={`timetable-${day.date}`} sx={{ mb: 3 }}>
              <Typography id={`timetable-${day.date}`} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
                {c.longDay(day.date)}
              </Typography>
              {day.closed && day.blocks.length === 0 ? (
                <Typography color="text.secondary">{c.t('timetable.closedDay')}</Typography>
              ) : (
                <TimetableDayGrid day={day} columns={columns} label={c.t('timetable.table', { day: c.longDay(day.date) })} />
              )}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
