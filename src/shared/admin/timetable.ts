import { z } from 'zod';
import { IsoDate } from './common.js';

// The teachers' timetable (issue 39, point 5): a day or a week, one column per teacher, one row per timeslot of the
// school. GET /api/admin/timetable?date=yyyy-MM-dd&view=day|week (today in Japan when left out; a week runs from the
// Monday of its date); staff and owners.

export const TimetableQuery = z.object({ date: IsoDate.optional(), view: z.enum(['day', 'week']).default('day') }).strict();
export type TimetableQuery = z.input<typeof TimetableQuery>;

/**
 * What a block is. Each kind is one source of rows on the server (src/server/timetable/blockSources.ts): a trial
 * booking today; an enrolled lesson (issue 40) becomes one more kind and one more source.
 */
export const BLOCK_KINDS = ['booking', 'lesson'] as const;
export const BlockKind = z.enum(BLOCK_KINDS);
export type BlockKind = z.infer<typeof BlockKind>;

/** One class in a teacher's column, spanning the rows from `start` to `end` (HH:MM, Japan time). */
export const TimetableBlock = z.object({
  kind: BlockKind,
  /** The id of the row it comes from (a booking's id for 'booking'; for 'lesson', its first student's enrolment). */
  id: z.number().int(),
  /** null: no teacher (a school booking anonymous seats): shown in a column of its own. */
  teacher_id: z.number().int().nullable(),
  date: IsoDate,
  start: z.string(),
  end: z.string(),
  code: z.string(),
  customer: z.string(),
  lesson_language: z.string().nullable(),
  status: z.string(),
});
export type TimetableBlock = z.infer<typeof TimetableBlock>;

/**
 * A timeslot's state for the desk: 'closed' (a closed date, outside the opening hours, or closed by hand),
 * 'no_teacher' (open, but no teacher works then), 'full' (満席: every teacher who works then has a class), 'open'.
 */
export const SLOT_STATES = ['closed', 'no_teacher', 'full', 'open'] as const;
export const TimetableRow = z.object({
  start: z.string(),
  end: z.string(),
  state: z.enum(SLOT_STATES),
  /** The teachers who work then (their hours, as the teachers area stores them); [] when closed. */
  working: z.array(z.number().int()),
  /** Of them, how many have no class then. */
  free: z.number().int(),
});
export type TimetableRow = z.infer<typeof TimetableRow>;

export const TimetableDay = z.object({
  date: IsoDate,
  /** A closed date of the school (every row is then closed). */
  closed: z.boolean(),
  /** One per timeslot of the grid, in time order (the same times every day of the answer). */
  rows: z.array(TimetableRow),
  /** In time order. */
  blocks: z.array(TimetableBlock),
});
export type TimetableDay = z.infer<typeof TimetableDay>;

export const TimetableTeacher = z.object({
  id: z.number().int(),
  name: z.string(),
  languages: z.array(z.string()),
  /** A retired teacher is listed only when a block of the answer is theirs. */
  retired: z.boolean(),
});
export type TimetableTeacher = z.infer<typeof TimetableTeacher>;

export const Timetable = z.object({
  view: z.enum(['day', 'week']),
  /** The first and last day shown. */
  from: IsoDate,
  to: IsoDate,
  slot_minutes: z.number().int(),
  teachers: z.array(TimetableTeacher),
  days: z.array(TimetableDay),
});
export type Timetable = z.infer<typeof Timetable>;
