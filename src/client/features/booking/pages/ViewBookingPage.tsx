import { ClassTime } from '../../../components/ClassTime.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import { useParams } from 'react-router-dom';
import { isCancellable } from '../../../../shared/bookingRules.js';
import { CASH_CANCEL_REFUND } from '../../../../shared/cancelTexts.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import type { AppStore } from '../../../app/store.js';
import {
  selectBookingLoadError,
  selectBookingLoading,
  selectCancelMessage,
  selectCancelStatus,
  selectViewedBooking,
} from '../bookingSelectors.js';
import { selectMoveView } from '../moveView.js';
import { createMoveApi, moveViewSagas } from '../moveViewSagas.js';
import { bookingCancelRequested, bookingViewOpened } from '../bookingSlice.js';
import { selectLanguage } from '../../ui/uiSelectors.js';
import { teacherNameFor } from '../../../../shared/teacherName.js';
import { AddToCalendar } from '../components/AddToCalendar.js';
import { MoveBookingPanel } from '../components/MoveBookingPanel.js';
import { DetailList } from '../../../components/DetailList.js';
import { formatTokyoDateTime, formatYen } from '../format.js';

/** /view-booking/{reference_id}/{booking_id}: the booking, its receipt, Move and Cancel. */
export function ViewBookingPage() {
  const { referenceId = '', bookingId = '' } = useParams();
  const dispatch = useAppDispatch();
  const detail = useAppSelector(selectViewedBooking);
  const loading = useAppSelector(selectBookingLoading);
  const loadError = useAppSelector(selectBookingLoadError);
  const cancelStatus = useAppSelector(selectCancelStatus);
  const cancelMessage = useAppSelector(selectCancelMessage);
  const language = useAppSelector(selectLanguage);
  const move = useAppSelector(selectMoveView);
  const store = useStore() as AppStore;
  // the move's sagas come with this page's chunk, started once per store
  useState(() => store.startFeature('bookingMove', moveViewSagas, createMoveApi()));

  useEffect(() => {
    dispatch(bookingViewOpened({ referenceId, bookingId }));
  }, [dispatch, referenceId, bookingId]);

  // The provider's receipt is the receipt link; the school's receipt page is a second link when it is another page.
  const receipt = detail?.stripe_receipt_url ?? detail?.invoice_url;
  const invoice = detail?.invoice_url !== receipt ? detail?.invoice_url : undefined;

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {/* The short code, read over the phone; the long reference stays in the link (and off a narrow screen) */}
      <Typography variant="h1" gutterBottom>
        {detail ? (
          <>
            Booking{' '}
            <span translate="no" style={{ whiteSpace: 'nowrap' }}>
              {detail.code}
            </span>
          </>
        ) : (
          'Your booking'
        )}
      </Typography>
      {loading && <Skeleton variant="rounded" height={240} role="progressbar" aria-label="Loading booking" />}
      {loadError && !loading && <Alert severity="error">{loadError}</Alert>}
      {cancelMessage && (
        <Alert severity={cancelStatus === 'failed' ? 'error' : 'success'} sx={{ mb: 2 }}>
          {cancelMessage}
        </Alert>
      )}
      {move.status === 'succeeded' && move.message && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {move.message}
        </Alert>
      )}
      {/* Staff moved it to a longer time: the difference is still to pay, by the link emailed (and here) */}
      {detail?.difference_owed && !loading && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {detail.difference_owed.at_lesson
            ? `Please pay ${formatYen(detail.difference_owed.amount)} at the school on the day, before your class.`
            : `Your booking moved to a longer time: ${formatYen(detail.difference_owed.amount)} is still to pay.`}{' '}
          {detail.difference_owed.pay_url && (
            <>
              <Link href={detail.difference_owed.pay_url}>
                {detail.difference_owed.at_lesson ? 'Pay by card now' : 'Pay the difference by card'}
              </Link>
              {detail.difference_owed.until && ` (until ${formatTokyoDateTime(detail.difference_owed.until)})`}
            </>
          )}
        </Alert>
      )}
      {detail && !loading && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <DetailList
            items={[
              { label: 'Date', value: detail.booking_date },
              { label: 'Time', value: <ClassTime date={detail.booking_date} range={detail.time_range} /> },
              // a school without teachers has no teacher line
              ...(detail.teacher_name
                ? [
                    {
                      label: 'Teacher',
                      value: <span translate="no">{teacherNameFor(detail.teacher_name, detail.teacher_name_latin, language)}</span>,
                    },
                  ]
                : []),
              { label: 'Total (tax included)', value: formatYen(detail.total_amount) },
              { label: 'Sales tax', value: formatYen(detail.sales_tax) },
              { label: 'Status', value: detail.status },
              { label: 'Booked on', value: formatTokyoDateTime(detail.created_at) },
            ]}
          />
          {receipt && (
            <Link href={receipt} target="_blank" rel="noopener noreferrer">
              View receipt
            </Link>
          )}
          {/* The school's own receipt (a qualified invoice when registered), beside the provider's */}
          {invoice && (
            <Link href={invoice} target="_blank" rel="noopener noreferrer">
              Printable receipt (領収書)
            </Link>
          )}
          {detail.status === 'Confirmed' && <AddToCalendar referenceId={referenceId} bookingId={bookingId} booking={detail} />}
          {/* Only a Confirmed booking for a day after today (Tokyo) can be canceled */}
          {/* A booking paid in cash is refunded at the school's desk, never to a card */}
          {isCancellable(detail, tokyoToday()) && detail.payment_method === 'cash' && (
            <Typography lang={language} translate="no">
              {CASH_CANCEL_REFUND[language]}
            </Typography>
          )}
          {/* Moved until the same deadline as a cancel */}
          {isCancellable(detail, tokyoToday()) && <MoveBookingPanel booking={detail} />}
          {isCancellable(detail, tokyoToday()) && (
            <Button
              variant="outlined"
              color="error"
              loading={cancelStatus === 'loading'}
              loadingPosition="start"
              onClick={() => dispatch(bookingCancelRequested())}
              sx={{ alignSelf: 'flex-start' }}
            >
              Cancel booking
            </Button>
          )}
        </Paper>
      )}
    </Container>
  );
}
