import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaffRole } from '../../auth/authSelectors.js';
import { selectSchedule } from '../adminSelectors.js';
import { schedulePageOpened } from '../adminSlice.js';
import { ScheduleForm } from '../components/ScheduleForm.js';
import { tokyoDateTime } from '../../../../shared/dates.js';

/** /admin/schedule: the school's schedule; owners change it, staff read it. */
export function SchedulePage() {
  const dispatch = useAppDispatch();
  const role = useAppSelector(selectStaffRole);
  const { current, loadStatus, loadError } = useAppSelector(selectSchedule);
  useEffect(() => void dispatch(schedulePageOpened()), [dispatch]);
  const readOnly = role !== 'owner';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" gutterBottom>
        Schedule
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Only owners can change the schedule and prices. Ask an owner if something here needs to change.
        </Alert>
      )}
      {loadStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {loadError}
        </Alert>
      )}
      {loadStatus === 'loading' && !current && (
        <Box aria-busy="true" aria-label="Loading the schedule">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 2 }} />
          ))}
        </Box>
      )}
      {current && (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            Version {current.version}, last changed {tokyoDateTime(current.updated_at)} (Japan time)
            {current.updated_by ? ` by ${current.updated_by}` : ''}. Changes apply to slots nobody holds yet.
          </Typography>
          <ScheduleForm key={current.version} schedule={current} readOnly={readOnly} />
        </>
      )}
    </Box>
  );
}
