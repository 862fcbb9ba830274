import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { AUDIT_KINDS, type AuditKind } from '../../../../../shared/admin/auditKinds.js';
import { Link as RouterLink } from 'react-router-dom';
import { adminBookingPath, adminCustomerPath } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { selectStaff, activityFilterChanged, activityMoreRequested, activityPageOpened } from '../staffSlice.js';
import { actionWords, bookingSentence, describeChange, targetWords } from '../../format/activityChange.js';
import { actorText } from '../../format/auditValues.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { staffArea } from '../staffArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(staffArea);

/** The log's filters: a person and a kind apply at once; a booking number on Show (or Enter). */
function ActivityFilters() {
  const dispatch = useAppDispatch();
  const text = useConsoleText();
  const { t } = text;
  const { activityFilter, activityActors } = useAppSelector(selectStaff);
  const [bookingText, setBookingText] = useState(activityFilter.booking === null ? '' : String(activityFilter.booking));
  const [bookingError, setBookingError] = useState(false);
  const showBooking = (e: FormEvent) => {
    e.preventDefault();
    const text = bookingText.trim();
    const ok = text === '' || (/^\d{1,9}$/.test(text) && Number(text) > 0);
    setBookingError(!ok);
    if (ok) dispatch(activityFilterChanged({ booking: text === '' ? null : Number(text) }));
  };
  return (
    <Box
      component="form"
      role="search"
      aria-label={t('staff.activity.filters')}
      noValidate
      onSubmit={showBooking}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 2 }}
    >
      <TextField
        select
        label={t('staff.activity.filter.person')}
        value={activityFilter.actor ?? ''}
        onChange={(e) => dispatch(activityFilterChanged({ actor: e.target.value || null }))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 200 }}
      >
        <option value="">{t('staff.activity.filter.everyone')}</option>
        {activityActors.map((a) => (
          <option key={a.email} value={a.email}>
            {a.name ? `${a.name} (${a.email})` : actorText(text, a.email)}
          </option>
        ))}
      </TextField>
      <TextField
        select
        label={t('staff.activity.filter.kind')}
        value={activityFilter.kind ?? ''}
        onChange={(e) => dispatch(activityFilterChanged({ kind: (e.target.value || null) as AuditKind | null }))}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 180 }}
      >
        <option value="">{t('staff.activity.filter.allKinds')}</option>
        {AUDIT_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`staff.activity.kind.${k}`)}
          </option>
        ))}
      </TextField>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          label={t('staff.activity.filter.booking')}
          value={bookingText}
          onChange={(e) => setBookingText(e.target.value)}
          error={bookingError}
          helperText={bookingError ? t('staff.activity.filter.bookingInvalid') : ' '}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          sx={{ width: 160 }}
        />
        <Button type="submit" variant="outlined" sx={{ mt: 1 }}>
          {t('staff.activity.filter.show')}
        </Button>
      </Box>
    </Box>
  );
}

/** /admin/activity (owners): the audit log, newest first, in plain words; by person, booking or kind. */
export function ActivityPage() {
  const dispatch = useAppDispatch();
  const text = useConsoleText();
  const { t, m, dateTime } = text;
  const { activity, activityNext, activityStatus, activityError, activityFilter } = useAppSelector(selectStaff);
  const filtered = activityFilter.actor !== null || activityFilter.booking !== null || activityFilter.kind !== null;
  useEffect(() => void dispatch(activityPageOpened()), [dispatch]);
  const loading = activityStatus === 'loading';
  return (
    <Box sx={{ maxWidth: 960 }}>
      <Typography variant="h1" gutterBottom>
        {t('staff.activity.title')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('staff.activity.intro')}</Typography>
      <ActivityFilters />
      {activityStatus === 'failed' && activityError && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {m(activityError)}
        </Alert>
      )}
      {loading && activity.length === 0 && (
        <Box role="progressbar" aria-busy="true" aria-label={t('staff.activity.loading')}>
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={64} sx={{ mb: 1.5 }} />
          ))}
        </Box>
      )}
      {activityStatus === 'ready' && activity.length === 0 && (
        <Typography>{t(filtered ? 'staff.activity.emptyFiltered' : 'staff.activity.empty')}</Typography>
      )}
      <Box component="ol" aria-label={t('staff.activity.list')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {activity.map((e) => {
          const target = targetWords(text, e.target_type, e.target_id);
          const sentence = bookingSentence(text, e);
          return (
            <Paper component="li" variant="outlined" key={e.id} sx={{ p: 2 }}>
              <Typography variant="body2" color="text.secondary">
                {dateTime(e.at)} · {actorText(text, e.actor_email, e.actor_name)}
              </Typography>
              <Typography sx={{ fontWeight: 700 }}>
                {sentence && e.booking_id ? (
                  <Link component={RouterLink} to={adminBookingPath(e.booking_id)}>
                    {sentence}
                  </Link>
                ) : (
                  <>
                    {actionWords(text, e.action)} ·{' '}
                    {e.booking_id ? (
                      <Link component={RouterLink} to={adminBookingPath(e.booking_id)}>
                        {target}
                      </Link>
                    ) : e.target_type === 'customer' && e.target_id ? (
                      <Link component={RouterLink} to={adminCustomerPath(e.target_id)}>
                        {e.target_name ?? target}
                      </Link>
                    ) : (
                      (e.target_name ?? target)
                    )}
                  </>
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
