import type { PayloadAction } from '@reduxjs/toolkit';
import type { PublicTeacher } from '../../../shared/teachers.js';
import type { TeachingLanguageCode } from '../../../shared/teachingLanguages.js';
import type { TeacherChoice } from '../../api/api.js';
import type { LoadStatus } from '../../api/callStatus.js';
import type { BookingFormState } from './bookingForm.js';

// The booking slice's `teacher`: which teacher (or "Any teacher", maybe of a language) the visitor books.
// A school without teachers gets an empty list, and the page shows no chooser.

export interface TeacherChoiceState {
  list: PublicTeacher[];
  status: LoadStatus;
  /** What the visitor wants to learn; null: any language. */
  language: TeachingLanguageCode | null;
  /** null: "Any teacher". */
  teacherId: number | null;
  /** The choice the payment page's summary was priced with: payment re-sends it, whatever the form shows since. */
  confirmed: TeacherChoice;
}

export const initialTeacherChoice: TeacherChoiceState = { list: [], status: 'idle', language: null, teacherId: null, confirmed: {} };

type State = BookingFormState & { teacher: TeacherChoiceState };

/**
 * The choice as the calls carry it: a teacher, else "Any teacher", each of the language to learn when one is chosen
 * (the booking stores it as the lesson's language: the teacher must teach it).
 */
export function choiceOf({ teacherId, language }: Pick<TeacherChoiceState, 'teacherId' | 'language'>): TeacherChoice {
  const learn = language ? { teaching_language: language } : {};
  return teacherId !== null ? { teacher_id: teacherId, ...learn } : learn;
}

// Another teacher has other free times: like a new date clears the timeslots, a new choice clears the date
// (and its timeslots) while the calendar reloads.
function clearDate(state: State) {
  state.date = null;
  state.dateError = null;
  state.slots = [];
  state.slotsStatus = 'idle';
  state.picked = [];
  state.calendarStatus = 'loading';
  state.confirmError = null;
}

export const teacherChoiceReducers = {
  teachersLoaded(state: State, action: PayloadAction<PublicTeacher[]>) {
    state.teacher.list = action.payload;
    state.teacher.status = 'ready';
  },
  // Only logged, as a failed calendar load: no chooser, and the calendar is any teacher's
  teachersLoadFailed(state: State) {
    state.teacher.status = 'failed';
  },
  learningLanguageChosen(state: State, action: PayloadAction<TeachingLanguageCode | null>) {
    const { teacher } = state;
    teacher.language = action.payload;
    const chosen = teacher.list.find((t) => t.id === teacher.teacherId);
    if (action.payload !== null && chosen && !chosen.languages.includes(action.payload)) teacher.teacherId = null;
    clearDate(state);
  },
  teacherChosen(state: State, action: PayloadAction<number | null>) {
    state.teacher.teacherId = action.payload;
    clearDate(state);
  },
};

/** Called when the summary arrives: remembers the choice it was priced with. */
export function rememberConfirmedChoice(state: State) {
  state.teacher.confirmed = choiceOf(state.teacher);
}
