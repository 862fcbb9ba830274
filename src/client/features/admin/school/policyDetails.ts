import { TIERS_TWICE } from '../../../../shared/cancelPolicyWords.js';
import type { MessageId } from '../i18n/messageIds.js';
import { PAUSE_MONTHS_ORDER } from '../../../../shared/enrolmentRules.js';

// The cancellation policy's refusal in the school's profile (issue 39, point 9) with its catalogue key, in this area's code.
export const schoolPolicyDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [TIERS_TWICE, 'school.detail.tiersTwice'],
  [PAUSE_MONTHS_ORDER, 'school.detail.pauseMonths'],
];
