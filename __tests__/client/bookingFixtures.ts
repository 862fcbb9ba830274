import type { BookingDetail, BookingSummary, CalendarDay, Timeslot } from '../../src/shared/booking';
import { loggedInAs } from './testStore';

// Far-future dates, so "after today in Tokyo" holds whenever the tests run.
export const calendar: CalendarDay[] = [
  { date: '2031-05-01', status: 'available' },
  { date: '2031-05-02', status: 'full' },
  { date: '2031-05-03', status: 'available' },
  { date: '2031-05-04', status: 'closed' },
];

/** Six half-hour slots from 10:00 ('10:00-10:30' …); ids start at `first`. */
export const slotsFrom = (first: number): Timeslot[] =>
  Array.from({ length: 6 }, (_, i) => {
    const time = (k: number) => `${10 + Math.floor(k / 2)}:${k % 2 ? '30' : '00'}`;
    return { id: first + i, start: time(i), end: time(i + 1) };
  });

export const slotsByDay: Record<string, Timeslot[]> = { '20310501': slotsFrom(1), '20310503': slotsFrom(101) };

export const ana = { name: 'Ana Suzuki', email: 'ana@example.com' };
export const loggedIn = loggedInAs(ana);

export const summary: BookingSummary = {
  rental_space_id: 'default',
  booking_date: '2031-05-01',
  timeslot_ids: [1, 2, 3, 4],
  seat_count: 1,
  user_name: 'Guest Kim',
  user_email: 'kim@example.com',
  total_amount: 6000,
  time_range: '10:00-12:00',
  tax_rate: 10,
  sales_tax: 545,
};

export const detail: BookingDetail = {
  booking_reference_id: 'REF12345abc',
  code: 'GT-4K29',
  booking_date: '2031-05-01',
  time_range: '10:00-12:00',
  total_amount: 6000,
  sales_tax: 545,
  status: 'Confirmed',
  created_at: '2031-04-20T03:00:00.000Z',
  teacher_name: null,
};

export const flush = () => new Promise((r) => setTimeout(r, 0));

/** A promise the test settles by hand, to hold a fake call open. */
export function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
