import { LOGO_TOO_BIG, LOGO_TYPE, NO_HTML, STALE_SCHOOL, TRIAL_RANGE } from '../../../../../shared/schoolWords.js';
import { SLOTS_NOT_CONTIGUOUS } from '../../../../../shared/trial.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals about the school's profile (and scattered slots, at the desk or in a move), with their keys.
export const schoolDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [STALE_SCHOOL, 'school.detail.stale'],
  [NO_HTML, 'school.detail.noHtml'],
  [LOGO_TOO_BIG, 'school.detail.logoBig'],
  [LOGO_TYPE, 'school.detail.logoType'],
  [TRIAL_RANGE, 'school.detail.trialRange'],
  [SLOTS_NOT_CONTIGUOUS, 'school.detail.scattered'],
];
