import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ChangeChoice, ChangeOptions } from '../../../shared/courseChange.js';
import type { EnrolmentTerms, WeeklyTime } from '../../../shared/enrolment.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';

// My page's change of course or weekly time (issue 41 point 7): the first day the change may start (the server's),
// the weekly times of the chosen course from then, the confirmation screen's terms for the chosen time (the
// enrolment's own terms shape), then the confirmed change. Done: my courses reload.

export interface CourseChangeState {
  id: number | null;
  options: ChangeOptions | null;
  courseId: number | null;
  times: WeeklyTime[];
  choice: ChangeChoice | null;
  terms: EnrolmentTerms | null;
  status: 'idle' | 'loading' | 'ready' | 'sending';
  /** The server's detail (or ours), in English: shown in the visitor's words where known. */
  error: string | null;
  done: number | null;
}

export const initialCourseChange: CourseChangeState = {
  id: null,
  options: null,
  courseId: null,
  times: [],
  choice: null,
  terms: null,
  status: 'idle',
  error: null,
  done: null,
};

export const courseChangeSlice = createSlice({
  name: 'courseChange',
  initialState: initialCourseChange,
  reducers: {
    courseChangeOpened: (_s, a: PayloadAction<{ id: number }>) => ({ ...initialCourseChange, id: a.payload.id, status: 'loading' }),
    courseChangeClosed: () => initialCourseChange,
    changeOptionsLoaded(s, a: PayloadAction<ChangeOptions>) {
      s.options = a.payload;
      s.status = 'ready';
    },
    changeCourseChosen(s, a: PayloadAction<number>) {
      Object.assign(s, { courseId: a.payload, times: [], choice: null, terms: null, status: 'loading', error: null });
    },
    changeTimesLoaded(s, a: PayloadAction<WeeklyTime[]>) {
      Object.assign(s, { times: a.payload, status: 'ready' });
    },
    changeTimeChosen(s, a: PayloadAction<ChangeChoice>) {
      Object.assign(s, { choice: a.payload, terms: null, status: 'loading', error: null });
    },
    changeTermsLoaded(s, a: PayloadAction<EnrolmentTerms>) {
      Object.assign(s, { terms: a.payload, status: 'ready' });
    },
    /** Back from the confirmation screen to the weekly times. */
    changeChoiceReopened(s) {
      Object.assign(s, { choice: null, terms: null, error: null });
    },
    courseChangeConfirmed(s) {
      Object.assign(s, { status: 'sending', error: null });
    },
    courseChangeFailed(s, a: PayloadAction<string>) {
      Object.assign(s, { status: 'ready', error: a.payload });
    },
    courseChangeDone: (_s, a: PayloadAction<number>) => ({ ...initialCourseChange, done: a.payload }),
  },
  extraReducers: (builder) => builder.addCase(userLoggedOut, () => initialCourseChange),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof courseChangeSlice> {}
}

export const withCourseChange = courseChangeSlice.injectInto(rootReducer);
export const selectCourseChange = withCourseChange.selectSlice;

export const {
  courseChangeOpened,
  courseChangeClosed,
  changeOptionsLoaded,
  changeCourseChosen,
  changeTimesLoaded,
  changeTimeChosen,
  changeTermsLoaded,
  changeChoiceReopened,
  courseChangeConfirmed,
  courseChangeFailed,
  courseChangeDone,
} = courseChangeSlice.actions;
