import type { LanguageCode } from './constants.js';
import type { TrialSettings } from './schoolProfile.js';

// The trial's rules as the school set them (school profile), without zod: the booking page checks them
// before it asks, the server again on every booking (the visitor's, the desk's, a move).

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

/** The server's answer (400 { detail }) to scattered slots; the booking page shows SCATTERED_SLOTS in the visitor's language. */
export const SLOTS_NOT_CONTIGUOUS = 'Please choose timeslots that follow one another: one trial is one lesson.';

export const SCATTERED_SLOTS: Record<LanguageCode, string> = {
  en: SLOTS_NOT_CONTIGUOUS,
  ja: '連続した時間帯をお選びください（体験レッスンは1回の続いたレッスンです）。',
  'zh-CN': '请选择连续的时段：一次体验课是一节连续的课程。',
  'zh-TW': '請選擇連續的時段：一次體驗課程是一堂連續的課程。',
};

/** Fewer or more timeslots than the school's trial takes. */
export const trialLengthMessage = (trial: Pick<TrialSettings, 'min_slots' | 'max_slots'>) =>
  trial.max_slots === trial.min_slots
    ? `Please select a date and exactly ${trial.min_slots} timeslots.`
    : trial.max_slots === null
      ? `Please select a date and at least ${trial.min_slots} timeslots.`
      : `Please select a date and ${trial.min_slots} to ${trial.max_slots} timeslots.`;

/** null when the number of slots fits the trial, else what to say. */
export const trialLengthRefusal = (trial: Pick<TrialSettings, 'min_slots' | 'max_slots'>, count: number): string | null =>
  count < trial.min_slots || (trial.max_slots !== null && count > trial.max_slots) ? trialLengthMessage(trial) : null;

/** The word for a trial that costs nothing, per language (shown only when trialIsFree). */
export const FREE_WORD: Record<LanguageCode, string> = { en: 'Free', ja: '無料', 'zh-CN': '免费', 'zh-TW': '免費' };
