/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import { BookingsTab } from '../../src/client/features/mypage/components/BookingsTab';
import { myBookingsLoaded } from '../../src/client/features/mypage/mypageSlice';
import type { MyBooking } from '../../src/shared/booking';
import { renderWithProviders } from './renderWithProviders';

const booking: MyBooking = {
  booking_id: 7,
  code: 'GT-4K29',
  booking_date: '2031-05-01',
  time_range: '10:00-12:00',
  total_amount: 6000,
  status: 'Confirmed',
  teacher_name: null,
};

test("my page's list names each booking by its code, as the school says it on the phone", () => {
  const { store } = renderWithProviders(<BookingsTab />);
  act(() => {
    store.dispatch(myBookingsLoaded([booking, { ...booking, booking_id: 8, code: 'GT-A7CX', status: 'Canceled' }]));
  });
  const [first, second] = screen.getAllByRole('article');
  expect(within(first).getByText('Booking GT-4K29')).toBeInTheDocument();
  expect(within(second).getByText('Booking GT-A7CX')).toBeInTheDocument();
});

test('each booking names its teacher when the school has teachers, and nothing when it has none', () => {
  const { store } = renderWithProviders(<BookingsTab />);
  act(() => {
    store.dispatch(
      myBookingsLoaded([
        { ...booking, teacher_name: 'Mei Tanaka' },
        { ...booking, booking_id: 8, code: 'GT-A7CX' },
      ]),
    );
  });
  const [first, second] = screen.getAllByRole('article');
  expect(within(first).getByText(/^Teacher:/)).toHaveTextContent('Teacher: Mei Tanaka');
  expect(within(second).queryByText(/Teacher/)).toBeNull();
});
