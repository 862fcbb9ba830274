import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { selectBookingsList, selectBookingsListError, selectBookingsListStatus } from '../adminSelectors.js';
import { bookingsPageChosen, bookingsPageOpened, teachersNeeded } from '../adminSlice.js';
import { BookingCards, BookingTable } from '../components/BookingResults.js';
import { BookingSearchForm } from '../components/BookingSearchForm.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** The catalogue's words for Pagination's buttons other than a page number. */
const PAGE_BUTTONS = {
  first: 'common.pageFirst',
  last: 'common.pageLast',
  next: 'common.pageNext',
  previous: 'common.pagePrevious',
} as const;

/** Bookings: search by name, email, reference, class dates and status; 25 a page; export CSV. */
export function BookingsPage() {
  const dispatch = useAppDispatch();
  const list = useAppSelector(selectBookingsList);
  const status = useAppSelector(selectBookingsListStatus);
  const error = useAppSelector(selectBookingsListError);
  const narrow = useMediaQuery((theme) => theme.breakpoints.down('md'));
  const { t, m } = useConsoleText();

  useEffect(() => {
    dispatch(bookingsPageOpened());
    dispatch(teachersNeeded());
  }, [dispatch]);

  const pages = list ? Math.max(1, Math.ceil(list.total / list.page_size)) : 1;
  const first = list ? (list.page - 1) * list.page_size + 1 : 0;
  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('bookings.list.title')}
      </Typography>
      <BookingSearchForm />
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !list && <Skeleton variant="rounded" height={320} aria-label={t('bookings.list.loading')} />}
      {list && status !== 'failed' && (
        <Box aria-busy={status === 'loading'} sx={{ opacity: status === 'loading' ? 0.6 : 1 }}>
          <Typography role="status" sx={{ mb: 1 }}>
            {list.total === 0
              ? t('bookings.list.none')
              : t('bookings.list.range', { first, last: first + list.items.length - 1, total: list.total })}
          </Typography>
          {list.items.length > 0 && (narrow ? <BookingCards items={list.items} /> : <BookingTable items={list.items} />)}
          {pages > 1 && (
            <Pagination
              sx={{ mt: 2 }}
              count={pages}
              page={list.page}
              onChange={(_e, page) => dispatch(bookingsPageChosen(page))}
              aria-label={t('bookings.list.pages')}
              getItemAriaLabel={(type, page, selected) =>
                type === 'page' || !(type in PAGE_BUTTONS)
                  ? t(selected ? 'common.pageCurrent' : 'common.page', { page: page ?? 0 })
                  : t(PAGE_BUTTONS[type as keyof typeof PAGE_BUTTONS])
              }
              siblingCount={narrow ? 0 : 1}
            />
          )}
        </Box>
      )}
    </>
  );
}
