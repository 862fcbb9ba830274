import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaff } from '../adminSelectors.js';
import { invitationAcceptSubmitted, invitationPageOpened } from '../adminSlice.js';
import { InvitationAcceptForm } from '../components/InvitationAcceptForm.js';
import { useConsole } from '../useConsole.js';

/** /admin/invitation?token=: the link of a staff invitation (outside the console's guard: the invitee may have no account). */
export function InvitationPage() {
  useConsole(); // not inside AdminLayout: this page starts the console's sagas itself
  const dispatch = useAppDispatch();
  const { invitation, invitationStatus, invitationError, accept } = useAppSelector(selectStaff);
  const [params] = useSearchParams();
  const token = params.get('token');
  useEffect(() => void dispatch(invitationPageOpened({ token })), [dispatch, token]);
  const accepting = accept.status === 'loading';
  return (
    <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: 2, py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" gutterBottom>
        Staff invitation
      </Typography>
      {invitationStatus === 'loading' && (
        <Typography role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <CircularProgress size={24} aria-hidden="true" /> Checking your invitation…
        </Typography>
      )}
      {invitationStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {invitationError} Ask the school for a new invitation if you still need one.
        </Alert>
      )}
      {invitation && accept.status !== 'succeeded' && (
        <>
          <Typography sx={{ mb: 3 }}>
            You are invited to join GTSS as {invitation.role} ({invitation.email}).
          </Typography>
          {invitation.account_exists ? (
            <>
              <Typography sx={{ mb: 2 }}>Your account gets the role; afterwards, log in as usual to open the console.</Typography>
              <Button
                variant="contained"
                size="large"
                disabled={accepting || !token}
                startIcon={accepting ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
                onClick={() => token && dispatch(invitationAcceptSubmitted({ token }))}
              >
                Accept invitation
              </Button>
            </>
          ) : (
            token && <InvitationAcceptForm token={token} busy={accepting} />
          )}
          {accept.status === 'failed' && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {accept.message}
            </Alert>
          )}
        </>
      )}
      {accept.status === 'succeeded' && (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>
            {accept.message}
          </Alert>
          <Button component={RouterLink} to={paths.login} variant="contained">
            Go to the login page
          </Button>
        </>
      )}
    </Box>
  );
}
