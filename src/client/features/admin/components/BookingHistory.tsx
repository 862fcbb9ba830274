import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SentEmail } from '../../../../shared/admin/bookings.js';
import type { AuditEntry } from '../../../../shared/admin/common.js';
import type { MessageId } from '../i18n/messageIds.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

const show = (v: unknown) => (v === null || v === undefined ? '—' : typeof v === 'object' ? JSON.stringify(v) : String(v));
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "status: Confirmed → Canceled" per changed field (or the whole values when they are not records). */
export function changesOf(before: unknown, after: unknown): string[] {
  if (!isRecord(before) && !isRecord(after)) return before === undefined && after === undefined ? [] : [`${show(before)} → ${show(after)}`];
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  return [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k.replace(/_/g, ' ')}: ${show(b[k])} → ${show(a[k])}`);
}

/** The audit actions a booking's history holds, in the member's language. */
const ACTIONS: Record<string, MessageId> = {
  'booking.attendance': 'bookings.history.booking.attendance',
  'booking.canceled': 'bookings.history.booking.canceled',
  'booking.cash_refunded': 'bookings.history.booking.cash_refunded',
  'booking.created_by_staff': 'bookings.history.booking.created_by_staff',
  'booking.link_resent': 'bookings.history.booking.link_resent',
};

/** An action the console has words for; another as its code in words ('booking.cancel' → 'Booking cancel'). */
const actionText = (t: (id: MessageId) => string, action: string) => {
  const id = ACTIONS[action];
  if (id) return t(id);
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 } as const;

export function BookingHistory({ entries }: { entries: AuditEntry[] }) {
  const { t, dateTime } = useConsoleText();
  if (entries.length === 0) return <Typography color="text.secondary">{t('bookings.history.none')}</Typography>;
  return (
    <Box component="ol" sx={listSx}>
      {entries.map((e) => (
        <Paper component="li" variant="outlined" key={e.id} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{actionText(t, e.action)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('bookings.history.by', { when: dateTime(e.at), email: e.actor_email })}
          </Typography>
          {changesOf(e.before, e.after).map((line) => (
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

export function BookingEmails({ emails }: { emails: SentEmail[] }) {
  const { t, dateTime } = useConsoleText();
  if (emails.length === 0) return <Typography color="text.secondary">{t('bookings.emails.none')}</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {emails.map((m) => (
        <Paper component="li" variant="outlined" key={m.id} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.subject}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('bookings.emails.line', { to: m.to, state: t(EMAIL_STATES[m.status]), when: dateTime(m.sent_at ?? m.created_at) })}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
