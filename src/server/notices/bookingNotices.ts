import type { LanguageCode } from '../../shared/constants.js';
import type { BookingRow } from '../booking/bookingRows.js';
import type { Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail, type Mail } from '../mail/outbox.js';
import { canceledNotice, movedNotice, newBookingNotice, type NoticeFacts } from '../mail/staffNotices.js';

/**
 * What happened to the booking: it was paid (new), canceled (by whom, and the yen refunded, if any), or moved
 * (by whom, and from which date and time).
 */
export type BookingNotice =
  | { kind: 'paid' }
  | { kind: 'canceled'; by: string | null; refundYen: number | null }
  | { kind: 'moved'; by: string | null; from: { booking_date: string; time_range: string } };

/**
 * The school's address (SCHOOL_EMAIL, in SCHOOL_EMAIL_LANGUAGE) and every staff member who switched the
 * notices on (in their console's language, else their account's) are told of each new paid booking, each cancellation
 * and each move.
 * Queued in the caller's transaction, so a notice exists exactly when the change does.
 */
export async function queueBookingNotices(
  tx: Queryable,
  deps: Pick<ServerDeps, 'schoolEmail' | 'schoolEmailLanguage' | 'publicUrl'>,
  booking: BookingRow,
  what: BookingNotice,
): Promise<number> {
  const staff = await tx.query<{ email: string; language: LanguageCode }>(
    "select email, coalesce(console_language, language) as language from users where notify_bookings and role in ('owner', 'staff') order by id",
  );
  // One notice per address: a staff member may also be the school's address.
  const recipients = new Map<string, { to: string; language: LanguageCode }>();
  const add = (to: string, language: LanguageCode) => {
    if (!recipients.has(to.toLowerCase())) recipients.set(to.toLowerCase(), { to, language });
  };
  if (deps.schoolEmail) add(deps.schoolEmail, deps.schoolEmailLanguage);
  for (const s of staff) add(s.email, s.language);
  if (recipients.size === 0) return 0;
  const [extra] = await tx.query<{ phone: string | null; source: NoticeFacts['source'] }>(
    'select phone, source from bookings where id = $1',
    [booking.id],
  );
  const facts: NoticeFacts = { ...booking, ...extra };
  // The staff member who did it, named as a person (their address only when they have no name).
  const by = what.kind === 'paid' ? null : await personNamed(tx, what.by);
  const mailTo = (to: string, language: LanguageCode): Mail =>
    what.kind === 'paid'
      ? newBookingNotice(to, language, facts, deps.publicUrl)
      : what.kind === 'moved'
        ? movedNotice(to, language, facts, deps.publicUrl, by, what.from)
        : canceledNotice(to, language, facts, deps.publicUrl, by, what.refundYen);
  for (const { to, language } of recipients.values()) await enqueueMail(tx, mailTo(to, language), booking.id);
  return recipients.size;
}

/** The account's name for an address (the address itself when the account has none, or there is none). */
async function personNamed(tx: Queryable, email: string | null): Promise<string | null> {
  if (!email) return null;
  const [row] = await tx.query<{ name: string }>(
    "select coalesce(nullif(trim(name), ''), email) as name from users where email = lower($1)",
    [email],
  );
  return row?.name ?? email;
}
