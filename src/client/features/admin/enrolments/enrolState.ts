import type { PayloadAction } from '@reduxjs/toolkit';
import type { WalkInCustomerInput } from '../../../../shared/admin/enrolments.js';
import type { LanguageCode } from '../../../../shared/constants.js';
import type { EnrolmentTerms, WeeklyTime } from '../../../../shared/enrolment.js';
import type { CallStatus, LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The desk's "Enrol a customer" form: the customer (the bookings area's customer search, or the trial's customer),
// the course, the first day from which to look, a weekly time with a teacher, the terms the customer is shown before
// the desk confirms (as the visitor's final confirmation screen), then the enrolment, paid at the school.

/** What a trial booking's "Enrol" link fills in (its customer, teacher, weekday and time). */
export interface EnrolPrefill {
  fromBookingId: number | null;
  customerId: number | null;
  teacherId: number | null;
  weekday: number | null;
  start: string | null;
}

export interface EnrolPart {
  prefill: EnrolPrefill;
  customer: { id: number; name: string } | null;
  /** The receipt's and the terms' language (the customer's first language unless the desk changes it). */
  language: LanguageCode;
  courseId: number | null;
  /** The first day from which weekly times are offered (yyyy-MM-dd); null until today is known. */
  from: string | null;
  times: WeeklyTime[] | null;
  timesStatus: LoadStatus;
  time: WeeklyTime | null;
  terms: EnrolmentTerms | null;
  quoteStatus: LoadStatus;
  submit: CallStatus;
  message: ConsoleMessage | null;
}

const noPrefill: EnrolPrefill = { fromBookingId: null, customerId: null, teacherId: null, weekday: null, start: null };
export const initialEnrol: EnrolPart = {
  prefill: noPrefill,
  customer: null,
  language: 'ja',
  courseId: null,
  from: null,
  times: null,
  timesStatus: 'idle',
  time: null,
  terms: null,
  quoteStatus: 'idle',
  submit: 'idle',
  message: null,
};

type State = { enrol: EnrolPart };

/** A new choice of course or first day: the times are read again, and the time and terms chosen go. */
const timesAgain = (e: EnrolPart) => {
  e.times = null;
  e.time = null;
  e.terms = null;
  e.quoteStatus = 'idle';
  e.timesStatus = e.courseId !== null && e.from !== null ? 'loading' : 'idle';
};

export const enrolReducers = {
  enrolFormOpened(state: State, action: PayloadAction<EnrolPrefill>) {
    state.enrol = { ...initialEnrol, prefill: action.payload };
  },
  /** A customer picked in the search (or the trial's): the saga reads their name and first language. */
  enrolCustomerPicked(state: State, _action: PayloadAction<number>) {
    state.enrol.message = null;
  },
  /** A walk-in new to the school: the customer is made with what they gave, then chosen. */
  enrolWalkInSubmitted(state: State, _action: PayloadAction<WalkInCustomerInput>) {
    state.enrol.message = null;
  },
  enrolCustomerChosen(state: State, action: PayloadAction<{ id: number; name: string; language?: LanguageCode }>) {
    const { id, name, language } = action.payload;
    state.enrol.customer = { id, name };
    if (language) state.enrol.language = language;
  },
  enrolCustomerCleared(state: State, _action: PayloadAction<void>) {
    state.enrol.customer = null;
  },
  enrolLanguageChosen(state: State, action: PayloadAction<LanguageCode>) {
    state.enrol.language = action.payload;
    if (state.enrol.time) state.enrol.quoteStatus = 'loading';
  },
  enrolCourseChosen(state: State, action: PayloadAction<number>) {
    state.enrol.courseId = action.payload;
    timesAgain(state.enrol);
  },
  enrolFromChosen(state: State, action: PayloadAction<string>) {
    state.enrol.from = action.payload;
    timesAgain(state.enrol);
  },
  enrolTimesLoaded(state: State, action: PayloadAction<WeeklyTime[]>) {
    state.enrol.times = action.payload;
    state.enrol.timesStatus = 'ready';
  },
  enrolTimesFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.enrol.timesStatus = 'failed';
    state.enrol.message = action.payload;
  },
  /** A weekly time chosen: its terms are asked for. */
  enrolTimeChosen(state: State, action: PayloadAction<WeeklyTime>) {
    state.enrol.time = action.payload;
    state.enrol.terms = null;
    state.enrol.quoteStatus = 'loading';
    state.enrol.message = null;
  },
  enrolQuoted(state: State, action: PayloadAction<EnrolmentTerms>) {
    state.enrol.terms = action.payload;
    state.enrol.quoteStatus = 'ready';
  },
  enrolQuoteFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.enrol.quoteStatus = 'failed';
    state.enrol.message = action.payload;
  },
  /** The customer saw the terms and agreed: the desk confirms. */
  enrolConfirmed(state: State, _action: PayloadAction<void>) {
    state.enrol.submit = 'loading';
    state.enrol.message = null;
  },
  enrolDone(state: State, _action: PayloadAction<{ id: number; code: string }>) {
    state.enrol.submit = 'succeeded';
  },
  enrolFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.enrol.submit = 'failed';
    state.enrol.message = action.payload;
  },
};
