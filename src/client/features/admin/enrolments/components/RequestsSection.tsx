import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { requestsOpened, selectChanges } from '../changesSlice.js';
import { ChangeRequests } from './ChangeRequests.js';

/** The enrolments page's pause and withdrawal requests (from my page and taken at the desk), newest first. */
export function RequestsSection({ c }: { c: ConsoleText }) {
  const dispatch = useAppDispatch();
  const s = useAppSelector(selectChanges);
  useEffect(() => {
    dispatch(requestsOpened(null));
  }, [dispatch]);
  return (
    <Box component="section" aria-labelledby="change-requests" sx={{ mt: 3 }}>
      <Typography id="change-requests" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
        {c.t('enrolments.changes.requests')}
      </Typography>
      {s.requestsStatus === 'failed' && <Alert severity="error">{c.t('enrolments.changes.loadFailed')}</Alert>}
      {s.requestsFor === null && s.requestsStatus === 'ready' && <ChangeRequests c={c} requests={s.requests} withStudent />}
    </Box>
  );
}
