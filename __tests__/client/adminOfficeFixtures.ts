import type { ScheduleState } from '../../src/shared/admin/schedule';
import type { NumbersReport, PeriodNumbers } from '../../src/shared/admin/numbers';
import type { StaffList, StaffSelf } from '../../src/shared/admin/staff';
import { ApiError } from '../../src/client/api/client';

// What the staff API answers in the console's schedule, numbers and staff tests.

export const schedule: ScheduleState = {
  settings: {
    slotMinutes: 60,
    seatsPerSlot: 4,
    bookingWindowDays: 60,
    pricePerSlotYen: 3000,
    taxRatePercent: 10,
    weeklyHours: {
      sun: [],
      mon: [['10:00', '18:00']],
      tue: [['10:00', '18:00']],
      wed: [],
      thu: [],
      fri: [
        ['10:00', '12:00'],
        ['13:00', '17:00'],
      ],
      sat: [],
    },
    closedDates: ['2026-12-31'],
  },
  version: 3,
  updated_at: '2026-11-20T01:30:00Z',
  updated_by: 'owner@school.example',
};

/** A 409 that carries the ConflictAnswer's body, as ApiError would if it kept the body. */
export function conflictError(detail: string, conflicts: unknown[]) {
  return new ApiError(409, detail, { detail, conflicts });
}

export const conflict = {
  id: 41,
  code: 'GT-4821',
  booking_date: '2026-12-01',
  time_range: '10:00-12:00',
  user_name: 'Ken Tanaka',
  status: 'Confirmed',
};

const period = (start: string, n: number): PeriodNumbers => ({
  start,
  bookings: n,
  gross_revenue: n * 6000,
  refunds: n === 2 ? 3000 : 0,
  net_revenue: n * 6000 - (n === 2 ? 3000 : 0),
  tax: Math.round((n * 6000 - (n === 2 ? 3000 : 0)) / 11),
  hours_offered: 20,
  hours_filled: n,
  cancellations: n === 2 ? 1 : 0,
  no_shows: n === 3 ? 1 : 0,
});

export function report(kind: 'week' | 'month'): NumbersReport {
  const rows =
    kind === 'week'
      ? [period('2026-11-09', 2), period('2026-11-16', 3), period('2026-11-23', 1)]
      : [period('2026-10-01', 5), period('2026-11-01', 6)];
  const sum = (k: keyof Omit<PeriodNumbers, 'start'>) => rows.reduce((t, r) => t + r[k], 0);
  const totals: PeriodNumbers = {
    start: rows[0].start,
    bookings: sum('bookings'),
    gross_revenue: sum('gross_revenue'),
    refunds: sum('refunds'),
    net_revenue: sum('net_revenue'),
    tax: sum('tax'),
    hours_offered: sum('hours_offered'),
    hours_filled: sum('hours_filled'),
    cancellations: sum('cancellations'),
    no_shows: sum('no_shows'),
  };
  return {
    period: kind,
    rows,
    totals,
    by_teacher: [],
    by_source: [],
    students_by_source: [],
    ahead: { from: '2026-11-24', bookings: 1, net_revenue: 6_000 },
  };
}

export const staffList: StaffList = {
  members: [
    { id: 1, name: 'Oona Owner', email: 'owner@school.example', role: 'owner', notify_bookings: true, teacher: null },
    { id: 2, name: 'Sam Staff', email: 'staff@school.example', role: 'staff', notify_bookings: false, teacher: null },
  ],
  invitations: [
    {
      email: 'new@school.example',
      role: 'staff',
      invited_by: 'owner@school.example',
      invited_by_name: 'Oona Owner',
      created_at: '2026-11-23T00:00:00Z',
      expires_at: '2026-11-30T00:00:00Z',
    },
  ],
};

export const self: StaffSelf = {
  name: 'Oona Owner',
  email: 'owner@school.example',
  role: 'owner',
  notify_bookings: false,
  calendar_feed: false,
  console_language: null,
};

export const flush = () => new Promise((r) => setTimeout(r, 0));
