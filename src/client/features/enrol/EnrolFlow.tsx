import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { selectIsLoggedIn } from '../auth/authSelectors.js';
import { ConfirmationScreen } from './components/ConfirmationScreen.js';
import { CourseChoice } from './components/CourseChoice.js';
import { WeeklyTimeChooser } from './components/WeeklyTimeChooser.js';
import { enrolMessage } from './enrolFormat.js';
import { parseEnrolParams } from './enrolQuery.js';
import { choiceReopened, enrolConfirmed, enrolPageOpened, selectEnrol } from './enrolSlice.js';
import { useEnrol } from './useEnrol.js';
import { useWords } from '../../i18n/useWords.js';

/**
 * The course page's content (its own chunk, "enrol", loaded by the page: the route table in the visitors' entry names
 * no chunk of it), /app/pay_for_booking, the spec's formal course form made real (issue 40): a course, the first lesson's date, a
 * weekly time with a teacher, then the final confirmation screen and "Pay and enrol" (the checkout). A trial's page
 * opens it with its teacher (?teacher=…&from_booking=…); logging in comes back with the whole choice in the address.
 */
export function EnrolFlow() {
  useEnrol();
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t } = words;
  const { search } = useLocation();
  const s = useAppSelector(selectEnrol);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  useEffect(() => {
    dispatch(enrolPageOpened(parseEnrolParams(search)));
  }, [dispatch, search]);
  const confirming = s.step === 'confirm' && s.terms !== null;
  return (
    <>
      {confirming ? (
        <ConfirmationScreen
          terms={s.terms!}
          loggedIn={loggedIn}
          paying={s.pay === 'loading'}
          error={s.error}
          onPay={() => dispatch(enrolConfirmed())}
          onBack={() => dispatch(choiceReopened())}
        />
      ) : (
        <Box
          component="form"
          aria-labelledby="course-booking-title"
          noValidate
          onSubmit={(e) => e.preventDefault()}
          sx={{ display: 'flex', flexDirection: 'column', gap: 3, mt: 3 }}
        >
          <Typography>{t('enrol.intro')}</Typography>
          {s.teacherId !== null && s.fromBookingId !== null && <Alert severity="info">{t('enrol.fromTrial')}</Alert>}
          <CourseChoice />
          {s.error && <Alert severity="error">{enrolMessage(words, s.error)}</Alert>}
          {s.courseId !== null && <WeeklyTimeChooser />}
        </Box>
      )}
    </>
  );
}
