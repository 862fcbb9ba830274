import type { TodayBooking, TodayView } from '../../src/shared/admin/today';
import { row } from './adminBookingsFixtures';

// The Today screen's day as the staff API answers it: Sato (paid in cash, over), Mori (a payment link), Lee
// (canceled, cash owed back).

export const block = (id: number, over: Partial<TodayBooking> = {}): TodayBooking => ({
  ...row(id),
  start: '10:00',
  end: '12:00',
  timing: 'ahead',
  payment: 'paid',
  paid_in_cash: false,
  pay_by: null,
  owed_back_yen: 0,
  due_yen: 0,
  ...over,
});

export function todayView(date: string, over: { satoAttendance?: TodayBooking['attendance'] } = {}): TodayView {
  const attendance = over.satoAttendance ?? null;
  return {
    date,
    summary: { classes: 2, arrived: attendance === 'attended' ? 1 : 0, cash_taken: 6000, cash_handed_back: 0, cash_to_pay_back: 4500 },
    owed_back: [{ booking_id: 13, code: 'GT-5555', user_name: 'Lee Min', booking_date: date, yen: 4500 }],
    bookings: [
      block(11, {
        booking_date: date,
        user_name: 'Sato Yui',
        code: 'GT-4821',
        phone: '090-1234-5678',
        timing: 'over',
        paid_in_cash: true,
        attendance,
        source: 'desk',
        note: 'Bring the textbook',
        teacher: { id: 3, name: 'Ms Tanaka', assignment: 'chosen' },
      }),
      block(12, {
        booking_date: date,
        user_name: 'Mori Ken',
        code: 'GT-7310',
        start: '14:00',
        end: '16:00',
        status: 'Pending',
        payment: 'awaiting',
        pay_by: `${date}T05:00:00Z`,
        source: 'phone',
      }),
      block(13, {
        booking_date: date,
        user_name: 'Lee Min',
        code: 'GT-5555',
        start: '16:00',
        end: '18:00',
        status: 'Canceled',
        payment: 'owed_back',
        paid_in_cash: true,
        owed_back_yen: 4500,
      }),
    ],
  };
}
