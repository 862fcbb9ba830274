import { ClassTime } from '../../../components/ClassTime.js';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { isCancellable } from '../../../../shared/bookingRules.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { paths } from '../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { formatAmount, formatDate } from '../../../../shared/localeFormat.js';
import { LocalDate } from '../../../components/LocalDate.js';
import { cancelPrompt, statusText } from '../../../components/BookingCode.js';
import { useWords } from '../../../i18n/useWords.js';
import { messageText } from '../../../i18n/knownMessages.js';
import { selectBookingsNotice, selectCancelingId, selectMyBookings, selectMyBookingsLoading } from '../mypageSelectors.js';
import { myBookingCancelRequested } from '../mypageSlice.js';
import { teacherNameFor } from '../../../../shared/teacherName.js';
import { policyRefundText } from '../../../components/cancelRefundText.js';

/** View Bookings: date, time range, total and status; Cancel where allows it. */
export function BookingsTab() {
  const dispatch = useAppDispatch();
  const bookings = useAppSelector(selectMyBookings);
  const loading = useAppSelector(selectMyBookingsLoading);
  const cancelingId = useAppSelector(selectCancelingId);
  const notice = useAppSelector(selectBookingsNotice);
  const today = tokyoToday();
  const words = useWords();
  const { t, language } = words;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {notice && <Alert severity={notice.severity}>{messageText(words, notice.text)}</Alert>}
      {loading &&
        [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={88} role="progressbar" aria-label={t('my.loadingBookings')} />)}
      {!loading && bookings.length === 0 && (
        <Typography color="text.secondary">
          {t('my.noBookings')} <RouterLink to={paths.booking}>{t('my.bookTrial')}</RouterLink>
        </Typography>
      )}
      {!loading &&
        bookings.map((b) => (
          <Paper
            key={b.booking_id}
            variant="outlined"
            component="article"
            aria-label={t('my.bookingOn', { date: formatDate(language, b.booking_date) })}
            sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Box>
              <Typography variant="h3" component="h2">
                <LocalDate date={b.booking_date} />
              </Typography>
              <Typography sx={{ fontFamily: 'monospace' }}>{t('my.code', { code: b.code })}</Typography>
              <Typography color="text.secondary">
                <ClassTime date={b.booking_date} range={b.time_range} /> · {formatAmount(language, b.total_amount)}
              </Typography>
              {b.teacher_name && (
                <Typography color="text.secondary">
                  {t('my.teacher')} <span translate="no">{teacherNameFor(b.teacher_name, b.teacher_name_latin, language)}</span>
                </Typography>
              )}
              <Typography sx={{ fontWeight: 600, color: b.status === 'Confirmed' ? 'success.dark' : 'text.secondary' }}>
                {statusText(words, b.status)}
              </Typography>
            </Box>
            {/* what the school's cancellation policy keeps, before the Cancel button */}
            {isCancellable(b, today) && policyRefundText(words, b.cancel_refund) && (
              <Typography variant="body2">{policyRefundText(words, b.cancel_refund)}</Typography>
            )}
            {isCancellable(b, today) && (
              <Button
                variant="outlined"
                color="error"
                loading={cancelingId === b.booking_id}
                disabled={cancelingId !== null}
                onClick={() =>
                  dispatch(myBookingCancelRequested(b.booking_id, cancelPrompt(words, policyRefundText(words, b.cancel_refund))))
                }
              >
                {t('my.cancel')}
              </Button>
            )}
          </Paper>
        ))}
    </Box>
  );
}
