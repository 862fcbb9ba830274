import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import type { CreditsApi } from '../../src/client/features/admin/credits/creditsApi';
import { creditsAreaSagas } from '../../src/client/features/admin/credits/creditsArea';
import { creditCorrectionSubmitted, creditsOpened, selectCredits } from '../../src/client/features/admin/credits/creditsSlice';
import type { CreditLedger } from '../../src/shared/admin/credits';
import { CREDITS_TOO_FEW } from '../../src/shared/creditWords';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';

// A student's lesson-credit ledger on the customer's page (issue 41), on the app's real store: the clerk opens Kim's
// page, gives her a credit for a lesson she missed when the phone line was down, then tries to take back two.

const ABSENCE = {
  id: 1,
  kind: 'absence' as const,
  amount: 1,
  reason: null,
  valid_until: '2027-01-31',
  lot_id: null,
  enrolment_id: 5,
  lesson_day: '2026-12-08',
  booking_code: null,
  by_kind: 'customer' as const,
  by_email: null,
  created_at: '2026-12-07T09:00:00Z',
};
const ledger = (balance: number, entries = [ABSENCE]): CreditLedger => ({
  customer_id: 7,
  balance,
  lots: [{ id: 1, kind: 'absence', left: balance, valid_until: '2027-01-31' }],
  entries,
});

function desk(api: Partial<CreditsApi>) {
  const started = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/customers/7' });
  const full = new Proxy(api as CreditsApi, {
    get: (target, name: string) => target[name as keyof CreditsApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
  started.store.startFeature('admin/credits', (deps: SagaDeps) => creditsAreaSagas(deps, full), undefined);
  return started;
}

test('the ledger loads with the page; a credit given shows the new balance, a refused take-back says why and keeps the ledger', async () => {
  const correct = jest
    .fn()
    .mockResolvedValueOnce(ledger(2, [{ ...ABSENCE, id: 2, kind: 'staff', by_kind: 'staff', reason: 'Line was down' } as never, ABSENCE]))
    .mockRejectedValueOnce(new ApiError(409, CREDITS_TOO_FEW));
  const { store, read } = desk({ getLedger: jest.fn(async () => ledger(1)), correct });
  store.dispatch(creditsOpened(7));
  await flush();
  expect(read(selectCredits)).toMatchObject({ status: 'ready', ledger: { balance: 1 } });

  store.dispatch(creditCorrectionSubmitted({ customerId: 7, body: { change: 1, reason: 'Line was down' } }));
  await flush();
  expect(correct).toHaveBeenCalledWith(7, { change: 1, reason: 'Line was down' });
  expect(read(selectCredits)).toMatchObject({ ledger: { balance: 2 }, saved: 1, correction: { status: 'succeeded' } });

  store.dispatch(creditCorrectionSubmitted({ customerId: 7, body: { change: -3, reason: 'x' } }));
  await flush();
  expect(read(selectCredits).correction).toEqual({
    status: 'failed',
    message: { id: 'credits.correctFailed', detail: CREDITS_TOO_FEW },
  });
  expect(read(selectCredits).ledger?.balance).toBe(2);
});

test("a ledger that cannot be read says so; another customer's page starts empty, never with the last one's rows", async () => {
  const getLedger = jest.fn().mockResolvedValueOnce(ledger(1)).mockRejectedValueOnce(new ApiError(500, 'Internal error'));
  const { store, read } = desk({ getLedger });
  store.dispatch(creditsOpened(7));
  await flush();
  store.dispatch(creditsOpened(8));
  expect(read(selectCredits).ledger).toBeNull();
  await flush();
  expect(read(selectCredits)).toMatchObject({ status: 'failed', error: { id: 'credits.loadFailed' } });
});
