import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaff, invitationAcceptSubmitted, invitationPageOpened } from '../staffSlice.js';
import { InvitationAcceptForm } from '../components/InvitationAcceptForm.js';
import { ConsoleIntl } from '../../i18n/ConsoleIntl.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { staffArea } from '../staffArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(staffArea);

/** /admin/invitation?token=: the link of a staff invitation (outside the console's guard: the invitee may have no account). */
export function InvitationPage() {
  // not inside AdminLayout: its route starts the shell (its language) with the staff area
  return (
    <ConsoleIntl>
      <Invitation />
    </ConsoleIntl>
  );
}

function Invitation() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { invitation, invitationStatus, invitationError, accept } = useAppSelector(selectStaff);
  // the accept logged the member in (the saga is opening the console)
  const loggedIn = accept.message !== null && 'id' in accept.message && accept.message.id === 'staff.invitation.acceptedIn';
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => void dispatch(invitationPageOpened({ token })), [dispatch, token]);
  const accepting = accept.status === 'loading';
  return (
    <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        {t('staff.invitation.title')}
      </Typography>
      {invitationStatus === 'loading' && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" /> {t('staff.invitation.checking')}
        </Typography>
      )}
      {invitationStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {invitationError && m(invitationError)} {t('staff.invitation.askAgain')}
        </Alert>
      )}
      {invitation && accept.status !== 'succeeded' && (
        <>
          <Typography sx={{ mb: 3 }}>{t('staff.invitation.invited', { role: invitation.role, email: invitation.email })}</Typography>
          {invitation.account_exists ? (
            <>
              <Typography sx={{ mb: 2 }}>{t('staff.invitation.existing')}</Typography>
              <Button
                variant="contained"
                size="large"
                disabled={accepting || !token}
                startIcon={accepting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                onClick={() => token && dispatch(invitationAcceptSubmitted({ token }))}
              >
                {t('staff.invitation.accept')}
              </Button>
            </>
          ) : (
            token && <InvitationAcceptForm token={token} busy={accepting} />
          )}
          {accept.status === 'failed' && accept.message && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {m(accept.message)}
            </Alert>
          )}
        </>
      )}
      {accept.status === 'succeeded' && (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {accept.message && m(accept.message)}
          </Alert>
          {loggedIn ? (
            <Button component={RouterLink} to={paths.admin} variant="contained">
              {t('staff.invitation.toConsole')}
            </Button>
          ) : (
            <Button component={RouterLink} to={paths.login} variant="contained">
              {t('staff.invitation.toLogin')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
