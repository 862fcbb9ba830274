import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { Outlet, useLocation } from 'react-router-dom';
import { ConsoleIntl } from './i18n/ConsoleIntl.js';
import type { MessageId } from './i18n/messageIds.js';
import { useConsoleText } from './i18n/useConsoleText.js';
import { roleAllows, type StaffRole } from '../../../shared/roles.js';
import { consolePaths } from '../../../shared/consolePaths.js';
import { paths } from '../../../shared/paths.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn, selectSessionRestored, selectStaffRole } from '../auth/authSelectors.js';
import { ConsoleTabs } from './components/ConsoleTabs.js';
import { ReauthDialog } from './components/ReauthDialog.js';
import { consoleFeatures } from './consoleAreas.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures();

/**
 * The console's sections; owners see all, staff the ones for bookings, a teacher Today and Day & week (their own
 * classes there) and their settings. The server checks again on every call.
 */
const SECTIONS: Array<{ to: string; label: MessageId; needs: StaffRole; end?: boolean; deskTo?: string }> = [
  // the desk's (staff's) /admin is Today (consoleHome.tsx): its Day & week has a path of its own
  { to: paths.adminToday, label: 'today.nav', needs: 'teacher', deskTo: paths.admin },
  { to: paths.admin, label: 'common.nav.calendar', needs: 'teacher', end: true, deskTo: consolePaths.adminCalendar },
  { to: consolePaths.adminTimetable, label: 'timetable.nav', needs: 'staff' },
  { to: paths.adminBookings, label: 'common.nav.bookings', needs: 'staff' },
  { to: paths.adminCustomers, label: 'common.nav.customers', needs: 'staff' },
  { to: paths.adminNewBooking, label: 'common.nav.newBooking', needs: 'staff' },
  { to: paths.adminEnrolments, label: 'enrolments.nav', needs: 'staff' },
  { to: paths.adminTuition, label: 'enrolments.tuition.nav', needs: 'staff' },
  { to: paths.adminNumbers, label: 'common.nav.numbers', needs: 'staff' },
  { to: paths.adminLinks, label: 'sources.links.title', needs: 'staff' },
  { to: paths.adminSchedule, label: 'common.nav.schedule', needs: 'staff' },
  { to: paths.adminTeachers, label: 'common.nav.teachers', needs: 'staff' },
  { to: paths.adminCourses, label: 'enrolments.courses.nav', needs: 'owner' },
  { to: consolePaths.adminPacks, label: 'packs.nav', needs: 'owner' },
  { to: paths.adminStaff, label: 'common.nav.staff', needs: 'owner' },
  { to: paths.adminSchool, label: 'school.nav', needs: 'owner' },
  { to: paths.adminActivity, label: 'common.nav.activity', needs: 'owner' },
  { to: paths.adminSettings, label: 'common.nav.settings', needs: 'teacher' },
];

/** The console: its language, its frame (its route started the shell's sagas). */
export function AdminLayout() {
  return (
    <ConsoleIntl>
      <ConsoleFrame />
    </ConsoleIntl>
  );
}

/** The console's frame: its sections, and who may see them (logged-out visitors are sent to log in by the sagas). */
function ConsoleFrame() {
  const { t } = useConsoleText();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectStaffRole);
  const { pathname } = useLocation();
  if (!restored || !loggedIn) {
    return (
      <Box sx={{ py: 8, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={t(restored ? 'common.toLogin' : 'common.loadingAccount')} />
      </Box>
    );
  }
  if (!role) return <NoAccess />;
  const tabs = SECTIONS.filter((s) => roleAllows(role, s.needs)).map((s) =>
    role === 'staff' && s.deskTo ? { to: s.deskTo, label: s.label, needs: s.needs, end: s.deskTo === paths.admin } : s,
  );
  // A teacher's account opens no other page (its calls would be refused); staff keep the server's own refusal.
  const refused = role === 'teacher' && !tabs.some((s) => s.to === pathname);
  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, md: 3 } }}>
      <ConsoleTabs tabs={tabs} />
      {refused ? <Alert severity="info">{t('myClasses.notForTeachers')}</Alert> : <Outlet />}
      <ReauthDialog />
    </Box>
  );
}

/** A logged-in account without a role at the school. */
export function NoAccess() {
  const { t } = useConsoleText();
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: 2, py: 8 }}>
      <Typography variant="h1" gutterBottom>
        {t('common.noAccess.title')}
      </Typography>
      <Typography>{t('common.noAccess.text')}</Typography>
    </Box>
  );
}
