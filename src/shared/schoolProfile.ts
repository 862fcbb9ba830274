import { SCHOOL_CONTACT_EMAIL, type LanguageCode } from './constants.js';
import { textFor, type LocalText } from './localText.js';
import { SPEC_TRIAL } from './trialRules.js';
import type { CancelPolicy } from './cancelPolicy.js';
import type { EnrolmentRules } from './enrolmentRules.js';
import type { LessonRules } from './lessonRules.js';

export { textFor, type LocalText } from './localText.js';

// The school's profile as data, without zod (the visitor pages' first-load bundle reads it): its shape, the
// defaults that reproduce the site as it was before a school set anything, and how a text is picked for a
// visitor's language. The contract (zod) is school.ts.

/** The 特定商取引法に基づく表記 fields; blank ones show the profile's field or today's wording (tradingRows). */
export const TRADING_FIELDS = [
  'operator',
  'representative',
  'address',
  'contact',
  'prices',
  'payment_methods',
  'delivery',
  'cancellations',
] as const;
export type TradingField = (typeof TRADING_FIELDS)[number];

/** The page texts the school may replace; blank: the page keeps its own text. Markdown-subset ones: MARKDOWN_TEXTS. */
export const PAGE_TEXTS = ['home_headline', 'home_intro', 'about', 'terms', 'privacy'] as const;
export type PageText = (typeof PAGE_TEXTS)[number];
export const MARKDOWN_TEXTS: readonly PageText[] = ['about', 'terms', 'privacy'];

export type TrialPricing = 'per_slot' | 'fixed' | 'free';
export interface TrialSettings {
  /** The fewest timeslots a trial takes (at least the spec's 4). */
  min_slots: number;
  /** The most; null: no limit of the school's own (the booking's 48). min = max: a trial of exactly that length. */
  max_slots: number | null;
  /** per_slot: the schedule's price per timeslot (as before); fixed: fixed_yen for the trial; free: nothing to pay. */
  pricing: TrialPricing;
  fixed_yen: number;
}

export interface SchoolProfile {
  /** The school's name per language: the emails' brand and signature, the footer, the receipt's issuer. */
  name: LocalText;
  /** The language the school writes in first: a text missing in the visitor's language is shown in this one. */
  first_language: LanguageCode;
  legal_name: string;
  representative: string;
  address: string;
  phone: string;
  contact_email: string;
  business_hours: LocalText;
  /** The pages' document title; blank: the site's title. */
  site_title: LocalText;
  texts: Record<PageText, LocalText>;
  trading: Record<TradingField, LocalText>;
  trial: TrialSettings;
  /** What a visitor's cancel charges, by days before the lesson (cancelPolicy.ts); no tiers: refunded in full. */
  cancel_policy: CancelPolicy;
  /** The visitor's booking form asks for a phone number: required, optional or not at all (the default). */
  phone_field: PhoneField;
  /** Pausing and withdrawing (issue 41): deadlines, a pause's length and fee (enrolmentRules.ts). */
  enrolment_rules: EnrolmentRules;
  /** Absences and make-ups (issue 41): the cut-off, the credits' validity, the most a month (lessonRules.ts). */
  lesson_rules: LessonRules;
}

/** The booking form's phone field (schoolSettings.ts: PHONE_FIELDS, the defaults of these settings). */
export type PhoneField = 'required' | 'optional' | 'hidden';
/** The settings added with issue 39, whose defaults live in schoolSettings.ts: the visitor's first load has no room for them. */
export type SchoolSettingKey = 'cancel_policy' | 'phone_field' | 'enrolment_rules' | 'lesson_rules';

const empty = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, {}])) as Record<K, LocalText>;

/** An install that sets nothing: today's names (the emails' brand in each language) and nothing else of the school's. */
export const DEFAULT_SCHOOL: Omit<SchoolProfile, SchoolSettingKey> = {
  name: { en: 'GTSS Language School', ja: 'GTSS語学スクール', 'zh-CN': 'GTSS语言学校', 'zh-TW': 'GTSS語言學校' },
  first_language: 'en',
  legal_name: '',
  representative: '',
  address: '',
  phone: '',
  contact_email: SCHOOL_CONTACT_EMAIL,
  business_hours: {},
  site_title: {},
  texts: empty(PAGE_TEXTS),
  trading: empty(TRADING_FIELDS),
  trial: SPEC_TRIAL,
};

/** The school's name for a visitor in `language` (never blank: the default name's). */
export const schoolNameFor = (p: Pick<SchoolProfile, 'name' | 'first_language'>, language: LanguageCode) =>
  textFor(p.name, language, p.first_language) || textFor(DEFAULT_SCHOOL.name, language, 'en');
