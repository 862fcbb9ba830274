import type { PayloadAction } from '@reduxjs/toolkit';
import type { EnrolmentListQuery, EnrolmentRow, TuitionReport } from '../../../../shared/admin/enrolments.js';
import type { Enrolment } from '../../../../shared/enrolment.js';
import type { LoadStatus } from '../../../api/callStatus.js';
import type { ConsoleMessage } from '../i18n/consoleMessage.js';

// The enrolments area's lists: the enrolments (by status, course, teacher), one enrolment's page (its months and
// "mark paid" at the desk), and tuition by month.

export interface ListPart {
  filter: EnrolmentListQuery;
  rows: EnrolmentRow[] | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

export interface DetailPart {
  enrolment: Enrolment | null;
  /** The student's name (their customer record's), read after the enrolment. */
  student: string | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
  /** The month being marked paid (its button waits). */
  paying: string | null;
  /** The outcome of the last "mark paid", said once. */
  notice: { severity: 'success' | 'error'; text: ConsoleMessage } | null;
}

export interface TuitionPart {
  /** YYYY-MM; null until the saga fills in this month (Japan). */
  month: string | null;
  report: TuitionReport | null;
  status: LoadStatus;
  error: ConsoleMessage | null;
}

export const initialList: ListPart = { filter: { status: 'active' }, rows: null, status: 'idle', error: null };
export const initialDetail: DetailPart = { enrolment: null, student: null, status: 'idle', error: null, paying: null, notice: null };
export const initialTuition: TuitionPart = { month: null, report: null, status: 'idle', error: null };

type State = { list: ListPart; detail: DetailPart; tuition: TuitionPart };

export const enrolmentsReducers = {
  enrolmentsFiltered(state: State, action: PayloadAction<EnrolmentListQuery>) {
    state.list.filter = action.payload;
    state.list.status = 'loading';
    state.list.error = null;
  },
  enrolmentsLoaded(state: State, action: PayloadAction<EnrolmentRow[]>) {
    state.list.rows = action.payload;
    state.list.status = 'ready';
  },
  enrolmentsLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.list.status = 'failed';
    state.list.error = action.payload;
  },
  enrolmentOpened(state: State, action: PayloadAction<number>) {
    if (state.detail.enrolment?.id !== action.payload) state.detail = { ...initialDetail };
    state.detail.status = 'loading';
  },
  enrolmentLoaded(state: State, action: PayloadAction<Enrolment>) {
    state.detail.enrolment = action.payload;
    state.detail.status = 'ready';
    state.detail.error = null;
  },
  enrolmentStudentLoaded(state: State, action: PayloadAction<string>) {
    state.detail.student = action.payload;
  },
  enrolmentLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.status = 'failed';
    state.detail.error = action.payload;
  },
  /** "Mark paid" confirmed for a month (cash or transfer at the desk). */
  tuitionPaidConfirmed(state: State, action: PayloadAction<{ id: number; month: string; way: 'cash' | 'transfer' }>) {
    state.detail.paying = action.payload.month;
    state.detail.notice = null;
  },
  tuitionPaid(state: State, action: PayloadAction<{ enrolment: Enrolment; month: string }>) {
    state.detail.enrolment = action.payload.enrolment;
    state.detail.paying = null;
    state.detail.notice = { severity: 'success', text: { id: 'enrolments.detail.paidDone', values: { month: action.payload.month } } };
  },
  tuitionPayFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.detail.paying = null;
    state.detail.notice = { severity: 'error', text: action.payload };
  },
  tuitionMonthChosen(state: State, action: PayloadAction<string | null>) {
    if (action.payload) state.tuition.month = action.payload;
    state.tuition.status = 'loading';
    state.tuition.error = null;
  },
  tuitionMonthFound(state: State, action: PayloadAction<string>) {
    state.tuition.month = action.payload;
  },
  tuitionLoaded(state: State, action: PayloadAction<TuitionReport>) {
    state.tuition.report = action.payload;
    state.tuition.status = 'ready';
  },
  tuitionLoadFailed(state: State, action: PayloadAction<ConsoleMessage>) {
    state.tuition.status = 'failed';
    state.tuition.error = action.payload;
  },
};
