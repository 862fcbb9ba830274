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

type Length = Pick<TrialSettings, 'min_slots' | 'max_slots'>;

/** Fewer or more timeslots than the school's trial takes, per language (English: the spec's message for the spec's trial). */
const TRIAL_LENGTH: Record<
  LanguageCode,
  { exactly(n: number): string; atLeast(n: number): string; range(min: number, max: number): string }
> = {
  en: {
    exactly: (n) => `Please select a date and exactly ${n} timeslots.`,
    atLeast: (n) => `Please select a date and at least ${n} timeslots.`,
    range: (min, max) => `Please select a date and ${min} to ${max} timeslots.`,
  },
  ja: {
    exactly: (n) => `日付と、ちょうど${n}枠の時間枠をお選びください。`,
    atLeast: (n) => `日付と、${n}枠以上の時間枠をお選びください。`,
    range: (min, max) => `日付と、${min}〜${max}枠の時間枠をお選びください。`,
  },
  'zh-CN': {
    exactly: (n) => `请选择日期和正好 ${n} 个时段。`,
    atLeast: (n) => `请选择日期和至少 ${n} 个时段。`,
    range: (min, max) => `请选择日期和 ${min} 至 ${max} 个时段。`,
  },
  'zh-TW': {
    exactly: (n) => `請選擇日期及剛好 ${n} 個時段。`,
    atLeast: (n) => `請選擇日期及至少 ${n} 個時段。`,
    range: (min, max) => `請選擇日期及 ${min} 至 ${max} 個時段。`,
  },
};

/** Fewer or more timeslots than the school's trial takes, in `language` (the server's default: English). */
export function trialLengthMessage(trial: Length, language: LanguageCode = 'en'): string {
  const words = TRIAL_LENGTH[language];
  if (trial.max_slots === trial.min_slots) return words.exactly(trial.min_slots);
  return trial.max_slots === null ? words.atLeast(trial.min_slots) : words.range(trial.min_slots, trial.max_slots);
}

/** null when the number of slots fits the trial, else what to say in `language`. */
export const trialLengthRefusal = (trial: Length, count: number, language: LanguageCode = 'en'): string | null =>
  lengthFits(trial, count) ? null : trialLengthMessage(trial, language);
