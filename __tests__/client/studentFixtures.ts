import type { PackListed } from '../../src/shared/admin/packs';
import type { Course } from '../../src/shared/enrolment';
import { beginner } from './enrolFixtures';

// What the console's enrolment and pack tests show, as the API sends it: one default course and one pack.

/** The default course Elementary English (¥12,000 a month, four one-hour lessons, ¥5,500 to enrol), private. */
export const ELEMENTARY_ENGLISH_COURSE: Course = {
  ...beginner,
  id: 2,
  kind: 'elementary_en',
  names: { en: 'Elementary English', ja: '初級英語' },
  language: 'en',
  level: 'elementary',
};

/** A pack of five one-hour lessons for ¥15,000, valid 60 days, none sold (a test gives its own sales). */
export const FIVE_HOURS_PACK: PackListed = {
  id: 1,
  names: { en: 'Five hours', ja: '5回券' },
  lessons: 5,
  lesson_slots: 2,
  lesson_minutes: 60,
  price_yen: 15000,
  valid_days: 60,
  on_sale: true,
  version: 1,
  sold: 0,
  unused_lessons: 0,
  unused_yen: 0,
};
