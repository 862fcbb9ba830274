import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SentEmail } from '../../../../../shared/admin/bookings.js';
import type { AuditEntry } from '../../../../../shared/admin/common.js';
import type { LanguageCode } from '../../../../../shared/constants.js';
import { actionWords } from '../../format/activityChange.js';
import { changeLines, type ChangeStyle } from '../../format/auditChanges.js';
import { auditFieldWords } from '../../format/auditFields.js';
import { actorText } from '../../format/auditValues.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';

/** The fields a booking's audit entries hold, named in the member's language. */
const FIELDS: Record<string, MessageId> = {
  status: 'bookings.history.field.status',
  paid: 'bookings.history.field.paid',
  refund: 'bookings.history.field.refund',
  refund_amount: 'bookings.history.field.refund_amount',
  refunded: 'bookings.history.field.refunded',
  cash: 'bookings.history.field.cash',
  reason: 'bookings.history.field.reason',
  reason_code: 'bookings.history.field.reason',
  attendance: 'bookings.history.field.attendance',
  booking_date: 'bookings.history.field.booking_date',
  time_range: 'bookings.history.field.time_range',
  user_name: 'bookings.history.field.user_name',
  user_email: 'bookings.history.field.user_email',
  phone: 'bookings.history.field.phone',
  source: 'bookings.history.field.source',
  payment: 'bookings.history.field.payment',
  total_amount: 'bookings.history.field.total_amount',
  to: 'bookings.history.field.to',
  language: 'bookings.history.field.language',
  by: 'bookings.history.field.by',
  teacher_name: 'bookings.history.field.teacher_name',
  assignment: 'bookings.history.field.assignment',
  subject: 'bookings.history.field.subject',
  message: 'bookings.history.field.message',
  note: 'customers.history.field.note',
  difference: 'bookings.history.field.difference',
  owed: 'bookings.history.field.owed',
  paid_in_cash: 'bookings.history.field.paid_in_cash',
  link: 'bookings.history.field.link',
};
/** The history's names and lines ("Status: Confirmed → Canceled"); its values are the log's (format/auditValues.ts). */
const HISTORY: ChangeStyle = {
  none: () => '—',
  yes: 'common.yes',
  no: 'common.no',
  field: (c, key) => (FIELDS[key] ? c.t(FIELDS[key]) : auditFieldWords(c, key)),
  line: (c, field, before, after) => c.t('bookings.history.change', { field, before, after }),
};

/** "Status: Confirmed → Canceled" per changed field (or the whole values when they are not records). */
export const changesOf = (c: ConsoleText, before: unknown, after: unknown): string[] => changeLines(c, before, after, HISTORY);

/** The audit actions a booking's history holds, in the member's language. */
const ACTIONS: Record<string, MessageId> = {
  'booking.attendance': 'bookings.history.booking.attendance',
  'booking.canceled': 'bookings.history.booking.canceled',
  'booking.cash_refunded': 'bookings.history.booking.cash_refunded',
  'booking.difference_cash': 'bookings.history.booking.difference_cash',
  'booking.payment_taken': 'bookings.history.booking.payment_taken',
  'booking.difference_link_sent': 'bookings.history.booking.difference_link_sent',
  'booking.created_by_staff': 'bookings.history.booking.created_by_staff',
  'booking.link_resent': 'bookings.history.booking.link_resent',
  'booking.moved': 'bookings.history.booking.moved',
  'booking.teacher_changed': 'bookings.history.booking.teacher_changed',
  'booking.confirmation_resent': 'bookings.history.booking.confirmation_resent',
  'booking.payment_link_resent': 'bookings.history.booking.payment_link_resent',
  'booking.customer_emailed': 'bookings.history.booking.customer_emailed',
  'booking.note_changed': 'customers.history.booking.note_changed',
  'booking.teacher_assigned': 'audit.action.booking.teacher_assigned',
};

/** An action in the member's language: the history's words, else the activity log's (a code it does not know, in words). */
const actionText = (c: ConsoleText, action: string) => {
  const id = ACTIONS[action];
  if (id) return c.t(id);
  const words = actionWords(c, action);
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 } as const;

export function BookingHistory({ entries }: { entries: AuditEntry[] }) {
  const c = useConsoleText();
  const { t, dateTime } = c;
  if (entries.length === 0) return <Typography color="text.secondary">{t('bookings.history.none')}</Typography>;
  return (
    <Box component="ol" sx={listSx}>
      {entries.map((e) => (
        <Paper component="li" variant="outlined" key={e.id} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{actionText(c, e.action)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('bookings.history.by', { when: dateTime(e.at), email: actorText(c, e.actor_email) })}
          </Typography>
          {changesOf(c, e.before, e.after).map((line) => (
            <Typography key={line} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {line}
            </Typography>
          ))}
        </Paper>
      ))}
    </Box>
  );
}

const EMAIL_STATES: Record<SentEmail['status'], MessageId> = {
  sent: 'bookings.emails.sent',
  queued: 'bookings.emails.queued',
  failed: 'bookings.emails.failed',
};

/** The emails sent for a booking; those to the customer were written in their language, and say so (`lang`). */
export function BookingEmails({ emails, customer }: { emails: SentEmail[]; customer: { email: string | null; language: LanguageCode } }) {
  const { t, dateTime } = useConsoleText();
  if (emails.length === 0) return <Typography color="text.secondary">{t('bookings.emails.none')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {emails.map((m) => (
        <Paper component="li" variant="outlined" key={m.id} sx={{ p: 1.5 }}>
          <Typography lang={m.to === customer.email ? customer.language : undefined} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {m.subject}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {m.channel === 'line'
              ? t('bookings.emails.lineMessage', { state: t(EMAIL_STATES[m.status]), when: dateTime(m.sent_at ?? m.created_at) })
              : t('bookings.emails.line', { to: m.to, state: t(EMAIL_STATES[m.status]), when: dateTime(m.sent_at ?? m.created_at) })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
