/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '../../src/client/api/client';
import type { AdminApi } from '../../src/client/features/admin/adminApi';
import { BookingDetailPage } from '../../src/client/features/admin/bookings/pages/BookingDetailPage';
import { RECEIPT_ALREADY_ISSUED } from '../../src/shared/receiptIssueTexts';
import { flush, kim } from './adminBookingsFixtures';
import { renderConsolePage } from './adminBookingsRender';
import { fakeAdminApi, OWNER_USER } from './adminTestStore';
import { axeViolations } from './axeViolations';

// Staff set a receipt's addressee (宛名) and purpose (但し書き) on the customer's request before its first print.
jest.setTimeout(60_000);

const ISSUE = { addressee: 'ACME Ltd.', purpose: 'Trial lesson fee', issued_at: '2031-04-20T01:00:00Z', prints: 0 };

const openBooking = (over: Partial<AdminApi>, user = OWNER_USER) =>
  renderConsolePage(<BookingDetailPage />, {
    adminApi: fakeAdminApi(over),
    path: '/admin/bookings/7',
    route: '/admin/bookings/:bookingId',
    user,
  });

test('staff issue the receipt to the company the customer names; the page then says its wording and prints', async () => {
  const user = userEvent.setup();
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(kim)
    .mockResolvedValue({ ...kim, receipt_issue: ISSUE });
  const issueReceipt = jest.fn(async () => ISSUE);
  await openBooking({ getBooking, issueReceipt });
  const payment = screen.getByRole('region', { name: 'Payment' });
  const addressee = within(payment).getByRole('textbox', { name: 'Addressee (宛名)' });
  expect(addressee).toHaveValue('Guest Kim'); // the customer's name until they ask otherwise
  expect(within(payment).getByRole('textbox', { name: 'Purpose (但し書き)' })).toHaveValue('Trial lesson fee');
  expect(await axeViolations(payment)).toEqual([]);
  await user.clear(addressee);
  await user.type(addressee, 'ACME Ltd.');
  await user.click(within(payment).getByRole('button', { name: 'Issue the receipt' }));
  await flush();
  expect(issueReceipt).toHaveBeenCalledWith(7, { addressee: 'ACME Ltd.', purpose: 'Trial lesson fee' });
  expect(within(payment).getByText('Receipt made out to ACME Ltd., for: Trial lesson fee')).toBeInTheDocument();
  expect(within(payment).getByText('Not printed yet')).toBeInTheDocument();
  expect(within(payment).queryByRole('button', { name: 'Issue the receipt' })).toBeNull();
});

test('issued meanwhile (the customer did it on their receipt page): said in the Japanese console, and the wording shown', async () => {
  const user = userEvent.setup();
  const printed = { ...ISSUE, addressee: '株式会社テスト 御中', purpose: '体験レッスン代として', prints: 2 };
  const getBooking = jest
    .fn()
    .mockResolvedValueOnce(kim)
    .mockResolvedValue({ ...kim, receipt_issue: printed });
  const issueReceipt = jest.fn(() => Promise.reject(new ApiError(409, RECEIPT_ALREADY_ISSUED)));
  await openBooking({ getBooking, issueReceipt }, { ...OWNER_USER, console_language: 'ja' });
  await user.click(screen.getByRole('button', { name: '領収書を発行する' }));
  await flush();
  expect(screen.getByText('この領収書は発行済みです。宛名と但し書きは最初の発行のまま変わりません。')).toBeInTheDocument();
  expect(screen.getByText('宛名：株式会社テスト 御中 但し書き：体験レッスン代として')).toBeInTheDocument();
  expect(screen.getByText('印刷 2回（2回目以降は再発行）')).toBeInTheDocument();
});
