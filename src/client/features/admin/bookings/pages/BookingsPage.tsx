import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import {
  selectBookingsList,
  selectBookingsListError,
  selectBookingsListStatus,
  bookingsPageChosen,
  bookingsPageOpened,
} from '../bookingsSlice.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { BookingCards, BookingTable } from '../../components/BookingResults.js';
import { BookingSearchForm } from '../components/BookingSearchForm.js';
import { PagedResults } from '../../components/PagedResults.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { bookingsArea } from '../bookingsArea.js';
import { teachersArea } from '../../teachers/teachersArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(bookingsArea, teachersArea);

/** Bookings: search by name, email, reference, class dates and status; 25 a page; export CSV. */
export function BookingsPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBookingsList);
  const status = useAppSelector(selectBookingsListStatus);
  const error = useAppSelector(selectBookingsListError);
  const { t } = useConsoleText();

  useEffect(() => {
    dispatch(bookingsPageOpened());
    dispatch(teachersNeeded());
  }, [dispatch]);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('bookings.list.title')}
      </Typography>
      <BookingSearchForm />
      <PagedResults
        list={list}
        status={status}
        error={error}
        words={{ loading: 'bookings.list.loading', none: 'bookings.list.none', range: 'bookings.list.range', pages: 'bookings.list.pages' }}
        onPage={(page) => dispatch(bookingsPageChosen(page))}
      >
        {(items, narrow) => (narrow ? <BookingCards items={items} /> : <BookingTable items={items} />)}
      </PagedResults>
    </>
  );
}
