import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../../app/rootReducer.js';
import { coursesReducers, initialCourseForm, initialCourses, type CourseFormPart, type CoursesPart } from './coursesState.js';
import { enrolReducers, initialEnrol, type EnrolPart } from './enrolState.js';
import {
  enrolmentsReducers,
  initialDetail,
  initialList,
  initialTuition,
  type DetailPart,
  type ListPart,
  type TuitionPart,
} from './enrolmentsState.js';

/**
 * The console's enrolments area (issue 40): courses (owners), the enrolments, one enrolment's page with its months,
 * the desk's "Enrol a customer" form, and tuition by month. Injected into the store when its module loads; its sagas
 * start with a route that names its area (enrolmentsArea.ts).
 */
export interface EnrolmentsState {
  courses: CoursesPart;
  courseForm: CourseFormPart;
  list: ListPart;
  detail: DetailPart;
  enrol: EnrolPart;
  tuition: TuitionPart;
}

const initialState: EnrolmentsState = {
  courses: initialCourses,
  courseForm: initialCourseForm,
  list: initialList,
  detail: initialDetail,
  enrol: initialEnrol,
  tuition: initialTuition,
};

export const enrolmentsSlice = createSlice({
  name: 'admin/enrolments',
  initialState,
  reducers: { ...coursesReducers, ...enrolmentsReducers, ...enrolReducers },
  selectors: {
    selectCourses: (s) => s.courses,
    selectCourseForm: (s) => s.courseForm,
    selectEnrolmentList: (s) => s.list,
    selectEnrolmentDetail: (s) => s.detail,
    selectEnrol: (s) => s.enrol,
    selectTuition: (s) => s.tuition,
  },
});

export const { selectCourses, selectCourseForm, selectEnrolmentList, selectEnrolmentDetail, selectEnrol, selectTuition } =
  enrolmentsSlice.injectInto(rootReducer).selectors;

export const {
  coursesNeeded,
  coursesLoaded,
  coursesLoadFailed,
  courseFormOpened,
  courseFormClosed,
  courseRead,
  courseReadFailed,
  courseSaveSubmitted,
  courseRetireConfirmed,
  courseSaved,
  courseSaveFailed,
  enrolmentsFiltered,
  enrolmentsLoaded,
  enrolmentsLoadFailed,
  enrolmentOpened,
  enrolmentLoaded,
  enrolmentStudentLoaded,
  enrolmentLoadFailed,
  tuitionPaidConfirmed,
  tuitionPaid,
  tuitionPayFailed,
  tuitionMonthChosen,
  tuitionMonthFound,
  tuitionLoaded,
  tuitionLoadFailed,
  enrolFormOpened,
  enrolCustomerPicked,
  enrolWalkInSubmitted,
  enrolCustomerChosen,
  enrolCustomerCleared,
  enrolLanguageChosen,
  enrolCourseChosen,
  enrolFromChosen,
  enrolTimesLoaded,
  enrolTimesFailed,
  enrolTimeChosen,
  enrolQuoted,
  enrolQuoteFailed,
  enrolConfirmed,
  enrolDone,
  enrolFailed,
} = enrolmentsSlice.actions;
