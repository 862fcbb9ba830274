import { LANGUAGE_NONE_FREE, LANGUAGE_NOT_TAUGHT } from '../../shared/admin/teacherTexts.js';
import type { TeachingLanguage } from '../../shared/teachers.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { pickTeacher } from './teacherPick.js';

// The lesson's language (bookings.lesson_language, migration 0037) when staff move or reassign a booking: a teacher
// who does not teach it is never picked silently. A staff choice of such a teacher, or an "any teacher" that would
// need one, is a 409 naming the lesson's language and the teacher, until staff confirm (`confirmed`); then the
// language does not narrow the pick. The visitor's own move never confirms: their pick stays within the language.

export interface LanguageAsk {
  language: TeachingLanguage | null;
  teacherId: number | null;
  slotIds: number[];
  day: string;
  /** The booking itself (its own classes are not taken for it). */
  except: number;
  confirmed: boolean;
}

const refused = (detail: string, language: TeachingLanguage, teacher: string) =>
  new HttpError(409, detail, { code: 'lesson_language', lesson_language: language, teacher_name: teacher });

/** The language the pick must keep to (null: any), or the 409 staff confirm past. */
export async function languageForStaff(tx: Queryable, a: LanguageAsk): Promise<TeachingLanguage | null> {
  if (a.language === null || a.confirmed) return null;
  if (a.teacherId !== null) {
    const [t] = await tx.query<{ name: string; teaches: boolean }>(
      'select name, $2 = any (languages) as teaches from teachers where id = $1',
      [a.teacherId, a.language],
    );
    if (t && !t.teaches) throw refused(LANGUAGE_NOT_TAUGHT, a.language, t.name);
    return a.language;
  }
  const wish = { teacherId: null, onlineOnly: false, chosenAs: 'staff' as const };
  if (await pickTeacher(tx, a.slotIds, a.day, { ...wish, language: a.language }, a.except)) return a.language;
  const other = await pickTeacher(tx, a.slotIds, a.day, { ...wish, language: null }, a.except);
  if (other) throw refused(LANGUAGE_NONE_FREE, a.language, other.name);
  return a.language; // nobody is free at all: the pick's own refusal says so
}
