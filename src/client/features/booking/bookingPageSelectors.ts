import * as messages from '../../../shared/messages.js';
import { SCATTERED_SLOTS, trialLengthMessage, trialLengthRefusal } from '../../../shared/trial.js';
import { isContiguous, lengthFits, SPEC_TRIAL } from '../../../shared/trialRules.js';
import type { RootState } from '../../app/rootReducer.js';
import { publicSchool } from '../school/schoolSelectors.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { selectCanConfirm, selectPicked, selectTimeslots } from './bookingSelectors.js';

// The booking page's checks of the picked timeslots against the school's trial (its length, one run) and their words:
// apart from bookingSelectors.ts, so they load with the page, not in the entry every page loads. The confirm's saga
// asks only the spec's "a date and at least 4" (bookingSelectors.ts): the page's button is disabled until these pass,
// and the server checks them again.

/** The school's trial (the spec's while the page carries no profile). */
const trialOf = () => publicSchool()?.trial ?? SPEC_TRIAL;

const pickedSlots = (s: RootState) => {
  const picked = selectPicked(s);
  return selectTimeslots(s).filter((t) => picked.includes(t.id));
};

/** As many timeslots as the school's trial takes, in one run. */
const slotsFit = (s: RootState) => lengthFits(trialOf(), selectPicked(s).length) && isContiguous(pickedSlots(s));

/** Confirm Booking may be pressed: an available date and timeslots that fit the trial (guests' name and email on top). */
export const selectCanBook = (s: RootState) => selectCanConfirm(s) && slotsFit(s);

/**
 * The hint while Confirm Booking is disabled: too few or too many timeslots for the school's trial (the spec's "at
 * least 4" message for the spec's trial), or not one run, in the visitor's language; else the spec's message.
 */
export function selectSlotsHint(s: RootState): string {
  if (slotsFit(s)) return messages.selectDateAndSlots;
  const refusal = trialLengthRefusal(trialOf(), selectPicked(s).length);
  // the spec's trial: the spec's message (the page says it in the visitor's words); else the school's length in theirs
  if (refusal)
    return refusal === trialLengthMessage(SPEC_TRIAL) ? messages.selectDateAndSlots : trialLengthMessage(trialOf(), selectLanguage(s));
  return SCATTERED_SLOTS[selectLanguage(s)]; // as many as the trial takes, but not one run
}

/** The school's trial costs nothing ("free" may be said). */
export const schoolTrialIsFree = () => publicSchool()?.trial_from_yen === 0;
