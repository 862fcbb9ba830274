import { API_BASE, TIME_ZONE } from './constants.js';
import { tokyoInstant } from './dates.js';

// Add to calendar: the class as calendar events, for the .ics file (server) and the
// Google Calendar link (the success email and the view-booking page).

/** The class's runs as instants, each with its own range: '10:00-11:00, 14:00-15:00' on a Tokyo date → two runs. */
export function classRuns(isoDate: string, timeRange: string): Array<{ range: string; start: Date; end: Date }> {
  return timeRange.split(',').map((run) => {
    const range = run.trim();
    const [start, end] = range.split('-');
    return { range, start: tokyoInstant(isoDate, start), end: tokyoInstant(isoDate, end) };
  });
}

/** An instant in iCalendar's (and Google's) UTC form: 20261124T010000Z. */
export const utcStamp = (d: Date) => d.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Google Calendar's "add event" page, one link per run of the class (a split booking is two events,
 * as in the .ics). The dates are in UTC; ctz shows them in Japan time on Google's page.
 */
export function googleCalendarLinks(
  b: { booking_date: string; time_range: string },
  text: string,
  details: string,
): Array<{ url: string; range: string }> {
  return classRuns(b.booking_date, b.time_range).map(({ range, start, end }) => {
    const query = new URLSearchParams({
      action: 'TEMPLATE',
      text,
      dates: `${utcStamp(start)}/${utcStamp(end)}`,
      details,
      ctz: TIME_ZONE,
    });
    return { url: `https://calendar.google.com/calendar/render?${query.toString()}`, range };
  });
}

/** The booking's .ics download (same access rule as the view-booking call). */
export const bookingIcsPath = (referenceId: string, bookingId: string | number): string =>
  `${API_BASE}/public/view-booking/${encodeURIComponent(referenceId)}/${encodeURIComponent(String(bookingId))}/calendar.ics`;
