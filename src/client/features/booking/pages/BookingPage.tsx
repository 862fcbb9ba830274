import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store.js';
import { checkoutChoiceSagas } from '../checkoutChoiceSagas.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectUser } from '../../auth/authSelectors.js';
import { selectConfirmError, selectConfirming, selectDateError } from '../bookingSelectors.js';
import { selectCanBook, selectSlotsHint, schoolTrialIsFree } from '../bookingPageSelectors.js';
import { TrialPrice } from '../../../components/TrialPrice.js';
import { bookingConfirmRequested, bookingPageOpened } from '../bookingSlice.js';
import { BookingDatePicker } from '../components/BookingDatePicker.js';
import { ContactFields } from '../components/ContactFields.js';
import { PhoneField, useVisitorPhone } from '../components/PhoneField.js';
import { TeacherChooser } from '../components/TeacherChooser.js';
import { TimeslotList } from '../components/TimeslotList.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';
import * as messages from '../../../../shared/messages.js';

// A logged-in visitor's lesson packs (issue 41): a chunk of its own, loaded for a logged-in visitor only.
const PackChoice = lazy(() => import(/* webpackChunkName: "packs" */ '../../packs/PackChoice').then((m) => ({ default: m.PackChoice })));

// The hero button scrolls to this section.
const BOOKING_SECTION = 'booking';
const scrollToBooking = () => document.getElementById(BOOKING_SECTION)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /app/booking: hero (with the trial's price), then name and email (and a phone, if the school asks), a date, the trial's timeslots (one run) and Confirm Booking. */
export function BookingPage() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  // back from the checkout without paying: the choice comes back (started once per store, before the page opens)
  useState(() => store.startFeature('checkoutChoice', checkoutChoiceSagas, undefined));
  const words = useWords();
  const { t } = words;
  const user = useAppSelector(selectUser);
  const canConfirm = useAppSelector(selectCanBook);
  const confirming = useAppSelector(selectConfirming);
  const confirmError = useAppSelector(selectConfirmError);
  const dateError = useAppSelector(selectDateError);
  const free = schoolTrialIsFree();
  const slotsHint = useAppSelector(selectSlotsHint);
  // The hero (the page's largest text) is committed and painted first; the form follows as a
  // background render in slices, so the heading does not wait for the form's fields and picker.
  const formReady = useDeferredValue(true, false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const phone = useVisitorPhone();

  useEffect(() => {
    dispatch(bookingPageOpened());
  }, [dispatch]);

  // Guests also need a non-empty name and email
  const contactMissing = user === null && (name.trim() === '' || email.trim() === '');
  // the spec's message in the visitor's words; the school's own trial length and the one-run refusal come worded
  const hint = slotsHint === messages.selectDateAndSlots ? t('msg.selectDateAndSlots') : slotsHint;
  const hints = [!canConfirm && hint, contactMissing && t('msg.guestBookingNeedsNameEmail'), phone.hint].filter(
    (h): h is string => typeof h === 'string',
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(bookingConfirmRequested(user ? phone.sent : { name, email, ...phone.sent }));
  };

  return (
    <>
      <Box component="section" aria-labelledby="booking-hero-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          {/* "free" only for a trial that costs nothing (issue 38): the spec's wording otherwise promised one that was charged */}
          <Typography id="booking-hero-title" variant="h1" gutterBottom>
            {t(free ? 'booking.heroTitleFree' : 'booking.heroTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 4 }}>
            {t(free ? 'booking.heroTextFree' : 'booking.heroText')}
          </Typography>
          <TrialPrice />
          <Button variant="contained" size="large" onClick={scrollToBooking}>
            {t('booking.heroButton')}
          </Button>
        </Container>
      </Box>
      {/* scrollMarginTop: clear the sticky header (65 px), which would otherwise cover the heading */}
      <Container
        component="section"
        id={BOOKING_SECTION}
        aria-labelledby="booking-form-title"
        maxWidth="md"
        sx={{ py: { xs: 4, md: 6 }, scrollMarginTop: 72 }}
      >
        <Typography id="booking-form-title" variant="h2" gutterBottom>
          {t('booking.formTitle')}
        </Typography>
        {formReady ? (
          <Paper
            component="form"
            variant="outlined"
            noValidate
            aria-labelledby="booking-form-title"
            onSubmit={onSubmit}
            sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}
          >
            <ContactFields name={name} email={email} onNameChange={setName} onEmailChange={setEmail} />
            <PhoneField {...phone} />
            <TeacherChooser />
            <BookingDatePicker />
            {dateError && <Alert severity="warning">{messageText(words, dateError)}</Alert>}
            <TimeslotList />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!canConfirm || contactMissing || phone.refusal !== null}
                loading={confirming}
                loadingPosition="start"
                aria-describedby={hints.length > 0 ? 'booking-hints' : undefined}
              >
                {t('booking.confirm')}
              </Button>
              {hints.length > 0 && (
                <Box id="booking-hints" sx={{ mt: 1 }}>
                  {hints.map((h) => (
                    <Typography key={h} variant="body2" color="text.secondary">
                      {h}
                    </Typography>
                  ))}
                </Box>
              )}
            </Box>
            {confirmError && <Alert severity="error">{messageText(words, confirmError)}</Alert>}
            {user && (
              <Suspense fallback={null}>
                <PackChoice />
              </Suspense>
            )}
          </Paper>
        ) : (
          // as tall as a screen, so the footer stays out of sight until the form is there (no layout shift)
          <Box sx={{ minHeight: '100vh' }} />
        )}
      </Container>
    </>
  );
}
