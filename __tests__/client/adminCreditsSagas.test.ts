import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import type { CreditsApi } from '../../src/client/features/admin/credits/creditsApi';
import { creditsAreaSagas } from '../../src/client/features/admin/credits/creditsArea';
import {
  absenceCreditSubmitted,
  absencesOpened,
  creditCorrectionSubmitted,
  creditsOpened,
  deskAbsenceSubmitted,
  selectCredits,
} from '../../src/client/features/admin/credits/creditsSlice';
import type { Absence } from '../../src/shared/absences';
import { LESSON_BEGUN, CREDITS_TOO_FEW } from '../../src/shared/creditWords';
import type { CreditLedger } from '../../src/shared/admin/credits';
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

const absence = (over: Partial<Absence> = {}): Absence => ({
  id: 1,
  enrolment_id: 5,
  lesson_day: '2026-12-08',
  start: '12:00',
  in_time: false,
  credit_until: null,
  no_credit: 'late',
  by_kind: 'staff',
  note: null,
  created_at: '2026-12-07T12:00:00Z',
  ...over,
});

test("the enrolment's absences: one reported late at the desk counts, a credit is given anyway, a begun lesson is refused in words", async () => {
  const reportAbsence = jest.fn().mockResolvedValueOnce(absence()).mockRejectedValueOnce(new ApiError(409, LESSON_BEGUN));
  const creditAbsence = jest.fn(async () => absence({ credit_until: '2027-01-31', no_credit: null }));
  const { store, read } = desk({ absences: jest.fn(async () => ({ absences: [] })), reportAbsence, creditAbsence });
  store.dispatch(absencesOpened(5));
  await flush();
  expect(read(selectCredits).absences).toMatchObject({ enrolmentId: 5, status: 'ready', list: [] });
  store.dispatch(deskAbsenceSubmitted({ enrolmentId: 5, body: { day: '2026-12-08', grant_anyway: false } }));
  await flush();
  expect(read(selectCredits).absences).toMatchObject({
    list: [{ no_credit: 'late' }],
    save: { message: { id: 'credits.absence.savedNoCredit' } },
  });
  store.dispatch(absenceCreditSubmitted({ absenceId: 1, reason: 'Hospital' }));
  await flush();
  expect(creditAbsence).toHaveBeenCalledWith(1, 'Hospital');
  expect(read(selectCredits).absences.list).toEqual([absence({ credit_until: '2027-01-31', no_credit: null })]);
  store.dispatch(deskAbsenceSubmitted({ enrolmentId: 5, body: { day: '2026-12-01' } }));
  await flush();
  expect(read(selectCredits).absences.save).toEqual({ status: 'failed', message: { id: 'credits.absence.failed', detail: LESSON_BEGUN } });
  expect(read(selectCredits).absences.list).toHaveLength(1);
});
