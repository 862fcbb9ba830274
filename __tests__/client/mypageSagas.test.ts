import { ApiError } from '../../src/client/api/client';
import { selectUser } from '../../src/client/features/auth/authSelectors';
import { selectBookingsNotice, selectMyBookings, selectProfileNotice } from '../../src/client/features/mypage/mypageSelectors';
import { myBookingCancelRequested, myPageOpened, profileSubmitted } from '../../src/client/features/mypage/mypageSlice';
import type { MyBooking } from '../../src/shared/booking';
import { fakeApi, loggedInAs, startStore } from './testStore';

const flush = () => new Promise((r) => setTimeout(r, 0));
const ana = { name: 'Ana', email: 'ana@example.com' };
const booking: MyBooking = {
  booking_id: 7,
  code: 'GT-4K29',
  booking_date: '2031-05-01',
  time_range: '10:00-12:00',
  total_amount: 6000,
  status: 'Confirmed',
  teacher_name: null,
};

describe('my page: View Bookings', () => {
  test('opening my page lists the bookings; cancelling asks first, then shows "Booking canceled!"', async () => {
    const cancelBooking = jest.fn(async () => null);
    const { store, prompts } = startStore(
      { api: fakeApi({ getMe: async () => ana, getMyBookings: async () => [booking], cancelBooking }) },
      loggedInAs(ana),
    );
    store.dispatch(myPageOpened());
    await flush();
    expect(selectMyBookings(store.getState())).toEqual([booking]);
    store.dispatch(myBookingCancelRequested(7));
    await flush();
    expect(prompts).toEqual(['Are you sure you want to cancel this booking?']);
    expect(cancelBooking).toHaveBeenCalledWith(7);
    expect(selectMyBookings(store.getState())[0].status).toBe('Canceled');
    expect(selectBookingsNotice(store.getState())).toEqual({ severity: 'success', text: 'Booking canceled!' });
  });

  test('answering No cancels nothing; a refused cancel shows "Failed to cancel booking."', async () => {
    const cancelBooking = jest.fn(() => Promise.reject(new ApiError(500, undefined)));
    const no = startStore({ api: fakeApi({ cancelBooking }), confirmAnswer: false }, loggedInAs(ana));
    no.store.dispatch(myBookingCancelRequested(7));
    await flush();
    expect(cancelBooking).not.toHaveBeenCalled();
    const yes = startStore({ api: fakeApi({ cancelBooking }) }, loggedInAs(ana));
    yes.store.dispatch(myBookingCancelRequested(7));
    await flush();
    expect(selectBookingsNotice(yes.store.getState())).toEqual({ severity: 'error', text: 'Failed to cancel booking.' });
  });
});

describe('my page: Edit Profile', () => {
  test('saving a new name says "Profile updated!" and the header name changes at once', async () => {
    const updateMe = jest.fn(async ({ name }: { name: string }) => ({ ...ana, name }));
    const { store } = startStore({ api: fakeApi({ getMe: async () => ana, updateMe }) }, loggedInAs(ana));
    store.dispatch(profileSubmitted({ name: '  Ana Suzuki ' }));
    await flush();
    expect(updateMe).toHaveBeenCalledWith({ name: 'Ana Suzuki' });
    expect(selectUser(store.getState())?.name).toBe('Ana Suzuki');
    expect(selectProfileNotice(store.getState())).toEqual({ severity: 'success', text: 'Profile updated!' });
  });

  test('an empty name is refused before any call; a failed save shows "Failed to update profile."', async () => {
    const updateMe = jest.fn(() => Promise.reject(new ApiError(500, undefined)));
    const { store } = startStore({ api: fakeApi({ updateMe }) }, loggedInAs(ana));
    store.dispatch(profileSubmitted({ name: '   ' }));
    await flush();
    expect(updateMe).not.toHaveBeenCalled();
    expect(selectProfileNotice(store.getState())?.text).toBe('Name is required.');
    store.dispatch(profileSubmitted({ name: 'Ana' }));
    await flush();
    expect(selectProfileNotice(store.getState())).toEqual({ severity: 'error', text: 'Failed to update profile.' });
    expect(selectUser(store.getState())?.name).toBe('Ana');
  });
});
