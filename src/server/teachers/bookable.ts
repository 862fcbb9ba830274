import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { pickTeacher, type TeacherPick, type TeacherWish } from './teacherPick.js';

// "May this booking have this teacher?", asked one way by the visitor's and the staff's booking, a move and a
// reassignment. Every refusal is 409 (the teacher asked for is in the request's body, not its path): the
// teacher is not free for every slot, cannot be booked by this caller (unknown, retired, or booked by staff
// only when the caller books online), or no teacher is free.

/** How a caller words the refusals: the teacher asked for is not free, cannot be booked, or no teacher is. */
export interface TeacherWording {
  notFree: string;
  unknown: string;
  none: string;
}

/** Whether the caller may book this teacher at all: one the school has, not retired, and online when the caller books online. */
export async function isBookable(q: Queryable, teacherId: number, onlineOnly: boolean): Promise<boolean> {
  const [known] = await q.query<{ ok: boolean }>(
    'select (retired_at is null and (bookable_online or not $2::bool)) as ok from teachers where id = $1',
    [teacherId, onlineOnly],
  );
  return known?.ok === true;
}

/** The teacher the rule gives these slots for the wish (teacherPick.ts), or its refusal in `words`. */
export async function pickOrRefuse(
  q: Queryable,
  slotIds: number[],
  day: string,
  wish: TeacherWish,
  words: TeacherWording,
  except: number | null = null,
): Promise<TeacherPick> {
  const pick = await pickTeacher(q, slotIds, day, wish, except);
  if (pick) return pick;
  if (wish.teacherId === null) throw new HttpError(409, words.none);
  throw new HttpError(409, (await isBookable(q, wish.teacherId, wish.onlineOnly)) ? words.notFree : words.unknown);
}
