import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { AdminBookingDetail, BookingDifference } from '../../../../../shared/admin/bookings.js';
import { paths } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { DetailList, type DetailItem } from '../../../../components/DetailList.js';
import { staffReceiptUrl } from '../../adminApi.js';
import { ReceiptIssueForm } from '../components/ReceiptIssueForm.js';
import {
  selectBookingDetail,
  selectBookingNote,
  bookingDetailOpened,
  bookingNoteSubmitted,
  teacherDialogOpened,
} from '../bookingsSlice.js';
import { teachersNeeded } from '../../teachers/teachersSlice.js';
import { selectActiveTeachers } from '../bookingTeachers.js';
import { BookingActions } from '../components/BookingActions.js';
import { BookingCancelDialog } from '../components/BookingCancelDialog.js';
import { BookingEmails, BookingHistory } from '../components/BookingHistory.js';
import { DeskMailActions } from '../components/DeskMailActions.js';
import { EnrolFromBooking } from '../components/EnrolFromBooking.js';
import { CustomerLink } from '../../components/CustomerResults.js';
import { NoteEditor } from '../../components/NoteEditor.js';
import { BookingMoveDialog } from '../components/BookingMoveDialog.js';
import { TeacherChangeDialog } from '../components/TeacherChangeDialog.js';
import { assignmentText, attendanceText, languageText, sourceText, statusText } from '../../format/bookingLabels.js';
import { cameFromText } from '../../format/sourceLabels.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { bookingsArea } from '../bookingsArea.js';
import { teachersArea } from '../../teachers/teachersArea.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(bookingsArea, teachersArea);

const orDash = (v: string | null) => v ?? '—';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: '1.25rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** An instant in Japan time, or a dash. */
const when = (c: ConsoleText, instant: string | null) => (instant ? c.dateTime(instant) : '—');

/** What was refunded, or is owed: a cash refund is owed until staff mark it paid back at the desk. */
function refundText(c: ConsoleText, b: AdminBookingDetail): string {
  if (b.refund_amount === null) return '—';
  const amount = c.yen(b.refund_amount);
  const line =
    b.provider === 'cash'
      ? b.refunded_at
        ? c.t('bookings.page.cashPaidBack', { amount, when: when(c, b.refunded_at) })
        : c.t('bookings.page.cashOwed', { amount })
      : b.refunded_at
        ? c.t('bookings.page.refunded', { amount, when: when(c, b.refunded_at) })
        : c.t('bookings.page.notYetRefunded', { amount });
  return b.refund_amount < b.total_amount ? `${line} ${c.t('bookings.page.partialRefund')}` : line;
}

/** Who took the money: the card processor by its brand, the desk's cash and the local test checkout in words. */
function providerText(c: ConsoleText, provider: string | null): string {
  if (provider === 'cash') return c.t('bookings.page.providerCash');
  if (provider === 'test') return c.t('bookings.page.providerTest');
  if (provider === 'stripe') return 'Stripe';
  return orDash(provider);
}

/** What moves to another length charged or refunded, and a cancel's refunds of those, a line each, oldest first. */
function DifferenceLines({ c, differences }: { c: ConsoleText; differences: BookingDifference[] }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {differences.map((d) => (
        <li key={d.id}>
          {c.t(
            d.reason === 'lesson' ? 'move.difference.lesson' : d.kind === 'charge' ? 'move.difference.charge' : 'move.difference.refund',
            {
              amount: d.amount,
              method: d.method,
              state: d.state,
              reason: d.reason,
            },
          )}
          {d.link_expires_at &&
            ` · ${c.t(Date.parse(d.link_expires_at) > new Date().getTime() ? 'move.difference.linkUntil' : 'move.difference.linkExpired', { until: when(c, d.link_expires_at) })}`}
        </li>
      ))}
    </Box>
  );
}

