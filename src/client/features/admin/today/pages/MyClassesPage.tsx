import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { isIsoDate, tokyoToday } from '../../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectMyClasses, myClassAttendanceTapped, myClassesDateChosen, myClassesOpened } from '../todaySlice.js';
import { DAY_SHEET_PRINT } from '../components/DaySheetPrint.js';
import { MyClassBlock } from '../components/MyClassBlock.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { todayArea } from '../todayArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(todayArea);

/**
 * A teacher's Today (days 1; printed, the day sheet) and Day & week (days 7 from the date): their own classes only,
 * from GET /api/admin/my/classes. The school's views, with money and contact details, are for staff and owners.
 */
/** Day & week for a teacher: their own classes, seven days from the date. */
export const MyWeekPage = () => <MyClassesPage days={7} />;

export function MyClassesPage({ days }: { days: 1 | 7 }) {
  const dispatch = useAppDispatch();
  const { from, view, status, error, saving, outcome } = useAppSelector(selectMyClasses);
  const { t, m, longDay } = useConsoleText();
  useEffect(() => void dispatch(myClassesOpened(days)), [dispatch, days]);

  const today = tokyoToday();
  const shown = view && status !== 'failed' ? view : null;
  return (
    <>
      {days === 1 && DAY_SHEET_PRINT}
      <Typography variant="h1" gutterBottom sx={{ displayPrint: 'none' }}>
        {t(days === 1 ? 'myClasses.todayTitle' : 'myClasses.weekTitle')}
      </Typography>
      <Typography sx={{ mb: 2, displayPrint: 'none' }}>{t('myClasses.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2, displayPrint: 'none' }}>
        <TextField
          type="date"
          size="small"
          label={t(days === 1 ? 'myClasses.date' : 'myClasses.from')}
          value={from ?? ''}
          onChange={(e) => isIsoDate(e.target.value) && dispatch(myClassesDateChosen(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {from !== null && from !== today && (
          <Button variant="outlined" onClick={() => dispatch(myClassesDateChosen(today))}>
            {t('myClasses.backToToday')}
          </Button>
        )}
        {days === 1 && (
          <Button variant="outlined" onClick={() => window.print()} disabled={!shown}>
            {t('myClasses.print')}
          </Button>
        )}
      </Box>
      {outcome && (
        <Alert
          severity={outcome.ok ? 'success' : 'error'}
          sx={{ mb: 2, displayPrint: 'none' }}
          action={
            outcome.undo && (
              <Button color="inherit" size="small" onClick={() => outcome.undo && dispatch(myClassAttendanceTapped(outcome.undo))}>
                {t('today.undo')}
              </Button>
            )
          }
        >
          {m(outcome.message)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !view && <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('myClasses.loading')} />}
      {shown && !shown.teacher && <Alert severity="info">{t('myClasses.noTeacher')}</Alert>}
      {shown?.teacher && (
        <Box aria-busy={status === 'loading'}>
          <Typography sx={{ mb: 1 }} color="text.secondary">
            {t('myClasses.teacher', { name: shown.teacher.name })}
          </Typography>
          {shown.days.map((d) => (
            <Box component="section" key={d.date} aria-labelledby={`classes-${d.date}`} sx={{ mb: 2 }}>
              <Typography id={`classes-${d.date}`} variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
                <Box component="span" sx={{ displayPrint: days === 1 ? 'none' : undefined }}>
                  {longDay(d.date)}
                </Box>
                {days === 1 && (
                  <Box component="span" sx={{ display: 'none', displayPrint: 'inline' }}>
                    {t('myClasses.sheetTitle', { day: longDay(d.date) })}
                  </Box>
                )}
              </Typography>
              {d.classes.length === 0 ? (
                <Typography color="text.secondary">{t('myClasses.none')}</Typography>
              ) : (
                <Paper variant="outlined" component="ol" aria-labelledby={`classes-${d.date}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                  {d.classes.map((c) => (
                    <MyClassBlock key={c.id} lesson={c} markable={d.date <= today} saving={saving.includes(c.id)} />
                  ))}
                </Paper>
              )}
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
