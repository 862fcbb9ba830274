import { classRuns, utcStamp } from '../../shared/calendarLinks.js';
import { TIME_ZONE, type LanguageCode } from '../../shared/constants.js';
import { randomToken, sha256 } from '../accounts/secrets.js';
import type { Db, Queryable } from '../db/db.js';
import { escape, fold } from '../mail/ics.js';
import { writeAudit } from '../audit/auditLog.js';
import type { StaffRole } from '../../shared/roles.js';
import { NO_TEACHER, type Staff } from './staffAccess.js';
import { actorOf } from './staffRepository.js';

// Each staff member's private calendar feed (.ics) of the school's booked classes, for
// Google Calendar and Apple Calendar to subscribe to. The URL's 256-bit token is the only key; the
// database keeps its hash, a new one replaces the old, and a member whose role is removed loses theirs.

export const FEED_PATH = '/api/public/calendar-feed';
/** Classes shown from this many days back, so the recent past stays in the calendar. */
export const FEED_PAST_DAYS = 30;
/** The console's booking page, linked from each event. */
export const consoleBookingPath = (id: number) => `/admin/bookings/${id}`;
/** A teacher's events link to their own classes (the console's first page for them): the booking page is not theirs. */
export const CONSOLE_MY_CLASSES = '/admin';

export async function newFeed(db: Db, staff: Staff, publicUrl: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.transaction(async (tx) => {
    const had = await tx.query('select 1 from calendar_feeds where user_id = $1 for update', [staff.id]);
    await tx.query(
      `insert into calendar_feeds (user_id, token_hash) values ($1, $2)
       on conflict (user_id) do update set token_hash = excluded.token_hash, created_at = now()`,
      [staff.id, sha256(token)],
    );
    // the audit says that a feed was made or replaced, never its token
    await writeAudit(
      tx,
      actorOf(staff),
      {
        action: 'staff.calendar_feed_created',
        targetType: 'calendar_feed',
        targetId: staff.id,
        before: { active: had.length > 0 },
        after: { active: true },
      },
      now,
    );
  });
  return `${publicUrl}${FEED_PATH}/${token}.ics`;
}

/** Revokes the member's feed; false when there was none. */
export async function revokeFeed(db: Db, staff: Staff, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const gone = await tx.query('delete from calendar_feeds where user_id = $1 returning user_id', [staff.id]);
    if (gone.length === 0) return false;
    await writeAudit(
      tx,
      actorOf(staff),
      {
        action: 'staff.calendar_feed_revoked',
        targetType: 'calendar_feed',
        targetId: staff.id,
        before: { active: true },
        after: { active: false },
      },
      now,
    );
    return true;
  });
}

/**
 * Whose feed the token opens: its language (the member's console language, else their account's) and the
 * teacher the member is linked to (their feed shows their own classes only; null: every class, for owners and
 * staff linked to none; a teacher member linked to none gets NO_TEACHER: no class). Null when it opens none: no
 * such feed, or its member no longer has a role.
 */
export async function feedOwner(
  db: Queryable,
  token: string,
): Promise<{ language: LanguageCode; teacherId: number | null; teacherMember: boolean } | null> {
  const [row] = await db.query<{ language: LanguageCode; teacher_id: number | null; role: StaffRole }>(
    `select coalesce(u.console_language, u.language) as language, (select t.id from teachers t where t.user_id = u.id) as teacher_id, u.role
     from calendar_feeds f join users u on u.id = f.user_id
     where f.token_hash = $1 and u.role is not null`,
    [sha256(token)],
  );
  if (!row) return null;
  const teacherMember = row.role === 'teacher';
  return { language: row.language, teacherId: teacherMember ? (row.teacher_id ?? NO_TEACHER) : row.teacher_id, teacherMember };
}

/** The feed's own words, in its member's language; the customer's name is shown as written. */
export const feedTexts: Record<LanguageCode, { calendar: string; event: (name: string, code: string) => string }> = {
  en: { calendar: 'GTSS bookings', event: (name, code) => `Trial class: ${name} (${code})` },
  ja: { calendar: 'GTSS 予約', event: (name, code) => `体験レッスン：${name} 様（${code}）` },
  'zh-CN': { calendar: 'GTSS 预约', event: (name, code) => `体验课：${name}（${code}）` },
  'zh-TW': { calendar: 'GTSS 預約', event: (name, code) => `體驗課程：${name}（${code}）` },
};

interface FeedBooking {
  id: number;
  code: string;
  booking_date: string;
  time_range: string;
  user_name: string;
}

/**
 * The feed: every Confirmed booking (of one teacher's, for a member linked to a teacher) whose class is at most FEED_PAST_DAYS days ago (Tokyo dates). Each
 * event has the customer's name, the booking's code and the console's link, nothing more of their data: the feed is copied
 * into Google's or Apple's servers, and the console (behind a login) has the rest.
 * Its words are in the member's language (`language`). Never the reference. With the booking's id (in the console's link) it is the
 * visitor's own link, /view-booking/<reference>/<id>, which can cancel the booking; the UID is made of
 * the id alone, which opens nothing without a login.
 */
export async function feedIcs(
  db: Queryable,
  now: Date,
  publicUrl: string,
  language: LanguageCode = 'en',
  teacherId: number | null = null,
  teacherMember = false,
): Promise<string> {
  const link = (id: number) => `${publicUrl}${teacherMember ? CONSOLE_MY_CLASSES : consoleBookingPath(id)}`;
  const words = feedTexts[language];
  const rows = await db.query<FeedBooking>(
    `select id, code, booking_date::text as booking_date, time_range, user_name from bookings
     where status = 'Confirmed' and booking_date >= (($1::timestamptz at time zone '${TIME_ZONE}')::date - ${FEED_PAST_DAYS})
       and ($2::int is null or teacher_id = $2::int)
     order by booking_date, id`,
    [now.toISOString(), teacherId],
  );
  const host = new URL(publicUrl).hostname;
  const events = rows.flatMap((b) =>
    classRuns(b.booking_date, b.time_range).flatMap(({ start, end }, i) => [
      'BEGIN:VEVENT',
      // stable per booking and run: each refresh updates the same events instead of adding copies
      `UID:staff-booking-${b.id}${i === 0 ? '' : `-${i + 1}`}@${host}`,
      `DTSTAMP:${utcStamp(now)}`,
      `DTSTART:${utcStamp(start)}`,
      `DTEND:${utcStamp(end)}`,
      `SUMMARY:${escape(words.event(b.user_name, b.code))}`,
      `DESCRIPTION:${escape(link(b.id))}`,
      `URL:${link(b.id)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
  );
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GTSS//Staff bookings feed//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escape(words.calendar)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...events,
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
