import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useWords } from '../../i18n/useWords.js';
import { enrolMessage } from './enrolFormat.js';
import { parsePayParam } from './enrolQuery.js';
import { myCoursesOpened, selectEnrol } from './enrolSlice.js';
import { useEnrol } from './useEnrol.js';
import { EnrolmentCard } from './components/EnrolmentCard.js';

/** My page's "My courses": each enrolment; ?pay=<id>:<YYYY-MM> (a failed month's email) goes straight to paying it. */
export function MyCourses() {
  useEnrol();
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t } = words;
  const { search } = useLocation();
  const { mine, mineStatus, mineError } = useAppSelector(selectEnrol);
  useEffect(() => {
    dispatch(myCoursesOpened({ pay: parsePayParam(search) }));
  }, [dispatch, search]);
  return (
    <Box component="section" aria-labelledby="my-courses-title" sx={{ mt: 5, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography id="my-courses-title" variant="h2" sx={{ fontSize: '1.5rem' }}>
        {t('enrol.myCourses')}
      </Typography>
      {/* back from the card's page (?card=changed): said once, in the visitor's words */}
      {new URLSearchParams(search).get('card') === 'changed' && <Alert severity="success">{t('enrol.cardChanged')}</Alert>}
      {mineError && <Alert severity="error">{enrolMessage(words, mineError)}</Alert>}
      {mineStatus === 'loading' && <Skeleton variant="rounded" height={120} role="progressbar" aria-label={t('enrol.loadingMine')} />}
      {mineStatus === 'ready' && !mine.length && (
        <Typography>
          {t('enrol.noCourses')}{' '}
          <Link component={RouterLink} to={paths.payForBooking}>
            {t('enrol.seeCourses')}
          </Link>
        </Typography>
      )}
      {mine.map((e) => (
        <EnrolmentCard key={e.id} enrolment={e} />
      ))}
    </Box>
  );
}
