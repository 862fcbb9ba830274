import { z } from 'zod';
import { PACK_DEFAULT_VALID_DAYS, PACK_MAX_VALID_DAYS, PACK_NAME_NEEDED, PACK_TOO_LONG } from '../packWords.js';

// The owner's lesson packs (issue 41, point 3): made, changed at the version read (409 when changed meanwhile), put on
// sale or taken off it. Prices are tax-inclusive yen; a purchase keeps the terms it was sold with.

const Name = z.string().trim().max(80);

export const PackInput = z
  .object({
    names: z
      .object({ en: Name.min(1, PACK_NAME_NEEDED), ja: Name.optional(), 'zh-CN': Name.optional(), 'zh-TW': Name.optional() })
      .strict(),
    lessons: z.number().int().min(1).max(100),
    lesson_slots: z.number().int().min(1).max(8),
    price_yen: z.number().int().min(1).max(10_000_000),
    valid_days: z.number().int().min(1).max(PACK_MAX_VALID_DAYS, PACK_TOO_LONG).default(PACK_DEFAULT_VALID_DAYS),
    on_sale: z.boolean(),
    /** A pack of a course: its lessons are the course's length (lesson_slots is then the course's) and its teachers'. */
    course_id: z.number().int().positive().nullable().default(null),
  })
  .strict();
export type PackInput = z.input<typeof PackInput>;

export const PackChange = PackInput.extend({ version: z.number().int().positive() }).strict();
export type PackChange = z.input<typeof PackChange>;

export const PackForEdit = z.object({
  id: z.number().int(),
  names: z.record(z.string(), z.string()),
  lessons: z.number().int(),
  lesson_slots: z.number().int(),
  lesson_minutes: z.number().int(),
  price_yen: z.number().int(),
  valid_days: z.number().int(),
  on_sale: z.boolean(),
  version: z.number().int(),
  sold: z.number().int(),
  /** The course it is for (null: any lesson of its length). */
  course_id: z.number().int().nullable().optional(),
});
export type PackForEdit = z.infer<typeof PackForEdit>;

/**
 * A pack as the console's list shows it: with the lessons bought and neither used nor expired today, and their value
 * at the price per lesson each was sold at (the credit ledger's balance, as on the reference dates).
 */
export const PackListed = PackForEdit.extend({ unused_lessons: z.number().int(), unused_yen: z.number().int() });
export type PackListed = z.infer<typeof PackListed>;

/** The unused balance of all packs on one of 資金決済法's reference dates (31 March, 30 September). */
export const PackBalance = z.object({
  on: z.string(),
  lessons_left: z.number().int(),
  yen: z.number().int(),
  over_threshold: z.boolean(),
});
export const PackBalances = z.object({ threshold_yen: z.number().int(), balances: z.array(PackBalance) });
export type PackBalances = z.infer<typeof PackBalances>;
