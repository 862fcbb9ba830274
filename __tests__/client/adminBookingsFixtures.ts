import type { AdminBookingDetail, AdminBookingRow, CalendarView, SlotView } from '../../src/shared/admin/bookings';
import type { Teacher } from '../../src/shared/admin/teachers';

// The console's bookings as the staff API answers them. Class dates far in the future (2031)
// unless a test needs a class that has taken place.

/** Six half-hour slots on `day` from 10:00, ids from `first`; each has 1 seat, free unless a booking holds it. */
export function daySlots(day: string, first: number): SlotView[] {
  const time = (k: number) => `${10 + Math.floor(k / 2)}:${k % 2 ? '30' : '00'}`;
  return Array.from({ length: 6 }, (_, i) => ({
    id: first + i,
    day,
    start: time(i),
    end: time(i + 1),
    seats: 1,
    seats_free: 1,
    closed: false,
    bookings: [],
  }));
}

/** 2031-05-01 (a Thursday): 10:00-10:30 booked by Kim (Confirmed), 10:30-11:00 closed, the rest free. */
export function dayView(day = '2031-05-01', first = 1): CalendarView {
  const slots = daySlots(day, first);
  slots[0] = {
    ...slots[0],
    seats_free: 0,
    bookings: [{ id: 7, user_name: 'Guest Kim', status: 'Confirmed', attendance: null, teacher: null }],
  };
  slots[1] = { ...slots[1], closed: true };
  return { days: [{ date: day, slots }] };
}

export const row = (id: number, over: Partial<AdminBookingRow> = {}): AdminBookingRow => ({
  id,
  code: `GT-${String(id).padStart(4, '2').slice(-4)}`,
  booking_date: '2031-05-01',
  time_range: '10:00-12:00',
  user_name: `Customer ${id}`,
  user_email: `customer${id}@example.com`,
  phone: null,
  status: 'Confirmed',
  total_amount: 6000,
  refund_amount: null,
  refunded_at: null,
  attendance: null,
  source: 'web',
  teacher: null,
  created_at: '2031-04-20T03:00:00Z',
  ...over,
});

export const kim: AdminBookingDetail = {
  ...row(7, { user_name: 'Guest Kim', user_email: 'kim@example.com', phone: '+81 90-1234-5678' }),
  user_id: null,
  language: 'en',
  time_zone: 'Europe/Berlin',
  tax_rate: 10,
  sales_tax: 545,
  provider: 'stripe',
  payment_ref: 'pi_test_456',
  receipt_url: 'https://pay.example/receipt/1',
  paid_at: '2031-04-20T03:05:00Z',
  refund_requested_at: null,
  canceled_at: null,
  paid_yen: 6000,
  differences: [],
  cash_owed_yen: 0,
  slots: [
    { id: 1, start: '10:00', end: '10:30' },
    { id: 2, start: '10:30', end: '11:00' },
    { id: 3, start: '11:00', end: '11:30' },
    { id: 4, start: '11:30', end: '12:00' },
  ],
  emails: [
    {
      id: 1,
      to: 'kim@example.com',
      subject: 'Your booking is confirmed',
      status: 'sent',
      created_at: '2031-04-20T03:05:00Z',
      sent_at: '2031-04-20T03:05:02Z',
    },
  ],
  history: [
    {
      id: 11,
      at: '2031-04-20T03:05:00Z',
      actor_email: 'system',
      action: 'booking.paid',
      target_type: 'booking',
      target_id: '7',
      booking_id: 7,
      before: { status: 'Pending' },
      after: { status: 'Confirmed' },
    },
  ],
};

/** Kim's booking after staff canceled it with a partial refund of ¥3,000. */
export const kimRefunded: AdminBookingDetail = {
  ...kim,
  status: 'Canceled',
  paid_yen: 0,
  refund_amount: 3000,
  refunded_at: '2031-04-21T01:00:00Z',
  canceled_at: '2031-04-21T01:00:00Z',
};

/** A teacher as GET /api/admin/teachers lists them: working the school's hours, bookable online. */
export const teacher = (id: number, name: string, over: Partial<Teacher> = {}): Teacher => ({
  id,
  name,
  profile: {},
  languages: ['en'],
  photo_url: null,
  bookable_online: true,
  user_id: null,
  user_label: null,
  user_email: null,
  weekly_hours: null,
  exceptions: [],
  retired_at: null,
  version: 1,
  upcoming_classes: 0,
  ...over,
});

/** The school's teachers: two active, one retired (listed last, as the server lists them). */
export const TEACHERS: Teacher[] = [
  teacher(1, 'Tanaka Yui'),
  teacher(2, 'Sam Lee', { bookable_online: false }),
  teacher(3, 'Ana Ruiz', { retired_at: '2031-01-10T00:00:00Z' }),
];
/** listTeachers answering the school's teachers. */
export const listTeachers = async () => ({ teachers: TEACHERS });

/** Kim's booking in a school with teachers: Tanaka, assigned by the fair rule. */
export const kimWithTeacher: AdminBookingDetail = { ...kim, teacher: { id: 1, name: 'Tanaka Yui', assignment: 'fair' } };

export const flush = () => new Promise((r) => setTimeout(r, 0));
