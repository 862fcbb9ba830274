import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LanguageCode } from '../../../../../shared/constants.js';
import { isIsoDate } from '../../../../../shared/dates.js';
import { LANGUAGE_CODES } from '../../../../../shared/language.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { bookingsArea } from '../../bookings/bookingsArea.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { CourseSelect } from '../components/CourseSelect.js';
import { EnrolCustomer } from '../components/EnrolCustomer.js';
import { TermsList } from '../components/TermsList.js';
import { WeeklyTimes } from '../components/WeeklyTimes.js';
import { enrolmentsArea } from '../enrolmentsArea.js';
import {
  enrolConfirmed,
  enrolCourseChosen,
  enrolFormOpened,
  enrolFromChosen,
  enrolLanguageChosen,
  selectEnrol,
} from '../enrolmentsSlice.js';
import type { EnrolPrefill } from '../enrolState.js';

/** The areas this page's route starts (app/router.tsx): the bookings area for its customer search. */
export const features = consoleFeatures(enrolmentsArea, bookingsArea);

const numberOf = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

/** What a trial booking's "Enrol" link says (?from_booking_id&customer_id&teacher_id&weekday&start). */
export function prefillOf(params: URLSearchParams): EnrolPrefill {
  const start = params.get('start');
  const weekday = numberOf(params.get('weekday'));
  return {
    fromBookingId: numberOf(params.get('from_booking_id')),
    customerId: numberOf(params.get('customer_id')),
    teacherId: numberOf(params.get('teacher_id')),
    weekday: weekday !== null && weekday <= 6 ? weekday : null,
    start: start && /^\d\d:\d\d$/.test(start) ? start : null,
  };
}

/** The desk's "Enrol a customer": customer, course, a weekly time, the terms shown before confirming; paid at the school. */
export function EnrolPage() {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t, m } = c;
  const [params] = useSearchParams();
  const e = useAppSelector(selectEnrol);
  useEffect(() => {
    dispatch(enrolFormOpened(prefillOf(params)));
  }, [dispatch, params]);
  const select = { select: { native: true }, inputLabel: { shrink: true } } as const;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 760 }}>
      <Typography variant="h1">{t('enrolments.enrol.title')}</Typography>
      {e.prefill.fromBookingId !== null && <Alert severity="info">{t('enrolments.enrol.fromTrial')}</Alert>}
      <EnrolCustomer />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
        <CourseSelect label={t('enrolments.enrol.course')} value={e.courseId} onChoose={(id) => dispatch(enrolCourseChosen(id))} />
        <TextField
          type="date"
          label={t('enrolments.enrol.from')}
          value={e.from ?? ''}
          slotProps={{ inputLabel: { shrink: true } }}
          onChange={(ev) => isIsoDate(ev.target.value) && dispatch(enrolFromChosen(ev.target.value))}
        />
        <TextField
          select
          label={t('enrolments.enrol.language')}
          value={e.language}
          slotProps={select}
          onChange={(ev) => dispatch(enrolLanguageChosen(ev.target.value as LanguageCode))}
        >
          {LANGUAGE_CODES.map((code) => (
            <option key={code} value={code}>
              {t(`common.language.${code}`)}
            </option>
          ))}
        </TextField>
      </Box>
      <WeeklyTimes />
      {e.message && <Alert severity="error">{m(e.message)}</Alert>}
      {e.quoteStatus === 'loading' && (
        <Skeleton variant="rounded" height={160} role="progressbar" aria-label={t('enrolments.enrol.termsLoading')} />
      )}
      {e.terms && e.quoteStatus === 'ready' && (
        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="enrol-terms"
          sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          <Typography id="enrol-terms" variant="h2" sx={{ fontSize: '1.3rem' }}>
            {t('enrolments.enrol.termsTitle')}
          </Typography>
          <TermsList c={c} terms={e.terms} />
          <Typography variant="body2">{t('enrolments.enrol.paidAtSchool')}</Typography>
          <Button
            variant="contained"
            sx={{ alignSelf: 'flex-start' }}
            disabled={!e.customer || e.submit === 'loading'}
            onClick={() => dispatch(enrolConfirmed())}
          >
            {t('enrolments.enrol.confirm')}
          </Button>
          {!e.customer && (
            <Typography variant="body2" color="text.secondary">
              {t('enrolments.enrol.needCustomer')}
            </Typography>
          )}
        </Paper>
      )}
    </Box>
  );
}
