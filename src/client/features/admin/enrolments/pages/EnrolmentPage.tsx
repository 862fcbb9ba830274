import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { adminCustomerPath, paths } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { TermsList } from '../components/TermsList.js';
import { TuitionMonths } from '../components/TuitionMonths.js';
import { enrolmentsArea } from '../enrolmentsArea.js';
import { creditsArea } from '../../credits/creditsArea.js';
import { EnrolmentAbsences } from '../components/EnrolmentAbsences.js';
import { EnrolmentMakeup } from '../components/EnrolmentMakeup.js';
import { enrolmentOpened, selectEnrolmentDetail } from '../enrolmentsSlice.js';
import { requestsOpened, selectChanges } from '../changesSlice.js';
import { ChangeRequests } from '../components/ChangeRequests.js';
import { DeskChanges } from '../components/DeskChanges.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(enrolmentsArea, creditsArea);

/** One enrolment: its student, the terms as confirmed, the next lessons, and each month's tuition ("mark paid" at the desk). */
export function EnrolmentPage() {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t, m } = c;
  const id = Number(useParams().enrolmentId);
  const { enrolment, student, status, error, paying, notice } = useAppSelector(selectEnrolmentDetail);
  const changes = useAppSelector(selectChanges);
  useEffect(() => {
    if (Number.isInteger(id) && id > 0) dispatch(enrolmentOpened(id));
    if (Number.isInteger(id) && id > 0) dispatch(requestsOpened(id));
  }, [dispatch, id]);
  const shown = enrolment?.id === id ? enrolment : null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={paths.adminEnrolments} sx={{ alignSelf: 'flex-start' }}>
        {t('enrolments.detail.back')}
      </Link>
      <Typography variant="h1">{shown ? t('enrolments.detail.title', { code: shown.code }) : t('enrolments.list.title')}</Typography>
      {notice && (
        <Alert severity={notice.severity} role={notice.severity === 'success' ? 'status' : 'alert'}>
          {m(notice.text)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !shown && (
        <Skeleton variant="rounded" height={320} role="progressbar" aria-label={t('enrolments.detail.loading')} />
      )}
      {shown && (
        <>
          <Typography>
            {t('enrolments.status', { status: shown.status })} · {t('enrolments.billing', { billing: shown.billing })} ·{' '}
            <Link component={RouterLink} to={adminCustomerPath(shown.customer_id)}>
              {student ?? t('enrolments.detail.customer')}
            </Link>
          </Typography>
          <Box component="section" aria-labelledby="enrolment-terms">
            <Typography id="enrolment-terms" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('enrolments.detail.terms')}
            </Typography>
            <TermsList c={c} terms={shown.terms} />
          </Box>
          <Box component="section" aria-labelledby="enrolment-next">
            <Typography id="enrolment-next" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('enrolments.detail.next')}
            </Typography>
            <Typography>{shown.next_lessons.length ? c.list(shown.next_lessons.map(c.day)) : t('enrolments.detail.noNext')}</Typography>
          </Box>
          <Box component="section" aria-labelledby="enrolment-tuition">
            <Typography id="enrolment-tuition" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('enrolments.detail.tuition')}
            </Typography>
            <TuitionMonths c={c} enrolment={shown} paying={paying} />
          </Box>
          <Box component="section" aria-labelledby="enrolment-changes">
            <Typography id="enrolment-changes" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('enrolments.changes.title')}
            </Typography>
            <DeskChanges c={c} enrolment={shown} />
            <ChangeRequests c={c} requests={changes.requestsFor === id ? changes.requests : []} withStudent={false} />
          </Box>
          <Box component="section" aria-labelledby="enrolment-absences">
            <Typography id="enrolment-absences" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('credits.absence.title')}
            </Typography>
            <EnrolmentAbsences c={c} enrolmentId={shown.id} lessons={shown.next_lessons} />
          </Box>
          <Box component="section" aria-labelledby="enrolment-makeup">
            <Typography id="enrolment-makeup" variant="h2" sx={{ fontSize: '1.3rem', mb: 1 }}>
              {t('credits.makeup.title')}
            </Typography>
            <EnrolmentMakeup c={c} enrolmentId={shown.id} />
          </Box>
        </>
      )}
    </Box>
  );
}
