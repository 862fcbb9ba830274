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
import { selectStaffRole } from '../../../auth/authSelectors.js';
import { MyClassesPage } from './MyClassesPage.js';
import { selectToday, todayAttendanceTapped, todayDateChosen, todayPageOpened } from '../todaySlice.js';
import { DAY_SHEET_PRINT } from '../components/DaySheetPrint.js';
import { TodayBlock, TodaySheetHeadings } from '../components/TodayBlock.js';
import { TodaySummary } from '../components/TodaySummary.js';
import { OwedBackList } from '../components/OwedBackList.js';
import { TuitionDueList } from '../components/TuitionDueList.js';
import { TodayCreditsLists } from '../components/TodayCreditsLists.js';
import { TodayRequestsList } from '../components/TodayRequestsList.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { todayArea } from '../todayArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(todayArea);

/** Today: a teacher's own classes of the day; for staff and owners the front desk's day. */
export function TodayPage() {
  return useAppSelector(selectStaffRole) === 'teacher' ? <MyClassesPage days={1} /> : <DeskToday />;
}

/** The front desk's day, one block per booking in time order, with the day's figures on top. */
function DeskToday() {
  const dispatch = useAppDispatch();
  const { date, view, status, error, saving, outcome } = useAppSelector(selectToday);
  const { t, m, longDay } = useConsoleText();

  useEffect(() => {
    dispatch(todayPageOpened());
  }, [dispatch]);

  const today = tokyoToday();
  const shown = view && status !== 'failed' ? view : null;
  return (
    <>
      {DAY_SHEET_PRINT}
      <Typography variant="h1" gutterBottom sx={{ displayPrint: 'none' }}>
        {t('today.title')}
      </Typography>
      <Box className="today-screen-only" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
        <TextField
          type="date"
          size="small"
          label={t('today.date')}
          value={date ?? ''}
          onChange={(e) => isIsoDate(e.target.value) && dispatch(todayDateChosen(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {date !== null && date !== today && (
          <Button variant="outlined" onClick={() => dispatch(todayDateChosen(today))}>
            {t('today.backToToday')}
          </Button>
        )}
        {/* the browser's own print dialog: nothing in the console's state changes */}
        <Button variant="outlined" onClick={() => window.print()} disabled={!shown}>
          {t('today.print')}
        </Button>
      </Box>
      {outcome && (
        <Alert
          className="today-screen-only"
          severity={outcome.ok ? 'success' : 'error'}
          sx={{ mb: 2 }}
          action={
            outcome.undo && (
              <Button color="inherit" size="small" onClick={() => outcome.undo && dispatch(todayAttendanceTapped(outcome.undo))}>
                {t('today.undo')}
              </Button>
            )
          }
        >
          {m(outcome.message)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !view && <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('today.loading')} />}
      {shown && (
        <Box aria-busy={status === 'loading'}>
          {/* the document's title too: a day sheet saved as PDF, and the printed page's header, name its date */}
          <title>{t('today.sheetTitle', { day: longDay(shown.date) })}</title>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            <Box component="span" sx={{ displayPrint: 'none' }}>
              {longDay(shown.date)}
            </Box>
            <Box component="span" sx={{ display: 'none', displayPrint: 'inline' }}>
              {t('today.sheetTitle', { day: longDay(shown.date) })}
            </Box>
          </Typography>
          <TodaySummary summary={shown.summary} />
          <OwedBackList owed={shown.owed_back} date={shown.date} />
          <TuitionDueList months={shown.tuition ?? []} />
          <TodayCreditsLists credits={shown.credits_day} />
          <TodayRequestsList requests={shown.credits_day?.requests} />
          <Typography id="today-bookings" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('today.bookings')}
          </Typography>
          {shown.bookings.length === 0 ? (
            <Typography color="text.secondary">{t('today.none')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary" className="today-screen-only" sx={{ mb: 1 }}>
                {t(shown.date <= today ? 'today.pressedHint' : 'today.fromClassDay')}
              </Typography>
              <TodaySheetHeadings />
              <Paper variant="outlined" component="ol" aria-labelledby="today-bookings" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {shown.bookings.map((b) => (
                  <TodayBlock key={b.id} booking={b} markable={shown.date <= today} saving={saving.includes(b.id)} />
                ))}
              </Paper>
            </>
          )}
        </Box>
      )}
    </>
  );
}
