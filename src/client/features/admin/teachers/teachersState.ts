import type { PayloadAction } from '@reduxjs/toolkit';
import type { ConflictBooking } from '../../../../shared/admin/common.js';
import type { Teacher, TeacherInput } from '../../../../shared/admin/teachers.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import { says, type ConsoleMessage } from '../i18n/consoleMessage.js';

// The teachers area's state: the school's teachers, as every console page that names or picks
// one needs them (the teachers page, the day view's filter, the desk's teacher choice, reassigning),
// and the owners' changes on the teachers page.

/** What became of an owner's change (save, retire, restore): its words, and the bookings that stood in its way. */
export interface TeacherOutcome {
  status: CallStatus;
  message: ConsoleMessage | null;
  /** A refused change: the booked classes it would leave without their teacher. */
  conflicts: ConflictBooking[];
  /** A refused save because someone else saved the teacher first (version): offer to reload. */
  stale: boolean;
}

/** The teacher being edited: 'new' for one being added, else its id; null: no form is open. */
export type TeacherEditing = 'new' | number | null;

/** A save as the form sent it: `id` null for a new teacher; `version` the one the form showed. */
export interface TeacherSave {
  id: number | null;
  version: number | null;
  input: TeacherInput;
}

export interface TeachersState {
  list: Teacher[];
  listStatus: LoadStatus;
  listError: ConsoleMessage | null;
  editing: TeacherEditing;
  outcome: TeacherOutcome;
  /** The save last sent, kept while refused: the owner's confirm to cancel the lessons in its way sends it again. */
  lastSave: TeacherSave | null;
  /** That confirm, on its way. */
  cancellingLessons: boolean;
}

const idle: TeacherOutcome = { status: 'idle', message: null, conflicts: [], stale: false };
const loading: TeacherOutcome = { ...idle, status: 'loading' };

export const initialTeachers: TeachersState = {
  list: [],
  listStatus: 'idle',
  listError: null,
  editing: null,
  outcome: idle,
  lastSave: null,
  cancellingLessons: false,
};

type S = TeachersState;

/** The list with `teacher` in place of its old copy (added at the end when new). */
function withTeacher(list: Teacher[], teacher: Teacher): Teacher[] {
  return list.some((x) => x.id === teacher.id) ? list.map((x) => (x.id === teacher.id ? teacher : x)) : [...list, teacher];
}

export const teachersReducers = {
  /** A page that shows or picks teachers opened: load them (again). */
  teachersNeeded(state: S) {
    state.listStatus = 'loading';
    state.listError = null;
    // also the teachers page's "Reload" after a stale save: the refusal no longer stands
    state.outcome = idle;
  },
  teachersLoaded(state: S, action: PayloadAction<Teacher[]>) {
    state.list = action.payload;
    state.listStatus = 'ready';
  },
  teachersLoadFailed(state: S, action: PayloadAction<ConsoleMessage>) {
    state.listStatus = 'failed';
    state.listError = action.payload;
  },
  /** An owner opened the form: to add a teacher ('new') or to edit one (its id). */
  teacherFormOpened(state: S, action: PayloadAction<'new' | number>) {
    state.editing = action.payload;
    state.outcome = idle;
    state.lastSave = null;
  },
  teacherFormClosed(state: S) {
    state.editing = null;
    state.outcome = idle;
    state.lastSave = null;
  },
  /** `id` null: a new teacher; `version`: the one the form showed (a newer one on the server refuses the save). */
  teacherSaveSubmitted(state: S, action: PayloadAction<TeacherSave>) {
    state.outcome = loading;
    state.lastSave = action.payload;
  },
  /**
   * The owner confirmed cancelling the enrolled lessons the refused save listed, with an optional reason: the save
   * goes again with them (the refusal stays shown until the answer).
   */
  teacherLessonsCancelConfirmed(state: S, _action: PayloadAction<{ reason: string }>) {
    state.cancellingLessons = true;
  },
  /** Save pressed with fields the form refused: nothing was sent, so an earlier outcome no longer stands. */
  teacherSaveRefusedLocally(state: S) {
    state.outcome = idle;
  },
  /** `canceled`: the enrolled lessons canceled with the save (the owner's confirm). */
  teacherSaved(state: S, action: PayloadAction<{ teacher: Teacher; added: boolean; canceled?: number }>) {
    const { teacher, added, canceled } = action.payload;
    state.list = withTeacher(state.list, teacher);
    state.editing = null;
    state.lastSave = null;
    state.cancellingLessons = false;
    const message = canceled
      ? says('teachers.timeOff.done', { name: teacher.name, count: canceled })
      : says(added ? 'teachers.added' : 'teachers.saved', { name: teacher.name });
    state.outcome = { ...idle, status: 'succeeded', message };
  },
  /** Retiring was confirmed in its dialog. */
  teacherRetireConfirmed(state: S, _action: PayloadAction<{ id: number; name: string }>) {
    state.outcome = loading;
  },
  teacherRestoreSubmitted(state: S, _action: PayloadAction<{ id: number; name: string }>) {
    state.outcome = loading;
  },
  teacherRetired(state: S, action: PayloadAction<Teacher>) {
    state.list = withTeacher(state.list, action.payload);
    state.editing = null;
    state.outcome = { ...idle, status: 'succeeded', message: says('teachers.retired', { name: action.payload.name }) };
  },
  teacherRestored(state: S, action: PayloadAction<Teacher>) {
    state.list = withTeacher(state.list, action.payload);
    state.outcome = { ...idle, status: 'succeeded', message: says('teachers.restored', { name: action.payload.name }) };
  },
  /** A save, retirement or restore the server refused (or that failed): nothing changed. */
  teacherChangeFailed(state: S, action: PayloadAction<{ message: ConsoleMessage; conflicts: ConflictBooking[]; stale: boolean }>) {
    state.outcome = { status: 'failed', ...action.payload };
    state.cancellingLessons = false;
  },
};

/** The teachers area's selectors, of its own state (its slice gives them the store's). */
export const teachersSelectors = {
  selectTeachers: (s: TeachersState) => s,
};
