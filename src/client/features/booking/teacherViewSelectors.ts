import { createSelector } from '@reduxjs/toolkit';
import { TEACHING_LANGUAGES } from '../../../shared/teachingLanguages.js';
import type { RootState } from '../../app/rootReducer.js';
import { teacherNameFor } from '../../../shared/teacherName.js';
import { selectLanguage } from '../ui/uiSelectors.js';
import { selectHasTeachers, selectLearningLanguage, selectTeachers } from './teacherSelectors.js';

// The selectors only the booking and payment pages use: apart from teacherSelectors.ts, so that they
// (and the language list) load with those pages, not in the entry every page loads.

/** The languages the teachers teach, in the fixed order of TEACHING_LANGUAGES. */
export const selectTeachingLanguages = createSelector([selectTeachers], (teachers) =>
  TEACHING_LANGUAGES.filter((l) => teachers.some((t) => t.languages.includes(l))),
);
/** The teachers of the chosen language (all of them for "Any language"). */
export const selectTeachersOfLanguage = createSelector([selectTeachers, selectLearningLanguage], (teachers, language) =>
  language === null ? teachers : teachers.filter((t) => t.languages.includes(language)),
);

/** The teacher the payment page names: the confirm answer's, else the chosen one's from the list. */
export const selectConfirmedTeacherName = (s: RootState) => {
  const id = s.booking.teacher.confirmed.teacher_id;
  const listed = s.booking.teacher.list.find((t) => t.id === id);
  const name = s.booking.summary?.teacher_name ?? listed?.name ?? null;
  // in Latin letters too for a visitor who reads no kanji (teacherNameFor)
  const latin = s.booking.summary?.teacher_name_latin ?? listed?.name_latin ?? null;
  return name === null ? null : teacherNameFor(name, latin, selectLanguage(s));
};
/** The payment page's Teacher line: a name, 'any' (assigned when paying), or null for a school without teachers. */
export const selectPaymentTeacher = (s: RootState): string | 'any' | null =>
  selectConfirmedTeacherName(s) ?? (selectHasTeachers(s) ? 'any' : null);
