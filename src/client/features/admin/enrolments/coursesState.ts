import type { PayloadAction } from '@reduxjs/toolkit';
import type { CourseChange, CourseForEdit, CourseInput } from '../../../../shared/admin/courses.js';
import type { Course } from '../../../../shared/enrolment.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The enrolments area's courses: the list every page uses (GET /api/admin/courses), and the owner's course form
// (a course read with its version, saved, retired).

export interface CoursesPart {
  list: Course[] | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

export interface CourseFormPart {
  /** The course being edited ('new': a new one; null: no form open). */
  editing: number | 'new' | null;
  /** The course as read (its version goes back with the change). */
  course: CourseForEdit | null;
  status: LoadStatus;
  save: CallStatus;
  message: ConsoleMessage | null;
}

export const initialCourses: CoursesPart = { list: null, status: 'idle', error: null };
export const initialCourseForm: CourseFormPart = { editing: null, course: null, status: 'idle', save: 'idle', message: null };

type State = { courses: CoursesPart; courseForm: CourseFormPart };

/** The list with `course` in its place (a retired one leaves it). */
function replaced(list: Course[] | null, course: CourseForEdit): Course[] {
  const { version: _v, retired_at, ...plain } = course;
  const rest = (list ?? []).filter((c) => c.id !== course.id);
  return retired_at ? rest : [...rest, plain].sort((a, b) => a.id - b.id);
}

export const coursesReducers = {
  coursesNeeded(state: State, _action: PayloadAction<void>) {
    if (state.courses.status !== 'ready') state.courses.status = 'loading';
  },
  coursesLoaded(state: State, action: PayloadAction<Course[]>) {
    state.courses = { list: action.payload, status: 'ready', error: null };
  },
  coursesLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.courses.status = 'failed';
    state.courses.error = action.payload;
  },
  /** Edit (a course's id) or New ('new'). */
  courseFormOpened(state: State, action: PayloadAction<number | 'new'>) {
    state.courseForm = { ...initialCourseForm, editing: action.payload, status: action.payload === 'new' ? 'ready' : 'loading' };
  },
  courseFormClosed(state: State, _action: PayloadAction<void>) {
    state.courseForm = { ...initialCourseForm, message: state.courseForm.save === 'succeeded' ? state.courseForm.message : null };
  },
  courseRead(state: State, action: PayloadAction<CourseForEdit>) {
    state.courseForm.course = action.payload;
    state.courseForm.status = 'ready';
  },
  courseReadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.courseForm.status = 'failed';
    state.courseForm.message = action.payload;
  },
  /** Save: a new course's fields, or a change with the version read. */
  courseSaveSubmitted(state: State, _action: PayloadAction<{ id: null; input: CourseInput } | { id: number; input: CourseChange }>) {
    state.courseForm.save = 'loading';
    state.courseForm.message = null;
  },
  courseRetireConfirmed(state: State, _action: PayloadAction<number>) {
    state.courseForm.save = 'loading';
    state.courseForm.message = null;
  },
  courseSaved(state: State, action: PayloadAction<CourseForEdit>) {
    const course = action.payload;
    state.courses.list = replaced(state.courses.list, course);
    state.courseForm = {
      ...initialCourseForm,
      save: 'succeeded',
      message: { id: course.retired_at ? 'enrolments.courses.retired' : 'enrolments.courses.saved', values: { name: course.names.en } },
    };
  },
  courseSaveFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.courseForm.save = 'failed';
    state.courseForm.message = action.payload;
  },
};
