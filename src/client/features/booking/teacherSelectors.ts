import type { RootState } from '../../app/rootReducer.js';
import { choiceOf } from './teacherChoice.js';

// The teacher selectors the sagas need (they ship in the entry); the pages' own are in teacherViewSelectors.ts.

/** The bookable teachers; [] for a school without teachers (then no teacher UI is shown). */
export const selectTeachers = (s: RootState) => s.booking.teacher.list;
export const selectHasTeachers = (s: RootState) => s.booking.teacher.list.length > 0;
export const selectLearningLanguage = (s: RootState) => s.booking.teacher.language;
export const selectChosenTeacherId = (s: RootState) => s.booking.teacher.teacherId;

/** Whose free times the calendar and timeslots show, as the calls carry it (for the sagas: a new object each time). */
export const selectTeacherChoice = (s: RootState) => choiceOf(s.booking.teacher);
/** The choice the payment page's summary was priced with. */
export const selectConfirmedChoice = (s: RootState) => s.booking.teacher.confirmed;
