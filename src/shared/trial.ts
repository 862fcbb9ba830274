import type { LanguageCode } from './constants.js';
import type { TrialSettings } from './schoolProfile.js';
import { lengthFits } from './trialRules.js';

export * from './trialRules.js';

// The trial's words (the refusals in four languages, "free"), beside its rules (trialRules.ts, which the visitor's
// entry carries without these words): the booking page says them, the server answers with them.

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
  lengthFits(trial, count) ? null : trialLengthMessage(trial);