function paymentItems(c: ConsoleText, b: AdminBookingDetail): DetailItem[] {
  const { t } = c;
  return [
    { label: t('bookings.page.total'), value: c.yen(b.total_amount) },
    { label: t('bookings.page.salesTax', { rate: b.tax_rate }), value: c.yen(b.sales_tax) },
    { label: t('bookings.page.status'), value: statusText(c, b.status) },
    { label: t('bookings.page.paidAt'), value: when(c, b.paid_at) },
    { label: t('bookings.page.provider'), value: providerText(c, b.provider) },
    { label: t('bookings.page.paymentRef'), value: orDash(b.payment_ref) },
    {
      label: t('bookings.page.receipt'),
      // the provider's receipt, and for any paid booking (a cash one has no other) the school's printable one
      value:
        b.receipt_url || b.paid_at ? (
          <Box component="span" sx={{ display: 'inline-flex', gap: 2, flexWrap: 'wrap' }}>
            {b.receipt_url && (
              <Link href={b.receipt_url} target="_blank" rel="noopener noreferrer">
                {t('bookings.page.openReceipt')}
              </Link>
            )}
            {b.paid_at && (
              <Link href={staffReceiptUrl(b.id)} target="_blank" rel="noopener noreferrer">
                {t('bookings.page.printableReceipt')}
              </Link>
            )}
          </Box>
        ) : (
          '—'
        ),
    },
    ...(b.differences.length > 0
      ? [
          {
            // a booking paid at the lesson has its price as its first line (then any move's difference)
            label: t(b.differences[0].reason === 'lesson' ? 'bookings.page.atLesson' : 'move.difference.label'),
            value: <DifferenceLines c={c} differences={b.differences} />,
          },
        ]
      : []),
    { label: t('bookings.page.refundRequested'), value: when(c, b.refund_requested_at) },
    { label: t('bookings.page.refund'), value: refundText(c, b) },
    { label: t('bookings.page.canceledAt'), value: when(c, b.canceled_at) },
  ];
}

/** The class's teacher and how they were chosen (nothing in a school without teachers). */
function teacherItems(c: ConsoleText, b: AdminBookingDetail): DetailItem[] {
  // the lesson's language, with or without teachers
  const language = b.lesson_language
    ? [{ label: c.t('bookings.page.lessonLanguage'), value: c.t(`teachers.language.${b.lesson_language}`) }]
    : [];
  if (!b.teacher) return language;
  return [
    ...language,
    { label: c.t('bookings.page.teacher'), value: b.teacher.name },
    { label: c.t('bookings.page.teacherChosen'), value: assignmentText(c, b.teacher.assignment) },
  ];
}

