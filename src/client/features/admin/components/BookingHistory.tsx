import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SentEmail } from '../../../../shared/admin/bookings.js';
import type { AuditEntry } from '../../../../shared/admin/common.js';
import { formatTokyoDateTime } from '../../booking/format.js';

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

/** 'booking.cancel' → 'Booking cancel'. */
const actionText = (action: string) => {
  const words = action.replace(/[._]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 } as const;

export function BookingHistory({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Typography color="text.secondary">No changes recorded yet.</Typography>;
  return (
    <Box component="ol" sx={listSx}>
      {entries.map((e) => (
        <Paper component="li" variant="outlined" key={e.id} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600 }}>{actionText(e.action)}</Typography>
          <Typography variant="body2" color="text.secondary">
            {formatTokyoDateTime(e.at)} by {e.actor_email}
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

export function BookingEmails({ emails }: { emails: SentEmail[] }) {
  if (emails.length === 0) return <Typography color="text.secondary">No emails sent for this booking.</Typography>;
  return (
    <Box component="ul" sx={listSx}>
      {emails.map((m) => (
        <Paper component="li" variant="outlined" key={m.id} sx={{ p: 1.5 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{m.subject}</Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            To {m.to} · {m.status === 'sent' ? 'Sent' : m.status === 'queued' ? 'Waiting to be sent' : 'Failed'}{' '}
            {formatTokyoDateTime(m.sent_at ?? m.created_at)}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
