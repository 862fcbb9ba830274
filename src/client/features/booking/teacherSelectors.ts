import { createSelector } from '@reduxjs/toolkit';
import { TEACHING_LANGUAGES } from '../../../shared/teachingLanguages.js';
import type { RootState } from '../../app/rootReducer.js';
import { choiceOf } from './teacherChoice.js';

/** The bookable teachers; [] for a school without teachers (then no teacher UI is shown). */
export const selectTeachers = (s: RootState) => s.booking.teacher.list;
export const selectHasTeachers = (s: RootState) => s.booking.teacher.list.length > 0;
export const selectLearningLanguage = (s: RootState) => s.booking.teacher.language;
export const selectChosenTeacherId = (s: RootState) => s.booking.teacher.teacherId;

/** The languages the teachers teach, in the fixed order of TEACHING_LANGUAGES. */
export const selectTeachingLanguages = createSelector([selectTeachers], (teachers) =>
  TEACHING_LANGUAGES.filter((l) => teachers.some((t) => t.languages.includes(l))),
);
/** The teachers of the chosen language (all of them for "Any language"). */
export const selectTeachersOfLanguage = createSelector([selectTeachers, selectLearningLanguage], (teachers, language) =>
  language === null ? teachers : teachers.filter((t) => t.languages.includes(language)),
);

/** Whose free times the calendar and timeslots show, as the calls carry it. */
export const selectTeacherChoice = createSelector([selectChosenTeacherId, selectLearningLanguage], (teacherId, language) =>
  choiceOf({ teacherId, language }),
);
/** The choice the payment page's summary was priced with. */
export const selectConfirmedChoice = (s: RootState) => s.booking.teacher.confirmed;
/** The teacher the payment page names: the confirm answer's, else the chosen one's from the list. */
export const selectConfirmedTeacherName = (s: RootState) => {
  const id = s.booking.teacher.confirmed.teacher_id;
  return s.booking.summary?.teacher_name ?? s.booking.teacher.list.find((t) => t.id === id)?.name ?? null;
};
/** The payment page's Teacher line: a name, 'any' (assigned when paying), or null for a school without teachers. */
export const selectPaymentTeacher = (s: RootState): string | 'any' | null =>
  selectConfirmedTeacherName(s) ?? (selectHasTeachers(s) ? 'any' : null);
