import { z } from 'zod';
import { Email } from './auth.js';
import { MIN_TIMESLOTS } from './constants.js';
import { LANGUAGE_CODES } from './language.js';
import type { PAGE_TEXTS, TRADING_FIELDS, LocalText, SchoolProfile as Profile } from './schoolProfile.js';
import { PHONE_FIELDS } from './schoolSettings.js';
import { LessonRulesSchema } from './lessonRulesSchema.js';
import { MAX_CANCEL_TIERS, MAX_TIER_DAYS } from './cancelPolicy.js';
import { LOGO_MAX_BYTES, LOGO_TOO_BIG, NO_HTML, TRIAL_RANGE } from './schoolWords.js';
import { TIERS_TWICE } from './cancelPolicyWords.js';
import { FreeText } from './text.js';
import { Instant } from './admin/common.js';
import { EnrolmentRulesSchema } from './enrolmentRulesSchema.js';

// The contract of the school's profile: GET/PUT /api/admin/school (owners), PUT/DELETE /api/admin/school/logo,
// and the visitor pages' GET /api/public/school (+ /logo). Data and defaults without zod: schoolProfile.ts.

export { DEFAULT_SCHOOL, textFor, schoolNameFor } from './schoolProfile.js';
export { DEFAULT_PROFILE } from './schoolSettings.js';
export { TRADING_DEFAULTS, legalDefaultsInUse } from './schoolLegal.js';
export type { LocalText, SchoolProfile, TrialSettings } from './schoolProfile.js';

export * from './schoolWords.js';

/** A tag-like "<x", "</x", "<!": never stored, so no text the school writes can carry markup anywhere. */
const noHtml = (s: string) => !/<[a-z/!?]/i.test(s);
const Text = (label: string, max: number, multiline = false) => FreeText(label, max, { multiline }).refine(noHtml, NO_HTML);
const Local = (label: string, max: number, multiline = false) => {
  const one = () => Text(label, max, multiline).optional();
  return z.object({ en: one(), ja: one(), 'zh-CN': one(), 'zh-TW': one() }).strict() satisfies z.ZodType<LocalText>;
};
const tradingField = () => Local('The 特定商取引法 field', 2000, true);

export const TrialSettingsSchema = z
  .object({
    min_slots: z.number().int().min(MIN_TIMESLOTS).max(48),
    max_slots: z.number().int().min(MIN_TIMESLOTS).max(48).nullable(),
    pricing: z.enum(['per_slot', 'fixed', 'free']),
    fixed_yen: z.number().int().min(0).max(1_000_000),
  })
  .strict()
  .refine((t) => t.max_slots === null || t.max_slots >= t.min_slots, { message: TRIAL_RANGE, path: ['max_slots'] });

/** The cancellation policy's tiers: each a number of days before the lesson day (once) and the percent kept. */
export const CancelPolicySchema = z
  .object({
    tiers: z
      .array(
        z
          .object({
            days_before: z.number().int().min(0).max(MAX_TIER_DAYS),
            percent: z.number().int().min(0).max(100),
          })
          .strict(),
      )
      .max(MAX_CANCEL_TIERS),
  })
  .strict()
  .refine((p) => new Set(p.tiers.map((t) => t.days_before)).size === p.tiers.length, { message: TIERS_TWICE, path: ['tiers'] });

/** The largest save: every long text in four languages (the API's usual 64 KB does not hold them). */
export const SCHOOL_BODY_LIMIT = 1024 * 1024;

export const SchoolProfileSchema = z
  .object({
    name: Local('The school name', 100),
    first_language: z.enum(LANGUAGE_CODES),
    legal_name: Text('The legal name', 200),
    representative: Text('The representative', 100),
    address: Text('The address', 300, true),
    phone: Text('The phone', 40),
    contact_email: Email,
    business_hours: Local('The business hours', 300, true),
    site_title: Local('The page title', 100),
    texts: z
      .object({
        home_headline: Local('The headline', 200),
        home_intro: Local('The introduction', 1000, true),
        about: Local('About', 10_000, true),
        terms: Local('The terms', 30_000, true),
        privacy: Local('The privacy policy', 30_000, true),
      })
      .strict() satisfies z.ZodType<Record<(typeof PAGE_TEXTS)[number], unknown>>,
    trading: z
      .object({
        operator: tradingField(),
        representative: tradingField(),
        address: tradingField(),
        contact: tradingField(),
        prices: tradingField(),
        payment_methods: tradingField(),
        delivery: tradingField(),
        cancellations: tradingField(),
      })
      .strict() satisfies z.ZodType<Record<(typeof TRADING_FIELDS)[number], LocalText>>,
    trial: TrialSettingsSchema,
    cancel_policy: CancelPolicySchema,
    phone_field: z.enum(PHONE_FIELDS),
    enrolment_rules: EnrolmentRulesSchema,
    lesson_rules: LessonRulesSchema,
  })
  .strict() satisfies z.ZodType<Profile>;

/** GET /api/admin/school and a save's answer: the profile (defaults filled in), its version and who changed it last. */
export const SchoolState = z.object({
  profile: SchoolProfileSchema,
  version: z.number().int(),
  updated_at: Instant.nullable(),
  updated_by: z.string().nullable(),
  /** The logo's version (its cache key), or null: no logo. */
  logo_version: z.number().int().nullable(),
  /** The schedule's price per timeslot, for the trial's price shown beside it. */
  price_per_slot_yen: z.number().int(),
});
export type SchoolState = z.infer<typeof SchoolState>;

/** PUT /api/admin/school (owners): the whole profile and the version edited (409 { detail } when another save came first). */
export const UpdateSchoolBody = z.object({ profile: SchoolProfileSchema, version: z.number().int() }).strict();
export type UpdateSchoolBody = z.input<typeof UpdateSchoolBody>;

/** PUT /api/admin/school/logo (owners): the image, base64; its kind is read from its first bytes, not from a name. */
export const LogoBody = z.object({ data: z.string().max(LOGO_MAX_BYTES * 2, LOGO_TOO_BIG) }).strict();

/** GET /api/public/school: what the visitor pages show of the school (cacheable). */
export const PublicSchool = SchoolProfileSchema.extend({
  logo_version: z.number().int().nullable(),
  price_per_slot_yen: z.number().int(),
  /** The shortest trial's price (trialFromPrice, the server's one pricing): 0 is a free trial. */
  trial_from_yen: z.number().int(),
  /** That price as the pages say it, per language ("Trial class: ¥6,000 (tax included)"; "Free" only when it is). */
  trial_line: z.record(z.enum(LANGUAGE_CODES), z.string()),
  /** The cancellation policy as the terms and the payment page say it, per language; null: no policy (refunded in full). */
  cancel_policy_line: z.record(z.enum(LANGUAGE_CODES), z.string()).nullable(),
});
export type PublicSchool = z.infer<typeof PublicSchool>;
