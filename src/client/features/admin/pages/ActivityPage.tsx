import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectStaff } from '../adminSelectors.js';
import { activityMoreRequested, activityPageOpened } from '../adminSlice.js';
import { actionWords, describeChange, targetWords } from '../format/activityChange.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** /admin/activity (owners): the audit log, newest first. */
export function ActivityPage() {
  const dispatch = useAppDispatch();
  const text = useConsoleText();
  const { t, m, dateTime } = text;
  const { activity, activityNext, activityStatus, activityError } = useAppSelector(selectStaff);
  useEffect(() => void dispatch(activityPageOpened()), [dispatch]);
  const loading = activityStatus === 'loading';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" gutterBottom>
        {t('staff.activity.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('staff.activity.intro')}</Typography>
      {activityStatus === 'failed' && activityError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {m(activityError)}
        </Alert>
      )}
      {loading && activity.length === 0 && (
        <Box aria-busy="true" aria-label={t('staff.activity.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      )}
      {activityStatus === 'ready' && activity.length === 0 && <Typography>{t('staff.activity.empty')}</Typography>}
      <Box component="ol" aria-label={t('staff.activity.list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {activity.map((e) => {
          const target = targetWords(text, e.target_type, e.target_id);
          return (
            <Paper component="li" variant="outlined" key={e.id} sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {dateTime(e.at)} · {e.actor_email}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {actionWords(text, e.action)} ·{' '}
                {e.booking_id ? (
                  <Link component={RouterLink} to={adminBookingPath(e.booking_id)}>
                    {target}
                  </Link>
                ) : (
                  target
                )}
              </Typography>
              {describeChange(text, e.before, e.after).map((line) => (
                <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {line}
                </Typography>
              ))}
            </Paper>
          );
        })}
      </Box>
      {activityNext !== null && activity.length > 0 && (
        <Button
          variant="outlined"
          sx={{ mt: 2 }}
          disabled={loading}
          startIcon={loading ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
          onClick={() => dispatch(activityMoreRequested())}
        >
          {t('staff.activity.more')}
        </Button>
      )}
    </Box>
  );
}
