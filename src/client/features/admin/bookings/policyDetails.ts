import { OVERRIDE_NEEDS_REASON } from '../../../../shared/cancelPolicyWords.js';
import type { MessageId } from '../i18n/messageIds.js';

// The cancellation policy's refusal at the desk (issue 39, point 9) with its catalogue key, in this area's code.
export const policyDetails: ReadonlyArray<readonly [string, MessageId]> = [[OVERRIDE_NEEDS_REASON, 'bookings.detail.overrideNeedsReason']];
