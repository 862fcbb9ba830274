import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaff } from '../adminSelectors.js';
import { notificationsToggled, settingsPageOpened } from '../adminSlice.js';
import { SettingsFeed } from '../components/SettingsFeed.js';
import { ROLE_LABELS } from '../format/roleLabels.js';
import { StaffOutcome } from '../components/StaffOutcome.js';

/** /admin/settings: the member's own booking emails and private calendar feed. */
export function SettingsPage() {
  const dispatch = useAppDispatch();
  const { self, selfStatus, selfError, notifications } = useAppSelector(selectStaff);
  useEffect(() => void dispatch(settingsPageOpened()), [dispatch]);
  return (
    <Box sx={{ maxWidth: 760, display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1">My settings</Typography>
      {selfStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {selfError}
        </Alert>
      )}
      {selfStatus === 'loading' && !self && (
        <Box aria-busy="true" aria-label="Loading your settings">
          <Skeleton variant="rounded" height={80} sx={{ mb: 2 }} />
          <Skeleton variant="rounded" height={160} />
        </Box>
      )}
      {self && (
        <>
          <Typography>
            {self.name} ({self.email}) · {ROLE_LABELS[self.role]}
          </Typography>
          <Box component="section" aria-labelledby="emails-title">
            <Typography id="emails-title" variant="h2" sx={{ mb: 1 }}>
              Email notifications
            </Typography>
            <FormControlLabel
              control={
                <Switch
                  checked={self.notify_bookings}
                  disabled={notifications.status === 'loading'}
                  onChange={(e) => dispatch(notificationsToggled({ notify_bookings: e.target.checked }))}
                />
              }
              label="Email me about new bookings and cancellations"
            />
            <StaffOutcome outcome={notifications} />
          </Box>
          <SettingsFeed active={self.calendar_feed} />
        </>
      )}
    </Box>
  );
}
