import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectBookingsList, selectBookingsListError, selectBookingsListStatus } from '../adminSelectors.js';
import { bookingsPageChosen, bookingsPageOpened } from '../adminSlice.js';
import { BookingCards, BookingTable } from '../components/BookingResults.js';
import { BookingSearchForm } from '../components/BookingSearchForm.js';

/** Bookings: search by name, email, reference, class dates and status; 25 a page; export CSV. */
export function BookingsPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBookingsList);
  const status = useAppSelector(selectBookingsListStatus);
  const error = useAppSelector(selectBookingsListError);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));

  useEffect(() => {
    dispatch(bookingsPageOpened());
  }, [dispatch]);

  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const first = list ? (list.page - 1) * list.page_size + 1 : 0;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        Bookings
      </Typography>
      <BookingSearchForm />
      {status === 'failed' && <Alert severity="error">{error}</Alert>}
      {status === 'loading' && !list && <Skeleton variant="rounded" height={320} aria-label="Loading bookings" />}
      {list && status !== 'failed' && (
        <Box aria-busy={status === 'loading'} sx={{ opacity: status === 'loading' ? 0.6 : 1 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {list.total === 0
              ? 'No bookings match this search.'
              : `${first}–${first + list.items.length - 1} of ${list.total} ${list.total === 1 ? 'booking' : 'bookings'}`}
          </Typography>
          {list.items.length > 0 && (narrow ? <BookingCards items={list.items} /> : <BookingTable items={list.items} />)}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={list.page}
              onChange={(_e, page) => dispatch(bookingsPageChosen(page))}
              aria-label="Pages of bookings"
              siblingCount={narrow ? 0 : 1}
            />
          )}
        </Box>
      )}
    </>
  );
}
