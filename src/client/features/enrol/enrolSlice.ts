import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import type { Course, Enrolment, EnrolmentTerms, WeeklyTime } from '../../../shared/enrolment.js';
import type { CallStatus, LoadStatus } from '../../api/callStatus.js';
import { rootReducer } from '../../app/rootReducer.js';
import { userLoggedOut } from '../auth/authSlice.js';
import type { EnrolPageParams } from './enrolQuery.js';

// Enrolling in a course (issue 40): the course page (/app/pay_for_booking: course, start date, a weekly time with a
// teacher, then the final confirmation screen 特定商取引法 12条の6 asks for, then the checkout) and my page's courses.
// Only those two pages load this: the slice is injected when this module loads, its sagas start with them (useEnrol).

export type EnrolStep = 'choose' | 'confirm';

export interface EnrolState {
  courses: Course[];
  coursesStatus: LoadStatus;
  courseId: number | null;
  /** The first lesson from this date on (yyyy-MM-dd); null: from tomorrow. */
  startsOn: string | null;
  /** A trial's teacher ("Continue with this teacher") and the trial, kept with the enrolment. */
  teacherId: number | null;
  fromBookingId: number | null;
  times: WeeklyTime[];
  timesStatus: LoadStatus;
  /** The weekly time chosen, whose terms the confirmation screen shows. */
  time: WeeklyTime | null;
  step: EnrolStep;
  terms: EnrolmentTerms | null;
  termsStatus: LoadStatus;
  /** "Pay and enrol" in flight (then the browser leaves for the checkout). */
  pay: CallStatus;
  /** What went wrong, in English (the server's detail or ours): shown in the visitor's words where known. */
  error: string | null;
  mine: Enrolment[];
  mineStatus: LoadStatus;
  /** The month being paid again ("<id>:<YYYY-MM>"), and what went wrong on my page. */
  payingMonth: string | null;
  mineError: string | null;
  /** The enrolment whose card change is starting (then the browser leaves for the card's page). */
  changingCard: number | null;
}

export const initialEnrol: EnrolState = {
  courses: [],
  coursesStatus: 'idle',
  courseId: null,
  startsOn: null,
  teacherId: null,
  fromBookingId: null,
  times: [],
  timesStatus: 'idle',
  time: null,
  step: 'choose',
  terms: null,
  termsStatus: 'idle',
  pay: 'idle',
  error: null,
  mine: [],
  mineStatus: 'idle',
  payingMonth: null,
  mineError: null,
  changingCard: null,
};

const choosing = (state: EnrolState) => {
  state.time = null;
  state.terms = null;
  state.step = 'choose';
  state.error = null;
};

export const enrolSlice = createSlice({
  name: 'enrol',
  initialState: initialEnrol,
  reducers: {
    /** The course page opened with what its address says (a trial's teacher, or a whole choice after logging in). */
    enrolPageOpened(state, action: PayloadAction<EnrolPageParams>) {
      const p = action.payload;
      Object.assign(state, { courseId: p.courseId, startsOn: p.startsOn, teacherId: p.teacherId, fromBookingId: p.fromBookingId });
      choosing(state);
      state.pay = 'idle';
      if (state.coursesStatus !== 'ready') state.coursesStatus = 'loading';
    },
    coursesLoaded(state, action: PayloadAction<Course[]>) {
      state.courses = action.payload;
      state.coursesStatus = 'ready';
    },
    coursesFailed(state, action: PayloadAction<string>) {
      state.coursesStatus = 'failed';
      state.error = action.payload;
    },
    courseChosen(state, action: PayloadAction<number | null>) {
      state.courseId = action.payload;
      choosing(state);
    },
    startDateChosen(state, action: PayloadAction<string | null>) {
      state.startsOn = action.payload;
      choosing(state);
    },
    timesRequested(state) {
      state.timesStatus = 'loading';
      state.times = [];
    },
    timesLoaded(state, action: PayloadAction<WeeklyTime[]>) {
      state.times = action.payload;
      state.timesStatus = 'ready';
    },
    timesFailed(state, action: PayloadAction<string>) {
      state.timesStatus = 'failed';
      state.error = action.payload;
    },
    /** A weekly time chosen: its terms are asked for (the confirmation screen). */
    weeklyTimeChosen(state, action: PayloadAction<WeeklyTime>) {
      state.time = action.payload;
      state.termsStatus = 'loading';
      state.error = null;
    },
    termsLoaded(state, action: PayloadAction<EnrolmentTerms>) {
      state.terms = action.payload;
      state.termsStatus = 'ready';
      state.step = 'confirm';
    },
    termsFailed(state, action: PayloadAction<string>) {
      state.termsStatus = 'failed';
      state.error = action.payload;
    },
    /** Back from the confirmation screen to the choice. */
    choiceReopened(state) {
      state.step = 'choose';
      state.pay = 'idle';
    },
    /** "Pay and enrol" on the confirmation screen. */
    enrolConfirmed(state) {
      state.pay = 'loading';
      state.error = null;
    },
    enrolFailed(state, action: PayloadAction<string>) {
      state.pay = 'failed';
      state.error = action.payload;
    },
    /** My page's courses opened; `pay`: the month its address asks to pay at once (?pay=<id>:<YYYY-MM>). */
    myCoursesOpened(state, _action: PayloadAction<{ pay: { id: number; month: string } | null }>) {
      state.mineStatus = 'loading';
      state.mineError = null;
    },
    myCoursesLoaded(state, action: PayloadAction<Enrolment[]>) {
      state.mine = action.payload;
      state.mineStatus = 'ready';
    },
    myCoursesFailed(state, action: PayloadAction<string>) {
      state.mineStatus = 'failed';
      state.mineError = action.payload;
    },
    monthPayRequested(state, action: PayloadAction<{ id: number; month: string }>) {
      state.payingMonth = `${action.payload.id}:${action.payload.month}`;
      state.mineError = null;
    },
    monthPayFailed(state, action: PayloadAction<string>) {
      state.payingMonth = null;
      state.mineError = action.payload;
    },
    /** "Change the card" on a card enrolment (issue 40, point 5). */
    cardChangeRequested(state, action: PayloadAction<{ id: number }>) {
      state.changingCard = action.payload.id;
      state.mineError = null;
    },
    cardChangeFailed(state, action: PayloadAction<string>) {
      state.changingCard = null;
      state.mineError = action.payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(userLoggedOut, (state) => ({ ...initialEnrol, courses: state.courses, coursesStatus: state.coursesStatus })),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof enrolSlice> {}
}

export const withEnrol = enrolSlice.injectInto(rootReducer);
export const selectEnrol = withEnrol.selectSlice;

export const {
  enrolPageOpened,
  coursesLoaded,
  coursesFailed,
  courseChosen,
  startDateChosen,
  timesRequested,
  timesLoaded,
  timesFailed,
  weeklyTimeChosen,
  termsLoaded,
  termsFailed,
  choiceReopened,
  enrolConfirmed,
  enrolFailed,
  myCoursesOpened,
  myCoursesLoaded,
  myCoursesFailed,
  monthPayRequested,
  monthPayFailed,
  cardChangeRequested,
  cardChangeFailed,
} = enrolSlice.actions;
