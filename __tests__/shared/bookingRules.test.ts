import fc from 'fast-check';
import { BOOKING_STATUSES } from '../../src/shared/booking';
import { isCancellable } from '../../src/shared/bookingRules';

// A booking is cancellable only when Confirmed and its class date is after today in Tokyo.
const SEED = { seed: 20261123 };
const DAY_MS = 86_400_000;
const isoDay = fc
  .integer({ min: Date.parse('0000-01-01T00:00:00Z') / DAY_MS, max: Date.parse('9999-12-31T00:00:00Z') / DAY_MS })
  .map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));
/** Near days matter most: today, yesterday, tomorrow, across month and year ends. */
const dayPair = fc.oneof(
  fc.tuple(isoDay, isoDay),
  fc
    .tuple(isoDay, fc.integer({ min: -3, max: 3 }))
    .map(([today, n]) => [new Date(Date.parse(today) + n * DAY_MS).toISOString().slice(0, 10), today] as const),
);
const status = fc.oneof(
  fc.constantFrom(...BOOKING_STATUSES),
  fc.constantFrom('confirmed', 'CONFIRMED', ' Confirmed', 'Confirmed ', ''),
  fc.string(),
);

test('isCancellable is true exactly when Confirmed and the class date is after today', () => {
  fc.assert(
    fc.property(status, dayPair, (s, [bookingDate, today]) => {
      const expected = s === 'Confirmed' && Date.parse(`${bookingDate}T00:00:00Z`) > Date.parse(`${today}T00:00:00Z`);
      expect(isCancellable({ status: s, booking_date: bookingDate }, today)).toBe(expected);
    }),
    { ...SEED, numRuns: 5000 },
  );
});

test('a Confirmed booking stops being cancellable on its class day and never becomes cancellable again', () => {
  fc.assert(
    fc.property(isoDay, fc.integer({ min: 1, max: 400 }), (bookingDate, daysLater) => {
      const dayBefore = new Date(Date.parse(bookingDate) - DAY_MS).toISOString().slice(0, 10);
      const later = new Date(Date.parse(bookingDate) + daysLater * DAY_MS).toISOString().slice(0, 10);
      fc.pre(/^\d{4}-/.test(dayBefore) && /^\d{4}-/.test(later)); // stay within years 0000-9999
      const b = { status: 'Confirmed', booking_date: bookingDate };
      expect(isCancellable(b, dayBefore)).toBe(true);
      expect(isCancellable(b, bookingDate)).toBe(false);
      expect(isCancellable(b, later)).toBe(false);
    }),
    { ...SEED, numRuns: 2000 },
  );
});
