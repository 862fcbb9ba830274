import fc from 'fast-check';
import { daysBefore, policyRefund, tierFor, type CancelPolicy } from '../../../src/shared/cancelPolicy';
import { cancelRefundOf } from '../../../src/server/booking/cancelRefund';
import { cancelPolicyLines } from '../../../src/server/school/cancelPolicyLine';
import { EXAMPLE_TIERS } from './cancelPolicyKit';
import { changedChunks } from '../../../src/server/school/schoolTags';
import { DEFAULT_PROFILE } from '../../../src/shared/schoolSettings';

// The school's cancellation policy's arithmetic (issue 39, point 9): the tier a cancel falls in by Tokyo dates, the
// refund of what was paid, and the sentences the terms and the payment page show.
const policy: CancelPolicy = { tiers: EXAMPLE_TIERS };
const LESSON = '2026-11-25';

describe('each tier boundary, in Tokyo time', () => {
  test.each([
    // [instant (UTC), Tokyo date, days before, percent kept, refund of ¥6,000]
    ['2026-11-22T14:59:59Z', '2026-11-22 23:59:59', 3, 0, 6000],
    ['2026-11-22T15:00:00Z', '2026-11-23 00:00:00', 2, 0, 6000],
    ['2026-11-23T14:59:59Z', '2026-11-23 23:59:59', 2, 0, 6000],
    ['2026-11-23T15:00:00Z', '2026-11-24 00:00:00 (the day before)', 1, 50, 3000],
    ['2026-11-24T14:59:59Z', '2026-11-24 23:59:59', 1, 50, 3000],
    ['2026-11-24T15:00:00Z', '2026-11-25 00:00:00 (the day)', 0, 100, 0],
    ['2026-11-25T14:59:59Z', '2026-11-25 23:59:59', 0, 100, 0],
    ['2026-11-26T03:00:00Z', 'the day after (staff only)', -1, 100, 0],
  ])('at %s (%s): %i days before, %i %% kept, ¥%i back', (instant, _tokyo, days, percent, refund) => {
    const now = new Date(instant);
    expect(cancelRefundOf(policy, LESSON, 6000, now)).toEqual({ paid_yen: 6000, percent, refund_yen: refund });
    expect(daysBefore(LESSON, new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10))).toBe(days);
  });

  test('no policy (the default) refunds everything, whenever', () => {
    for (const at of ['2026-11-20T00:00:00Z', '2026-11-25T10:00:00Z', '2026-12-01T00:00:00Z'])
      expect(cancelRefundOf({ tiers: [] }, LESSON, 6000, new Date(at))).toEqual({ paid_yen: 6000, percent: 0, refund_yen: 6000 });
  });

  test('the nearest tier that covers the day wins, whatever order the school wrote them in', () => {
    const p = {
      tiers: [
        { days_before: 0, percent: 100 },
        { days_before: 7, percent: 20 },
        { days_before: 2, percent: 50 },
      ],
    };
    expect([8, 7, 3, 2, 1, 0].map((d) => tierFor(p, d)?.percent ?? 0)).toEqual([0, 20, 20, 50, 50, 100]);
  });

  test('a kept part is rounded up to whole yen, so the refund never exceeds what the percent allows', () => {
    expect(policyRefund({ tiers: [{ days_before: 1, percent: 33 }] }, 1001, LESSON, '2026-11-24')).toEqual({ percent: 33, refundYen: 670 });
  });
});

test('property: whatever the policy, what was paid and the day, the refund is between 0 and what was paid', () => {
  const tier = fc.record({ days_before: fc.integer({ min: 0, max: 365 }), percent: fc.integer({ min: 0, max: 100 }) });
  fc.assert(
    fc.property(
      fc.array(tier, { maxLength: 10 }),
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.integer({ min: -5, max: 400 }),
      (tiers, paid, days) => {
        const today = new Date(Date.UTC(2026, 10, 25) - days * 86_400_000).toISOString().slice(0, 10);
        const { percent, refundYen } = policyRefund({ tiers }, paid, LESSON, today);
        expect(Number.isInteger(refundYen)).toBe(true);
        expect(refundYen).toBeGreaterThanOrEqual(0);
        expect(refundYen).toBeLessThanOrEqual(paid);
        expect(refundYen + Math.ceil((paid * percent) / 100)).toBe(paid);
      },
    ),
    { numRuns: 500, seed: 39_9 },
  );
});

test('the terms and the payment page say the policy in the four languages; no policy says nothing new', () => {
  expect(cancelPolicyLines({ tiers: [] })).toBeNull();
  expect(cancelPolicyLines(policy)).toEqual({
    en: 'Cancellation policy: free until two days before the lesson; 50% charged the day before; 100% charged on the day. A day the school closes is refunded in full.',
    ja: 'キャンセルポリシー：レッスン日の2日前まで無料、前日は50%、当日は100%。スクールの休校日は全額返金します。',
    'zh-CN': '取消政策：课程日前2天及更早取消免费；前一天收取50%；当天收取100%。学校停课的日子全额退款。',
    'zh-TW': '取消政策：課程日前2天及更早取消免費；前一天收取50%；當天收取100%。學校停課的日子全額退款。',
  });
  expect(cancelPolicyLines({ tiers: [{ days_before: 7, percent: 30 }] })!.en).toBe(
    'Cancellation policy: free until 8 days before the lesson; 30% charged from 7 days before. A day the school closes is refunded in full.',
  );
});

test("with a policy the terms page's pre-rendered copy (which shows none) is not sent; without one nothing changes", () => {
  expect(changedChunks(DEFAULT_PROFILE)).toEqual(new Set());
  expect(changedChunks({ ...DEFAULT_PROFILE, cancel_policy: policy })).toEqual(new Set(['terms', 'payment']));
});
