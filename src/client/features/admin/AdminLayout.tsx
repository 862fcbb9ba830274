import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { NavLink, Outlet } from 'react-router-dom';
import { roleAllows, type StaffRole } from '../../../shared/roles.js';
import { paths } from '../../../shared/paths.js';
import { useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn, selectSessionRestored, selectStaffRole } from '../auth/authSelectors.js';
import { ReauthDialog } from './components/ReauthDialog.js';
import { useConsole } from './useConsole.js';

/** The console's sections; owners see all, staff the ones for bookings (the server checks again on every call). */
const SECTIONS: Array<{ to: string; label: string; needs: StaffRole; end?: boolean }> = [
  { to: paths.admin, label: 'Day & week', needs: 'staff', end: true },
  { to: paths.adminBookings, label: 'Bookings', needs: 'staff' },
  { to: paths.adminNewBooking, label: 'New booking', needs: 'staff' },
  { to: paths.adminNumbers, label: 'Numbers', needs: 'staff' },
  { to: paths.adminSchedule, label: 'Schedule', needs: 'staff' },
  { to: paths.adminStaff, label: 'Staff', needs: 'owner' },
  { to: paths.adminActivity, label: 'Activity', needs: 'owner' },
  { to: paths.adminSettings, label: 'My settings', needs: 'staff' },
];

const tabSx = {
  display: 'inline-flex',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  px: 1.5,
  minHeight: 44,
  color: 'text.primary',
  textDecoration: 'none',
  fontWeight: 500,
  borderBottom: 3,
  borderColor: 'transparent',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
  '&.active': { borderColor: 'primary.main', color: 'primary.main', fontWeight: 700 },
} as const;

/** The console's frame: its sections, and who may see them (logged-out visitors are sent to log in by the sagas). */
export function AdminLayout() {
  useConsole();
  const restored = useAppSelector(selectSessionRestored);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const role = useAppSelector(selectStaffRole);
  if (!restored || !loggedIn) {
    return (
      <Box sx={{ py: 8, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress aria-label={restored ? 'Taking you to the login page' : 'Loading your account'} />
      </Box>
    );
  }
  if (!role) return <NoAccess />;
  return (
    <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 1.5, sm: 3 }, py: { xs: 2, md: 3 } }}>
      <Box
        component="nav"
        aria-label="Console"
        sx={{ display: 'flex', overflowX: 'auto', borderBottom: 1, borderColor: 'divider', mb: { xs: 2, md: 3 } }}
      >
        {SECTIONS.filter((s) => roleAllows(role, s.needs)).map((s) => (
          <Box key={s.to} component={NavLink} to={s.to} end={s.end} sx={tabSx}>
            {s.label}
          </Box>
        ))}
      </Box>
      <Outlet />
      <ReauthDialog />
    </Box>
  );
}

/** A logged-in account without a role at the school. */
export function NoAccess() {
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: 2, py: 8 }}>
      <Typography variant="h1" gutterBottom>
        No access
      </Typography>
      <Typography>
        This console is for the school&apos;s staff, and your account has no staff role. If you work at the school, ask an owner to invite
        you; the invitation email has a link that gives your account access.
      </Typography>
    </Box>
  );
}
