// The school's cancellation policy (issue 39, point 9) as data, without zod or words: what a cancel by the visitor
// (or the figure staff see) charges, by how many days before the lesson day (Tokyo dates) it is made. Its contract
// (zod) is in school.ts, its sentences in server/school/cancelPolicyLine.ts; the server's one refund computation is
// server/booking/cancelRefund.ts, which calls policyRefund.

export interface CancelTier {
  /** Cancelled this many days before the lesson day or fewer (0: on the day; 1: the day before). */
  days_before: number;
  /** The percent of what was paid that is kept (0 to 100). */
  percent: number;
}

/** No tiers: every cancel is refunded in full (the default, the spec's flows). */
export interface CancelPolicy {
  tiers: CancelTier[];
}

export const NO_CANCEL_POLICY: CancelPolicy = { tiers: [] };
export const MAX_CANCEL_TIERS = 10;
export const MAX_TIER_DAYS = 365;

/** Whole days from `todayIso` to the lesson day (yyyy-MM-dd, both Tokyo dates); negative after it. */
export function daysBefore(lessonIso: string, todayIso: string): number {
  const day = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((day(lessonIso) - day(todayIso)) / 86_400_000);
}

/** The tier a cancel `days` before the lesson day falls in (the nearest to the lesson that still covers it), or null: free. */
export function tierFor(policy: CancelPolicy, days: number): CancelTier | null {
  const covering = policy.tiers.filter((t) => days <= t.days_before);
  return covering.reduce<CancelTier | null>((best, t) => (best === null || t.days_before < best.days_before ? t : best), null);
}

/**
 * What a cancel refunds of `paidYen` under the policy: the percent kept and the yen given back (the kept part is
 * rounded up to whole yen, so the refund never exceeds what the percent allows, nor what was paid).
 */
export function policyRefund(policy: CancelPolicy, paidYen: number, lessonIso: string, todayIso: string) {
  const tier = tierFor(policy, daysBefore(lessonIso, todayIso));
  const percent = tier?.percent ?? 0;
  const kept = Math.ceil((paidYen * percent) / 100);
  return { percent, refundYen: Math.max(0, paidYen - kept) };
}

/** The tiers as the school reads them: nearest the lesson last (two days, the day before, on the day). */
export const sortedTiers = (policy: CancelPolicy) => [...policy.tiers].sort((a, b) => b.days_before - a.days_before);
