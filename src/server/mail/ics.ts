import { classRuns, utcStamp } from '../../shared/calendarLinks.js';
import { SCHOOL_CONTACT_EMAIL } from '../../shared/constants.js';

/**
 * RFC 5545 §3.3.11: backslash, semicolon and comma are escaped, a line break is written \n. Every kind of break
 * (CRLF, a lone CR, LF): a bare CR in owner-entered text would otherwise end the content line early.
 */
export const escape = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/**
 * RFC 5545 §3.1: a line longer than 75 octets is folded (CRLF + one space). Counted in UTF-8 octets
 * and cut between characters, never inside one (the summary may be Japanese or Chinese).
 */
export function fold(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  return [...out, current].join('\r\n ');
}

export interface IcsBooking {
  id: number;
  reference_id: string;
  booking_date: string;
  time_range: string;
  /** How often the booking moved: each move raises SEQUENCE (absent: never moved). */
  ics_sequence?: number;
}

export interface IcsOptions {
  /** PUBLISH: an event to add. CANCEL: the same event (same UID, higher SEQUENCE) to remove. */
  method: 'PUBLISH' | 'CANCEL';
  /** The app's clock (DTSTAMP). */
  now: Date;
  /** The site's address: the view-booking link, and the host that makes the UID unique. */
  publicUrl: string;
  url: string;
  summary: string;
  description: string;
  /**
   * A move's file: the booking before the move. Each run it had that the moved booking no longer has (two
   * runs became one) is written once more with its old times, the raised SEQUENCE and STATUS:CANCELLED
   * (RFC 5546 §3.2.1 allows it in PUBLISH), so that it leaves the calendar instead of staying behind.
   */
  movedFrom?: Pick<IcsBooking, 'booking_date' | 'time_range'>;
}

/**
 * The booking as an iCalendar file: one event per run of its time range ("10:00-12:00, 14:00-15:00"
 * is two events, so the gap stays free in the calendar). Times are UTC instants, right in every zone.
 * The UID is stable per booking and run, so the cancellation's file removes what the confirmation added, and a
 * move's file (the same UID, SEQUENCE raised) replaces it and cancels the runs the move left out (`movedFrom`).
 */
export function bookingIcs(b: IcsBooking, o: IcsOptions): string {
  const host = new URL(o.publicUrl).hostname;
  const canceled = o.method === 'CANCEL';
  const sequence = (b.ics_sequence ?? 0) + (canceled ? 1 : 0);
  const event = ({ start, end }: { start: Date; end: Date }, i: number, status: 'CONFIRMED' | 'CANCELLED') => [
    'BEGIN:VEVENT',
    `UID:booking-${b.id}-${b.reference_id}${i === 0 ? '' : `-${i + 1}`}@${host}`,
    `SEQUENCE:${sequence}`,
    `DTSTAMP:${utcStamp(o.now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escape(o.summary)}`,
    `DESCRIPTION:${escape(o.description)}`,
    `URL:${o.url}`,
    // RFC 5546 wants an organizer on PUBLISH and CANCEL; no attendees, so no client offers RSVP buttons
    `ORGANIZER;CN="GTSS Language School":mailto:${SCHOOL_CONTACT_EMAIL}`,
    `STATUS:${status}`,
    'END:VEVENT',
  ];
  const runs = classRuns(b.booking_date, b.time_range);
  // the UIDs go by position, so the old runs from the new count on are the ones no longer there
  const gone = o.movedFrom ? classRuns(o.movedFrom.booking_date, o.movedFrom.time_range).slice(runs.length) : [];
  const events = [
    ...runs.flatMap((run, i) => event(run, i, canceled ? 'CANCELLED' : 'CONFIRMED')),
    ...gone.flatMap((run, i) => event(run, runs.length + i, 'CANCELLED')),
  ];
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GTSS//Trial booking//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${o.method}`,
    ...events,
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n')
    .concat('\r\n');
}
