import type { CancelRefundPreview } from '../../shared/booking.js';
import { formatAmount } from '../../shared/localeFormat.js';
import type { VisitorWords } from '../i18n/useWords.js';

// What a visitor's cancel refunds under the school's cancellation policy, as the server computed it for this booking
// (cancel_refund, server/booking/cancelRefund.ts: the same function the cancel runs). Only when the policy keeps a
// part: otherwise the pages say what they always said (refunded in full).

/** "If you cancel today, ¥3,000 of the ¥6,000 you paid is refunded: …" or undefined when everything is refunded. */
export function policyRefundText({ t, language }: VisitorWords, preview: CancelRefundPreview | null | undefined): string | undefined {
  if (!preview || preview.percent === 0 || preview.paid_yen === 0) return undefined;
  const values = {
    amount: formatAmount(language, preview.refund_yen),
    paid: formatAmount(language, preview.paid_yen),
    percent: preview.percent,
  };
  return t(preview.refund_yen === 0 ? 'view.refundPolicyNone' : 'view.refundPolicy', values);
}
