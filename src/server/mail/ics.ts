import { tokyoInstant } from '../../shared/dates.js';

const stamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const escape = (s: string) => s.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\n/g, '\\n');
/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + one space); our text is ASCII. */
const fold = (line: string) => line.match(/.{1,74}/g)!.join('\r\n ');

/** An iCalendar file with one event per run of the booking's time range ("10:00-12:00, 14:00-15:00"). */
export function bookingIcs(b: { reference_id: string; booking_date: string; time_range: string }, summary: string, url: string): string {
  const events = b.time_range.split(', ').map((run, i) => {
    const [start, end] = run.split('-');
    return [
      'BEGIN:VEVENT',
      `UID:${b.reference_id}-${i}@gtss`,
      `DTSTAMP:${stamp(new Date())}`,
      `DTSTART:${stamp(tokyoInstant(b.booking_date, start))}`,
      `DTEND:${stamp(tokyoInstant(b.booking_date, end))}`,
      `SUMMARY:${escape(summary)}`,
      `URL:${url}`,
      `DESCRIPTION:${escape(`Your booking: ${url}`)}`,
      'END:VEVENT',
    ]
      .map(fold)
      .join('\r\n');
  });
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//GTSS//Trial booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...events,
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
