import Alert from '@mui/material/Alert';
import type { AdminBookingDetail, StaffCancelBody } from '../../../../../shared/admin/bookings.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

// The school's cancellation policy's figure in the staff's cancel dialog (issue 39, point 9): the dialog starts on
// it, and a refund other than it needs a reason (the server refuses it without one: OVERRIDE_NEEDS_REASON).

type Refund = StaffCancelBody['refund'];

/** The dialog's first choice: the policy's figure when the school has one, else a full refund (or none when unpaid). */
export function policyChoice(b: AdminBookingDetail): { refund: Refund; amountText: string } {
  const p = b.policy_refund;
  if (!p) return { refund: b.paid_yen > 0 ? 'full' : 'none', amountText: '' };
  if (p.refund_yen === p.paid_yen) return { refund: 'full', amountText: '' };
  if (p.refund_yen === 0) return { refund: 'none', amountText: '' };
  return { refund: 'partial', amountText: String(p.refund_yen) };
}

/** Whether the staff's refund differs from the policy's figure (then a reason is asked for). */
export function overridesPolicy(b: AdminBookingDetail, refund: Refund, amount: number | null): boolean {
  const p = b.policy_refund;
  if (!p) return false;
  const yen = refund === 'full' ? b.paid_yen : refund === 'none' ? 0 : amount;
  return yen !== p.refund_yen;
}

/** "The school's cancellation policy: 50 % charged today, so ¥3,000 is refunded." and, overridden, why a reason is asked. */
export function PolicyFigure({ booking, overridden }: { booking: AdminBookingDetail; overridden: boolean }) {
  const { t, yen } = useConsoleText();
  const p = booking.policy_refund;
  if (!p) return null;
  return (
    <Alert severity={overridden ? 'warning' : 'info'}>
      {t('bookings.policy.figure', { percent: p.percent, amount: yen(p.refund_yen), paid: yen(p.paid_yen) })}
      {overridden && ` ${t('bookings.policy.override')}`}
    </Alert>
  );
}
