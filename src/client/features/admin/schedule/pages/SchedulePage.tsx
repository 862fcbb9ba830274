import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaffRole } from '../../../auth/authSelectors.js';
import { selectSchedule, schedulePageOpened } from '../scheduleSlice.js';
import { ScheduleForm } from '../components/ScheduleForm.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { scheduleArea } from '../scheduleArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(scheduleArea);

/** /admin/schedule: the school's schedule; owners change it, staff read it. */
export function SchedulePage() {
  const dispatch = useAppDispatch();
  const { t, m, dateTime } = useConsoleText();
  const role = useAppSelector(selectStaffRole);
  const { current, loadStatus, loadError } = useAppSelector(selectSchedule);
  useEffect(() => void dispatch(schedulePageOpened()), [dispatch]);
  const readOnly = role !== 'owner';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" gutterBottom>
        {t('schedule.title')}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('schedule.readOnly')}
        </Alert>
      )}
      {loadStatus === 'failed' && (
        <Alert severity="error" role="alert">
          {loadError && m(loadError)}
        </Alert>
      )}
      {loadStatus === 'loading' && !current && (
        <Box role="progressbar" aria-busy="true" aria-label={t('schedule.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={56} sx={{ mb: 2 }} />
          ))}
        </Box>
      )}
      {current && (
        <>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {current.updated_by
              ? t('schedule.versionBy', { version: String(current.version), when: dateTime(current.updated_at), by: current.updated_by })
              : t('schedule.version', { version: String(current.version), when: dateTime(current.updated_at) })}
          </Typography>
          <ScheduleForm key={current.version} schedule={current} readOnly={readOnly} />
        </>
      )}
    </Box>
  );
}
