import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useEffect, useState, type FormEvent } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store.js';
import { checkoutChoiceSagas } from '../checkoutChoiceSagas.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectUser } from '../../auth/authSelectors.js';
import { selectCanConfirm, selectConfirmError, selectConfirming, selectDateError } from '../bookingSelectors.js';
import { bookingConfirmRequested, bookingPageOpened } from '../bookingSlice.js';
import { BookingDatePicker } from '../components/BookingDatePicker.js';
import { ContactFields } from '../components/ContactFields.js';
import { TeacherChooser } from '../components/TeacherChooser.js';
import { TimeslotList } from '../components/TimeslotList.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';

// The hero button scrolls to this section.
const BOOKING_SECTION = 'booking';
const scrollToBooking = () => document.getElementById(BOOKING_SECTION)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /app/booking: hero, then name and email, a date, 4+ timeslots and Confirm Booking. */
export function BookingPage() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  // back from the checkout without paying: the choice comes back (started once per store, before the page opens)
  useState(() => store.startFeature('checkoutChoice', checkoutChoiceSagas, undefined));
  const words = useWords();
  const { t } = words;
  const user = useAppSelector(selectUser);
  const canConfirm = useAppSelector(selectCanConfirm);
  const confirming = useAppSelector(selectConfirming);
  const confirmError = useAppSelector(selectConfirmError);
  const dateError = useAppSelector(selectDateError);
  // The hero (the page's largest text) is committed and painted first; the form follows as a
  // background render in slices, so the heading does not wait for the form's fields and picker.
  const formReady = useDeferredValue(true, false);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  useEffect(() => {
    dispatch(bookingPageOpened());
  }, [dispatch]);

  // Guests also need a non-empty name and email
  const contactMissing = user === null && (name.trim() === '' || email.trim() === '');
  const hints = [!canConfirm && t('msg.selectDateAndSlots'), contactMissing && t('msg.guestBookingNeedsNameEmail')].filter(
    (h): h is string => typeof h === 'string',
  );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    dispatch(bookingConfirmRequested(user ? {} : { name, email }));
  };

  return (
    <>
      <Box component="section" aria-labelledby="booking-hero-title" sx={{ bgcolor: 'background.paper', py: { xs: 6, md: 9 } }}>
        <Container maxWidth="md" sx={{ textAlign: 'center' }}>
          <Typography id="booking-hero-title" variant="h1" gutterBottom>
            {t('booking.heroTitle')}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: '1.125rem', mb: 4 }}>
            {t('booking.heroText')}
          </Typography>
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
            <TeacherChooser />
            <BookingDatePicker />
            {dateError && <Alert severity="warning">{messageText(words, dateError)}</Alert>}
            <TimeslotList />
            <Box>
              <Button
                type="submit"
                variant="contained"
                size="large"
                disabled={!canConfirm || contactMissing}
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
          </Paper>
        ) : (
          // as tall as a screen, so the footer stays out of sight until the form is there (no layout shift)
          <Box sx={{ minHeight: '100vh' }} />
        )}
      </Container>
    </>
  );
}
