/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Api } from '../../src/client/api/api';
import { dateSelected, paymentRequested } from '../../src/client/features/booking/bookingSlice';
import { BookingPage } from '../../src/client/features/booking/pages/BookingPage';
import { paymentSagas } from '../../src/client/features/booking/paymentSagas';
import { setPublicSchool } from '../../src/client/features/school/schoolSelectors';
import type { LanguageCode } from '../../src/shared/constants';
import type { PhoneField, TrialSettings } from '../../src/shared/schoolProfile';
import { DEFAULT_PROFILE } from '../../src/shared/schoolSettings';
import { SPEC_TRIAL } from '../../src/shared/trialRules';
import { PHONE_WORDS } from '../../src/shared/visitorPhone';
import { calendar, flush, slotsByDay, summary } from './bookingFixtures';
import { renderWithProviders } from './renderWithProviders';
import { fakeApi } from './testStore';

// The booking form's phone number as the school asks it (issue 39, point 4), and the school's trial length said in
// the visitor's language (issue 38): both come with the booking page, from the page's school data block.

function school(phone_field: PhoneField, trial: TrialSettings = SPEC_TRIAL) {
  setPublicSchool({
    ...DEFAULT_PROFILE,
    phone_field,
    trial,
    logo_version: null,
    price_per_slot_yen: 1500,
    trial_from_yen: 6000,
    trial_line: {},
  });
}
afterEach(() => setPublicSchool(null));

/** The booking page in `language`, its first day chosen and `slots` of its timeslots ticked, the guest's name and email typed. */
async function filledIn(language: LanguageCode, slots: number, overrides: Partial<Api> = {}) {
  const user = userEvent.setup();
  const confirmBooking = jest.fn(async () => summary);
  const api = fakeApi({
    getCalendar: async () => calendar,
    getTimeslots: async (day) => slotsByDay[day] ?? [],
    confirmBooking,
    ...overrides,
  });
  const view = renderWithProviders(<BookingPage />, { path: '/app/booking', api, chosenLanguage: language });
  await act(flush);
  await act(async () => {
    view.store.dispatch(dateSelected('2031-05-01'));
    await flush();
  });
  const group = screen.getByRole('group', { name: language === 'ja' ? '時間枠（日本時間）' : 'Timeslots (Japan time)' });
  for (const c of within(group).getAllByRole('checkbox').slice(0, slots)) await user.click(c);
  await user.type(screen.getByRole('textbox', { name: language === 'ja' ? 'お名前' : 'Name' }), 'Guest Kim');
  await user.type(screen.getByRole('textbox', { name: language === 'ja' ? 'メールアドレス' : 'Email' }), 'kim@example.com');
  return { ...view, user, confirmBooking };
}

test('required, in Japanese: Confirm waits for a phone, a wrong one is said under it, a full-width one is sent', async () => {
  school('required');
  const { user, confirmBooking } = await filledIn('ja', 4);
  const confirm = screen.getByRole('button', { name: '予約内容を確認' });
  const phone = screen.getByRole('textbox', { name: '電話番号' });
  expect(phone).toHaveAttribute('type', 'tel');
  expect(phone).toBeRequired();
  expect(confirm).toBeDisabled();
  expect(screen.getByText(PHONE_WORDS.ja.required)).toBeInTheDocument();
  await user.type(phone, 'でんわ');
  expect(phone).toHaveAccessibleDescription(PHONE_WORDS.ja.invalid);
  expect(confirm).toBeDisabled();
  await user.clear(phone);
  await user.type(phone, '０９０－１２３４－５６７８');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  await act(flush);
  expect(confirmBooking).toHaveBeenCalledWith(expect.objectContaining({ phone: '０９０－１２３４－５６７８', user_name: 'Guest Kim' }));
});

test('optional, in English: the field says so and a blank one books; not asked: no field and no phone sent', async () => {
  school('optional');
  const first = await filledIn('en', 4);
  expect(screen.getByRole('textbox', { name: 'Phone number (optional)' })).not.toBeRequired();
  expect(screen.getByRole('button', { name: 'Confirm Booking' })).toBeEnabled();
  first.unmount();
  school('hidden');
  const { user, confirmBooking } = await filledIn('en', 4);
  expect(screen.queryByRole('textbox', { name: /phone/i })).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
  await act(flush);
  expect(confirmBooking.mock.calls[0]).not.toHaveProperty('0.phone', expect.anything());
});

test('the payment sends the phone the price check answered with', async () => {
  school('required');
  const requestPayment = jest.fn(async () => ({ status: 'success', session: { url: 'https://pay.example/s/1' } }));
  const { user, store } = await filledIn('en', 4, { confirmBooking: async () => ({ ...summary, phone: '090-1234-5678' }), requestPayment });
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '090-1234-5678');
  await user.click(screen.getByRole('button', { name: 'Confirm Booking' }));
  await act(flush);
  store.startFeature('payment', paymentSagas, undefined); // the payment page's chunk starts it
  await act(async () => {
    store.dispatch(paymentRequested());
    await flush();
  });
  expect(requestPayment).toHaveBeenCalledWith(expect.objectContaining({ action_type: 'payment', phone: '090-1234-5678' }));
});

test('a school\u2019s own trial length is hinted in the visitor\u2019s language', async () => {
  school('hidden', { ...SPEC_TRIAL, min_slots: 6, max_slots: 6 });
  await filledIn('ja', 4);
  expect(screen.getByText('日付と、ちょうど6枠の時間枠をお選びください。')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: '予約内容を確認' })).toBeDisabled();
});
