import { DEFAULT_LESSON_RULES, type LessonRules } from '../../shared/lessonRules.js';
import type { Queryable } from '../db/db.js';
import { schoolProfile } from '../school/schoolRepository.js';

/** The school's absence and make-up rules (the profile's 'lesson_rules' block, or the defaults). */
export async function lessonRules(db: Queryable): Promise<LessonRules> {
  const profile = (await schoolProfile(db)) as { lesson_rules?: LessonRules };
  return { ...DEFAULT_LESSON_RULES, ...profile.lesson_rules };
}
