import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaff, staffPageOpened } from '../staffSlice.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { StaffInvitations } from '../components/StaffInvitations.js';
import { StaffMembers } from '../components/StaffMembers.js';
import { StaffOutcome } from '../../components/StaffOutcome.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { staffArea } from '../staffArea.js';
import { teachersArea } from '../../teachers/teachersArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(staffArea, teachersArea);

/** /admin/staff (owners): members and their roles, invitations. Staff reaching it see the server's refusal. */
export function StaffPage() {
  const dispatch = useAppDispatch();
  const { t, m } = useConsoleText();
  const { listStatus, listError, memberAction } = useAppSelector(selectStaff);
  useEffect(() => {
    dispatch(staffPageOpened());
    dispatch(teachersNeeded()); // a teacher member's teacher is chosen from them
  }, [dispatch]);
  return (
    <Box sx={{ maxWidth: 960, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" gutterBottom>
          {t('staff.list.title')}
        </Typography>
        <Typography>{t('staff.list.intro')}</Typography>
      </Box>
      {listStatus === 'failed' && listError && (
        <Alert severity="error" role="alert">
          {m(listError)}
        </Alert>
      )}
      {listStatus === 'loading' && (
        <Box role="progressbar" aria-busy="true" aria-label={t('staff.list.loading')}>
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
