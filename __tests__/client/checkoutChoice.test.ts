import { selectDate, selectPicked } from '../../src/client/features/booking/bookingSelectors';
import {
  bookingConfirmRequested,
  bookingPageOpened,
  dateSelected,
  paymentRequested,
  timeslotToggled,
} from '../../src/client/features/booking/bookingSlice';
import { checkoutChoiceSagas, forgetCheckoutChoice } from '../../src/client/features/booking/checkoutChoiceSagas';
import { paymentSagas } from '../../src/client/features/booking/paymentSagas';
import { calendar, flush, slotsByDay, summary } from './bookingFixtures';
import { fakeApi, startStore } from './testStore';

// Issue 38: cancelling at the checkout returns to the booking page with the date and times still chosen.
const api = () =>
  fakeApi({
    getCalendar: async () => calendar,
    getTimeslots: async (day: string) => slotsByDay[day] ?? [],
    confirmBooking: async () => summary,
    requestPayment: async () => ({ status: 'ok', session: { url: 'https://pay.example/s/1' } }),
  });

test('going to the checkout keeps the date and timeslots; back on the booking page they are chosen again, once', async () => {
  const first = startStore({ api: api(), path: '/app/booking' });
  first.store.dispatch(bookingPageOpened());
  await flush();
  first.store.dispatch(dateSelected('2031-05-01'));
  await flush();
  for (const id of [1, 2, 3, 4]) first.store.dispatch(timeslotToggled(id));
  first.store.dispatch(bookingConfirmRequested({ name: 'Guest Kim', email: 'kim@example.com' }));
  await flush();
  first.store.startFeature('payment', paymentSagas, undefined); // the payment page's chunk starts it
  first.store.dispatch(paymentRequested());
  await flush();
  expect(first.checkout.kept).toEqual({ date: summary.booking_date, slotIds: summary.timeslot_ids });

  // the checkout's Cancel: a new page load (a new store), the same tab
  const back = startStore({ api: api(), path: '/app/booking', keptChoice: first.checkout.kept });
  back.store.startFeature('checkoutChoice', checkoutChoiceSagas, undefined); // the booking page's chunk starts it
  back.store.dispatch(bookingPageOpened());
  await flush();
  expect(selectDate(back.store.getState())).toBe(summary.booking_date);
  expect(selectPicked(back.store.getState())).toEqual(summary.timeslot_ids);
  expect(back.checkout.kept).toBeNull(); // taken once: the next visit starts empty

  const again = startStore({ api: api(), path: '/app/booking', keptChoice: back.checkout.kept });
  again.store.startFeature('checkoutChoice', checkoutChoiceSagas, undefined);
  again.store.dispatch(bookingPageOpened());
  await flush();
  expect(selectDate(again.store.getState())).toBeNull();
});

test('a kept choice is forgotten once the payment succeeded (the success page)', async () => {
  const { store, checkout } = startStore({ keptChoice: { date: '2031-05-01', slotIds: [1, 2, 3, 4] } });
  store.startFeature('checkoutForget', forgetCheckoutChoice, undefined); // the success page's chunk starts it
  await flush();
  expect(checkout.kept).toBeNull();
});