/** "Change teacher", for a class still to be held, when another active teacher exists. */
function ChangeTeacher({ b }: { b: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const teachers = useAppSelector(selectActiveTeachers);
  const { t } = useConsoleText();
  const open = b.status === 'Pending' || b.status === 'Confirmed';
  if (!b.teacher || !open || !teachers.some((teacher) => teacher.id !== b.teacher?.id)) return null;
  return (
    <>
      <Button variant="outlined" onClick={() => dispatch(teacherDialogOpened())} sx={{ mt: 1.5 }}>
        {t('bookings.teacher.change')}
      </Button>
      <TeacherChangeDialog key={`${b.id} ${b.teacher.id}`} booking={b} />
    </>
  );
}

/** The staff-only note on this booking (never shown or sent to the customer). */
function BookingNote({ b }: { b: AdminBookingDetail }) {
  const dispatch = useAppDispatch();
  const bookingNote = useAppSelector(selectBookingNote);
  return (
    <NoteEditor
      key={b.id}
      id="booking-note"
      saved={b.note ?? null}
      version={b.note_version ?? 1}
      state={bookingNote.bookingId === b.id ? bookingNote : { status: 'idle', message: null }}
      onSave={(note, version) => dispatch(bookingNoteSubmitted({ id: b.id, note, version }))}
    />
  );
}

function BookingSections({ b }: { b: AdminBookingDetail }) {
  const c = useConsoleText();
  const { t } = c;
  return (
    <>
      <Section id="section-customer" title={t('bookings.page.customer')}>
        <DetailList
          items={[
            {
              label: t('bookings.page.name'),
              value: b.customer_id ? (
                <CustomerLink id={b.customer_id} name={t('bookings.page.customerPage', { name: b.user_name })} />
              ) : (
                b.user_name
              ),
            },
            { label: t('bookings.page.email'), value: b.user_email ?? t('bookings.page.noEmail') },
            { label: t('bookings.page.phone'), value: orDash(b.phone) },
            { label: t('bookings.page.language'), value: languageText(c, b.language) },
            { label: t('bookings.page.timeZone'), value: orDash(b.time_zone) },
            {
              label: t('bookings.page.account'),
              // an account is its person, by name (never by its number)
              value:
                b.user_id === null ? (
                  t('bookings.page.guest')
                ) : b.customer_id ? (
                  <CustomerLink id={b.customer_id} name={b.customer_name ?? b.user_name} />
                ) : (
                  b.user_name
                ),
            },
            { label: t('customers.note.short'), value: <Box sx={{ whiteSpace: 'pre-wrap' }}>{b.customer_note ?? '—'}</Box> },
          ]}
        />
      </Section>
      <Section id="section-booking-note" title={t('customers.note.bookingTitle')}>
        <BookingNote b={b} />
      </Section>
      <Section id="section-class" title={t('bookings.page.class')}>
        <DetailList
          items={[
            { label: t('bookings.page.date'), value: c.longDay(b.booking_date) },
            { label: t('bookings.page.time'), value: t('bookings.japanTime', { time: b.time_range }) },
            { label: t('bookings.page.timeslots'), value: b.slots.map((s) => `${s.start}-${s.end}`).join(', ') || '—' },
            ...teacherItems(c, b),
            { label: t('bookings.page.attendance'), value: attendanceText(c, b.attendance) },
            { label: t('bookings.page.source'), value: sourceText(c, b.source) },
            { label: t('sources.cameFrom'), value: cameFromText(c, b) },
            { label: t('bookings.page.bookedAt'), value: when(c, b.created_at) },
          ]}
        />
        <ChangeTeacher b={b} />
      </Section>
      <Section id="section-payment" title={t('bookings.page.payment')}>
        <DetailList items={paymentItems(c, b)} />
        <ReceiptIssueForm key={b.id} b={b} />
      </Section>
      <Section id="section-emails-sent" title={t('bookings.page.emails')}>
        <BookingEmails emails={b.emails} customer={{ email: b.user_email, language: b.language }} />
      </Section>
      <Section id="section-history" title={t('bookings.page.history')}>
        <BookingHistory entries={b.history} />
      </Section>
    </>
  );
}

/** One booking, everything about it, and what staff can do with it (cancel and refund, attendance). */
export function BookingDetailPage() {
  const { bookingId = '' } = useParams();
  const dispatch = useAppDispatch();
  const { booking, status, error, outcome } = useAppSelector(selectBookingDetail);
  const c = useConsoleText();
  const { t, m } = c;

  useEffect(() => {
    dispatch(bookingDetailOpened(bookingId));
  }, [dispatch, bookingId]);
  useEffect(() => {
    dispatch(teachersNeeded());
  }, [dispatch]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 900 }}>
      <Link component={RouterLink} to={paths.adminBookings} sx={{ alignSelf: 'flex-start' }}>
        {t('bookings.page.back')}
      </Link>
      <Typography variant="h1">{booking ? t('bookings.number', { code: booking.code }) : t('bookings.page.title')}</Typography>
      {outcome && (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'}>
          {m(outcome.text)}
        </Alert>
      )}
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !booking && (
        <Skeleton variant="rounded" height={400} role="progressbar" aria-label={t('bookings.page.loading')} />
      )}
      {booking && (
        <>
          <Typography>
            {booking.user_name} · {c.day(booking.booking_date)} {t('bookings.japanTime', { time: booking.time_range })} ·{' '}
            <strong>{statusText(c, booking.status)}</strong>
          </Typography>
          <BookingActions booking={booking} />
          <DeskMailActions booking={booking} />
          <EnrolFromBooking booking={booking} />
          <BookingSections b={booking} />
          <BookingCancelDialog key={booking.id} booking={booking} />
          <BookingMoveDialog booking={booking} />
        </>
      )}
    </Box>
  );
}
