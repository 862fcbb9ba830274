import { ClassTime } from '../../../components/ClassTime.js';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { isCancellable } from '../../../../shared/bookingRules.js';
import { CASH_CANCEL_REFUND } from '../../../../shared/cancelTexts.js';
import { policyRefundText } from '../../../components/cancelRefundText.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import {
  selectBookingLoadError,
  selectBookingLoading,
  selectCancelMessage,
  selectCancelStatus,
  selectViewedBooking,
} from '../bookingSelectors.js';
import { selectMoveView } from '../moveView.js';
import { bookingCancelRequested } from '../bookingSlice.js';
import { useBookingView } from '../useBookingView.js';
import { selectLanguage } from '../../ui/uiSelectors.js';
import { teacherNameFor } from '../../../../shared/teacherName.js';
import { AddToCalendar } from '../components/AddToCalendar.js';
import { ContinueWithTeacher } from '../../enrol/ContinueWithTeacher.js';
import { MoveBookingPanel } from '../components/MoveBookingPanel.js';
import { DetailList } from '../../../components/DetailList.js';
import { formatTokyoDateTime } from '../format.js';
import { formatAmount } from '../../../../shared/localeFormat.js';
import { LocalDate } from '../../../components/LocalDate.js';
import { useWords } from '../../../i18n/useWords.js';
import { BookingCode, cancelPrompt, statusText } from '../../../components/BookingCode.js';
import { messageText } from '../../../i18n/knownMessages.js';

/** /view-booking/{reference_id}/{booking_id}: the booking, its receipt, Move and Cancel. */
export function ViewBookingPage() {
  const { referenceId = '', bookingId = '' } = useParams();
  const dispatch = useAppDispatch();
  useBookingView(referenceId, bookingId);
  const detail = useAppSelector(selectViewedBooking);
  const loading = useAppSelector(selectBookingLoading);
  const loadError = useAppSelector(selectBookingLoadError);
  const cancelStatus = useAppSelector(selectCancelStatus);
  const cancelMessage = useAppSelector(selectCancelMessage);
  const language = useAppSelector(selectLanguage);
  const move = useAppSelector(selectMoveView);
  const words = useWords();
  const { t } = words;
  const yen = (amount: number) => formatAmount(words.language, amount);

  // The provider's receipt is the receipt link; the school's receipt page is a second link when it is another page.
  const receipt = detail?.stripe_receipt_url ?? detail?.invoice_url;
  const invoice = detail?.invoice_url !== receipt ? detail?.invoice_url : undefined;
  // what a cancel refunds: the whole amount, to the card or at the school's desk (terms, cancelTexts.ts)
  // (less what the school's cancellation policy keeps, as the server computed it: the figure the cancel applies)
  const policyRefund = policyRefundText(words, detail?.cancel_refund);
  const refund =
    policyRefund ??
    (detail?.payment_method === 'card'
      ? t('view.refundCard', { amount: yen(detail.total_amount) })
      : detail?.payment_method === 'cash'
        ? CASH_CANCEL_REFUND[words.language]
        : undefined);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {/* The short code, read over the phone; the long reference stays in the link (and off a narrow screen) */}
      <Typography variant="h1" gutterBottom>
        {detail ? <BookingCode words={words} code={detail.code} /> : t('view.title')}
      </Typography>
      {loading && <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('view.loading')} />}
      {loadError && !loading && <Alert severity="error">{messageText(words, loadError)}</Alert>}
      {cancelMessage && (
        <Alert severity={cancelStatus === 'failed' ? 'error' : 'success'} sx={{ mb: 2 }}>
          {messageText(words, cancelMessage)}
        </Alert>
      )}
      {move.status === 'succeeded' && move.message && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {messageText(words, move.message)}
        </Alert>
      )}
      {/* Staff moved it to a longer time: the difference is still to pay, by the link emailed (and here) */}
      {detail?.difference_owed && !loading && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t(detail.difference_owed.at_lesson ? 'view.owedAtLesson' : 'view.owed', { amount: yen(detail.difference_owed.amount) })}{' '}
          {detail.difference_owed.pay_url && (
            <>
              <Link href={detail.difference_owed.pay_url}>
                {t(detail.difference_owed.at_lesson ? 'view.payAtLesson' : 'view.payDifference')}
              </Link>
              {detail.difference_owed.until && t('view.until', { time: formatTokyoDateTime(detail.difference_owed.until, words.language) })}
            </>
          )}
        </Alert>
      )}
      {detail && !loading && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 3 }}>
          <DetailList
            items={[
              { label: t('common.date'), value: <LocalDate date={detail.booking_date} /> },
              { label: t('common.time'), value: <ClassTime date={detail.booking_date} range={detail.time_range} /> },
              // a school without teachers has no teacher line
              ...(detail.teacher_name
                ? [
                    {
                      label: t('common.teacher'),
                      value: <span translate="no">{teacherNameFor(detail.teacher_name, detail.teacher_name_latin, words.language)}</span>,
                    },
                  ]
                : []),
              { label: t('common.total'), value: yen(detail.total_amount) },
              { label: t('common.salesTax'), value: yen(detail.sales_tax) },
              { label: t('common.status'), value: statusText(words, detail.status) },
              { label: t('view.bookedOn'), value: formatTokyoDateTime(detail.created_at, words.language) },
            ]}
          />
          {receipt && (
            <Link href={receipt} target="_blank" rel="noopener noreferrer">
              {t('view.receipt')}
            </Link>
          )}
          {/* The school's own receipt (a qualified invoice when registered), beside the provider's */}
          {invoice && (
            <Link href={invoice} target="_blank" rel="noopener noreferrer">
              {t('view.invoice')}
            </Link>
          )}
          {detail.status === 'Confirmed' && <AddToCalendar referenceId={referenceId} bookingId={bookingId} booking={detail} />}
          {/* a trial's teacher: enrol in a weekly lesson with them (issue 40) */}
          {detail.teacher_id != null && detail.status === 'Confirmed' && (
            <ContinueWithTeacher teacherId={detail.teacher_id} bookingId={Number(bookingId)} />
          )}
          {/* Only a Confirmed booking for a day after today (Tokyo) can be canceled */}
          {/* A booking paid in cash is refunded at the school's desk, never to a card */}
          {isCancellable(detail, tokyoToday()) && detail.payment_method === 'cash' && (
            <Typography lang={language} translate="no">
              {CASH_CANCEL_REFUND[language]}
            </Typography>
          )}
          {isCancellable(detail, tokyoToday()) && policyRefund && detail.payment_method !== 'card' && (
            <Typography>{policyRefund}</Typography>
          )}
          {/* what a cancel gives back, before the Cancel button (the terms: in full, to the card) */}
          {isCancellable(detail, tokyoToday()) && detail.payment_method === 'card' && <Typography>{refund}</Typography>}
          {/* Moved until the same deadline as a cancel */}
          {isCancellable(detail, tokyoToday()) && <MoveBookingPanel booking={detail} />}
          {isCancellable(detail, tokyoToday()) && (
            <Button
              variant="outlined"
              color="error"
              loading={cancelStatus === 'loading'}
              loadingPosition="start"
              onClick={() => dispatch(bookingCancelRequested({ prompt: cancelPrompt(words, refund) }))}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('view.cancel')}
            </Button>
          )}
        </Paper>
      )}
    </Container>
  );
}
