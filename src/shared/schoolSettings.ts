import { NO_CANCEL_POLICY } from './cancelPolicy.js';
import { DEFAULT_ENROLMENT_RULES } from './enrolmentRules.js';
import { DEFAULT_SCHOOL, type SchoolProfile } from './schoolProfile.js';
import { DEFAULT_LESSON_RULES } from './lessonRules.js';

// The school's settings of issue 39 (the cancellation policy, the booking form's phone field) and the whole profile's
// defaults. Apart from schoolProfile.ts, which the visitor's first load reads (its entry has no bytes to spare): the
// visitor pages get what they need of these from the school's data block, written by the server.

export const PHONE_FIELDS = ['required', 'optional', 'hidden'] as const;

/** An install that sets nothing: DEFAULT_SCHOOL, no cancellation policy (refunded in full), no phone asked. */
export const DEFAULT_PROFILE: SchoolProfile = {
  ...DEFAULT_SCHOOL,
  cancel_policy: NO_CANCEL_POLICY,
  phone_field: 'hidden',
  enrolment_rules: DEFAULT_ENROLMENT_RULES,
  // issue 41: absences and make-ups
  lesson_rules: DEFAULT_LESSON_RULES,
};
