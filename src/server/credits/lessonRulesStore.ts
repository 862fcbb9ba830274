import type { LessonRules } from '../../shared/lessonRules.js';
import type { Queryable } from '../db/db.js';
import { schoolProfile } from '../school/schoolRepository.js';

/** The school's absence and make-up rules (the profile's 'lesson_rules' block, its defaults filled in). */
export const lessonRules = async (db: Queryable): Promise<LessonRules> => (await schoolProfile(db)).lesson_rules;
