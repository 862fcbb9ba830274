import { z } from 'zod';
import { IsoDate } from './admin/common.js';

// Make-up lessons (issue 41, point 2): the free times my page offers and the booking of one, paid by a credit.

export { MAKEUP_TIME_TAKEN, MAKEUP_NOT_FOUND, NO_CREDIT } from './creditWords.js';

export const MakeupTimesQuery = z.object({ from: IsoDate }).strict();

export const MakeupTime = z.object({
  day: z.string(),
  start: z.string(),
  end: z.string(),
  teacher_id: z.number().int(),
  teacher_name: z.string(),
  /** The student's own teacher (offered first). */
  own_teacher: z.boolean(),
});
export type MakeupTime = z.infer<typeof MakeupTime>;

export const MakeupRequest = z
  .object({
    day: IsoDate,
    start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    teacher_id: z.number().int().positive().max(2_147_483_647),
  })
  .strict();
export type MakeupRequest = z.infer<typeof MakeupRequest>;

export const Makeup = z.object({
  booking_id: z.number().int(),
  code: z.string(),
  day: z.string(),
  time_range: z.string(),
  teacher_name: z.string().nullable(),
  status: z.string(),
});
export type Makeup = z.infer<typeof Makeup>;
