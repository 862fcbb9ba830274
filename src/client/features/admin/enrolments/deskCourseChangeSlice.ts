import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { ChangeChoice, ChangeOptions } from '../../../../shared/courseChange.js';
import type { EnrolmentTerms, WeeklyTime } from '../../../../shared/enrolment.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import { rootReducer } from '../../../app/rootReducer.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// A change of course or weekly time taken at the desk (issue 41 point 7) on an enrolment's page: the first day it may
// start (the server's), the new course's weekly times from then, the new terms read with the student, then confirmed.

export interface DeskCourseChangeState {
  id: number | null;
  options: ChangeOptions | null;
  courseId: number | null;
  times: WeeklyTime[] | null;
  timesStatus: LoadStatus;
  time: WeeklyTime | null;
  terms: EnrolmentTerms | null;
  sending: boolean;
  error: ConsoleMessage | null;
  /** The enrolment whose change was just recorded. */
  done: number | null;
}

const initialState: DeskCourseChangeState = {
  id: null,
  options: null,
  courseId: null,
  times: null,
  timesStatus: 'idle',
  time: null,
  terms: null,
  sending: false,
  error: null,
  done: null,
};

export const deskCourseChangeSlice = createSlice({
  name: 'admin/deskCourseChange',
  initialState,
  reducers: {
    deskCourseChangeOpened: (_s, a: PayloadAction<number>) => ({ ...initialState, id: a.payload }),
    deskCourseChangeClosed: () => initialState,
    deskChangeOptionsLoaded(s, a: PayloadAction<ChangeOptions>) {
      s.options = a.payload;
    },
    deskChangeCourseChosen(s, a: PayloadAction<number>) {
      Object.assign(s, { courseId: a.payload, times: null, timesStatus: 'loading', time: null, terms: null, error: null });
    },
    deskChangeTimesLoaded(s, a: PayloadAction<WeeklyTime[]>) {
      Object.assign(s, { times: a.payload, timesStatus: 'ready' });
    },
    deskChangeTimeChosen(s, a: PayloadAction<WeeklyTime>) {
      Object.assign(s, { time: a.payload, terms: null, error: null });
    },
    deskChangeTermsLoaded(s, a: PayloadAction<EnrolmentTerms>) {
      s.terms = a.payload;
    },
    deskCourseChangeConfirmed(s) {
      Object.assign(s, { sending: true, error: null });
    },
    deskCourseChangeFailed(s, a: PayloadAction<ConsoleMessage>) {
      Object.assign(s, { sending: false, error: a.payload, timesStatus: s.timesStatus === 'loading' ? 'failed' : s.timesStatus });
    },
    deskCourseChangeDone: (_s, a: PayloadAction<number>) => ({ ...initialState, done: a.payload }),
  },
  selectors: { selectDeskCourseChange: (s) => s },
});

declare module '../../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof deskCourseChangeSlice> {}
}

export const { selectDeskCourseChange } = deskCourseChangeSlice.injectInto(rootReducer).selectors;

/** The choice sent for a weekly time of the chosen course. */
export const choiceOf = (courseId: number, w: WeeklyTime): ChangeChoice => ({
  course_id: courseId,
  teacher_id: w.teacher_id,
  weekday: w.weekday,
  start: w.start,
});

export const {
  deskCourseChangeOpened,
  deskCourseChangeClosed,
  deskChangeOptionsLoaded,
  deskChangeCourseChosen,
  deskChangeTimesLoaded,
  deskChangeTimeChosen,
  deskChangeTermsLoaded,
  deskCourseChangeConfirmed,
  deskCourseChangeFailed,
  deskCourseChangeDone,
} = deskCourseChangeSlice.actions;
