import { overridesPolicy, policyChoice } from '../../src/client/features/admin/bookings/components/PolicyFigure';
import { kim } from './adminBookingsFixtures';

// The staff's cancel dialog and the school's cancellation policy (issue 39, point 9): it starts on the policy's figure,
// and a refund other than it asks for a reason (the server refuses one without: OVERRIDE_NEEDS_REASON).

const withPolicy = (refund_yen: number, percent: number) => ({
  ...kim,
  paid_yen: 6000,
  policy_refund: { paid_yen: 6000, percent, refund_yen },
});

test("the dialog starts on the policy's figure: a part, nothing, or all of it; no policy: a full refund as before", () => {
  expect(policyChoice(withPolicy(3000, 50))).toEqual({ refund: 'partial', amountText: '3000' });
  expect(policyChoice(withPolicy(0, 100))).toEqual({ refund: 'none', amountText: '' });
  expect(policyChoice(withPolicy(6000, 0))).toEqual({ refund: 'full', amountText: '' });
  expect(policyChoice({ ...kim, paid_yen: 6000, policy_refund: null })).toEqual({ refund: 'full', amountText: '' });
});

test('refunding other than the figure is an override (a reason is asked); the figure itself, or no policy, is not', () => {
  const b = withPolicy(3000, 50);
  expect(overridesPolicy(b, 'partial', 3000)).toBe(false);
  expect(overridesPolicy(b, 'full', null)).toBe(true);
  expect(overridesPolicy(b, 'none', null)).toBe(true);
  expect(overridesPolicy(b, 'partial', 2000)).toBe(true);
  expect(overridesPolicy({ ...kim, policy_refund: null }, 'none', null)).toBe(false);
});
