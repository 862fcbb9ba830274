import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { roleAllows } from '../../../../../shared/roles.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaffRole } from '../../../auth/authSelectors.js';
import { selectCalendar, calendarPageOpened } from '../bookingsSlice.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { CalendarDayList } from '../components/CalendarDayList.js';
import { CalendarToolbar } from '../components/CalendarToolbar.js';
import { CalendarWeekTable } from '../components/CalendarWeekTable.js';
import { SlotChangeDialog } from '../components/SlotChangeDialog.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { teachersArea } from '../../teachers/teachersArea.js';
import { bookingsArea } from '../bookingsArea.js';

export const features = consoleFeatures(bookingsArea, teachersArea);

/** Day & week for staff and owners: the school's (a teacher sees their own week: MyWeekPage, chosen by the route). */
export function CalendarPage() {
  const role = useAppSelector(selectStaffRole);
  return <SchoolCalendar canClose={roleAllows(role, 'owner')} />;
}

/** The school's slots with their bookings and free seats; owners close and reopen slots here. */
function SchoolCalendar({ canClose }: { canClose: boolean }) {
  const dispatch = useAppDispatch();
  const { view, status, error, days, slotStatus, slotMessage } = useAppSelector(selectCalendar);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { t, m, day } = useConsoleText();

  useEffect(() => {
    dispatch(calendarPageOpened());
    dispatch(teachersNeeded());
  }, [dispatch]);

  const shown = view && status !== 'failed';
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('calendar.title')}
      </Typography>
      <CalendarToolbar />
      {view && view.days.length > 1 && (
        <Typography sx={{ mb: 1 }} color="text.secondary">
          {t('calendar.range', { first: day(view.days[0].date), last: day(view.days[view.days.length - 1].date) })}
        </Typography>
      )}
      {slotMessage && (
        <Alert severity={slotStatus === 'failed' ? 'error' : 'success'} sx={{ mb: 2 }}>
          {m(slotMessage)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !view && <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('calendar.loading')} />}
      <div aria-busy={status === 'loading'} style={{ opacity: status === 'loading' ? 0.6 : 1 }}>
        {shown && days === 7 && !narrow && <CalendarWeekTable view={view} canClose={canClose} />}
        {shown &&
          (days === 1 || narrow) &&
          view.days.map((d) => <CalendarDayList key={d.date} date={d.date} slots={d.slots} canClose={canClose} holiday={d.holiday} />)}
      </div>
      <SlotChangeDialog />
    </>
  );
}
