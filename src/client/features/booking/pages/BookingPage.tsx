import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { AppStore } from '../../../app/store.js';
import { checkoutChoiceSagas } from '../checkoutChoiceSagas.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { schoolTrialIsFree } from '../bookingPageSelectors.js';
import { TrialPrice } from '../../../components/TrialPrice.js';
import { bookingPageOpened } from '../bookingSlice.js';
import { useWords } from '../../../i18n/useWords.js';

// The form's modules (its fields, the picker, MUI's inputs) are in this chunk but evaluated only when the form first
// renders ("eager": no request of its own): on a phone, evaluating them with the page's own made one long task.
const BookingForm = lazy(() => import(/* webpackMode: "eager" */ '../components/BookingForm.js').then((m) => ({ default: m.BookingForm })));

// The hero button scrolls to this section.
const BOOKING_SECTION = 'booking';
const scrollToBooking = () => document.getElementById(BOOKING_SECTION)?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/** /app/booking: hero (with the trial's price), then the booking form (BookingForm). */
export function BookingPage() {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  // back from the checkout without paying: the choice comes back (started once per store, before the page opens)
  useState(() => store.startFeature('checkoutChoice', checkoutChoiceSagas, undefined));
  const { t } = useWords();
  const free = schoolTrialIsFree();
  // The hero (the page's largest text) is committed and painted first; the form follows as a
  // background render in slices, so the heading does not wait for the form's fields and picker.
  const formReady = useDeferredValue(true, false);

  useEffect(() => {
    dispatch(bookingPageOpened());
  }, [dispatch]);

  // as tall as a screen, so the footer stays out of sight until the form is there (no layout shift)
  const formSpace = <Box sx={{ minHeight: '100vh' }} />;
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
          <Suspense fallback={formSpace}>
            <BookingForm />
          </Suspense>
        ) : (
          formSpace
        )}
      </Container>
    </>
  );
}
