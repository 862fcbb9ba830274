import type { CustomerDetail, CustomerRow } from '../../src/shared/admin/customers';

// A customer the desk knows: Sato Yuki, who books by phone.

export const satoRow: CustomerRow = {
  id: 3,
  name: 'Sato Yuki',
  email: 'yuki.sato@example.com',
  phone: '090-1234-5678',
  user_id: 12,
  booking_count: 2,
  last_booking_date: '2031-05-02',
};

export const sato: CustomerDetail = {
  ...satoRow,
  first_language: 'ja',
  first_source: 'phone',
  created_at: '2031-04-01T01:00:00Z',
  note: null,
  version: 1,
  bookings: [
    {
      id: 8,
      code: 'GT-4821',
      booking_date: '2031-05-02',
      time_range: '10:00-12:00',
      status: 'Canceled',
      attendance: null,
      total_amount: 6000,
      received_yen: 6000,
      refunded_yen: 6000,
      source: 'web',
      language: 'en',
    },
    {
      id: 5,
      code: 'GT-3AC7',
      booking_date: '2031-04-20',
      time_range: '14:00-16:00',
      status: 'Confirmed',
      attendance: 'attended',
      total_amount: 6000,
      received_yen: 6000,
      refunded_yen: 0,
      source: 'phone',
      language: 'ja',
    },
  ],
  received_total: 12000,
  refunded_total: 6000,
  languages: ['ja', 'en'],
  sources: ['phone', 'web'],
};
