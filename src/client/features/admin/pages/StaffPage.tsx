import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaff } from '../adminSelectors.js';
import { staffPageOpened } from '../adminSlice.js';
import { StaffInvitations } from '../components/StaffInvitations.js';
import { StaffMembers } from '../components/StaffMembers.js';
import { StaffOutcome } from '../components/StaffOutcome.js';

/** /admin/staff (owners): members and their roles, invitations. Staff reaching it see the server's refusal. */
export function StaffPage() {
  const dispatch = useAppDispatch();
  const { listStatus, listError, memberAction } = useAppSelector(selectStaff);
  useEffect(() => void dispatch(staffPageOpened()), [dispatch]);
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          Staff
        </Typography>
        <Typography>Owners run the schedule, prices and staff; staff handle bookings. A removed member loses access at once.</Typography>
      </Box>
      {listStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {listError}
        </Alert>
      )}
      {listStatus === 'loading' && (
        <Box aria-busy="true" aria-label="Loading the staff">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={72} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      )}
      {listStatus === 'ready' && (
        <>
          {memberAction.status !== 'idle' && memberAction.status !== 'loading' && (
            <Box>
              <StaffOutcome outcome={memberAction} />
            </Box>
          )}
          <StaffMembers />
          <StaffInvitations />
        </>
      )}
    </Box>
  );
}
