import { MIN_TIMESLOTS } from './constants.js';
import type { TrialSettings } from './schoolProfile.js';

// The trial's rules as the school set them (school profile), without words: the booking page checks them before
// it asks, the server again on every booking (the visitor's, the desk's, a move). Their words: trial.ts.

/** The price of a trial of `slotCount` timeslots (yen, tax included): the one place the trial is priced. */
export function trialPrice(trial: TrialSettings, pricePerSlotYen: number, slotCount: number): number {
  if (trial.pricing === 'free') return 0;
  if (trial.pricing === 'fixed') return trial.fixed_yen;
  return slotCount * pricePerSlotYen;
}

/** What a visitor is shown before choosing: the trial's price for its shortest length. */
export const trialFromPrice = (trial: TrialSettings, pricePerSlotYen: number) => trialPrice(trial, pricePerSlotYen, trial.min_slots);

/** "Free" may be said only when the trial costs nothing, whatever its length. */
export const trialIsFree = (trial: TrialSettings, pricePerSlotYen: number) =>
  trial.pricing === 'free' || (trial.pricing === 'per_slot' && pricePerSlotYen === 0);

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** True when the slots make one unbroken lesson: each starts when the one before it ends. */
export function isContiguous(slots: ReadonlyArray<{ start: string; end: string }>): boolean {
  const sorted = [...slots].sort((a, b) => minutes(a.start) - minutes(b.start));
  return sorted.every((s, i) => i === 0 || minutes(s.start) === minutes(sorted[i - 1].end));
}

/** The number of slots fits the school's trial (its shortest and longest). */
export const lengthFits = (trial: Pick<TrialSettings, 'min_slots' | 'max_slots'>, count: number) =>
  count >= trial.min_slots && (trial.max_slots === null || count <= trial.max_slots);

/** The spec's trial: at least 4 timeslots, priced per timeslot (what a school that set nothing has). */
export const SPEC_TRIAL: TrialSettings = { min_slots: MIN_TIMESLOTS, max_slots: null, pricing: 'per_slot', fixed_yen: 0 };
