import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/rootReducer.js';
import { bookingsReducers, initialBookings, type BookingsState } from './bookings/bookingsState.js';
import { initialNumbers, numbersReducers, type NumbersState } from './numbers/numbersState.js';
import { initialSchedule, scheduleReducers, type ScheduleState } from './schedule/scheduleState.js';
import { initialReauth, reauthReducers, type ReauthState } from './reauthState.js';
import { initialStaff, staffReducers, type StaffState } from './staff/staffState.js';
import { initialLocale, localeReducers, type LocaleState } from './localeState.js';
import { initialTeachers, teachersReducers, type TeachersState } from './teachers/teachersState.js';
import { initialToday, todayReducers, type TodayState } from './today/todayState.js';
import { deskMailReducers, initialDeskMail, type DeskMailState } from './bookings/deskMailState.js';
import { customersReducers, initialCustomers, type CustomersState } from './customers/customersState.js';
import { initialMove, moveReducers, type MoveState } from './bookings/moveState.js';
import { closeDatesReducers } from './schedule/closeDatesState.js';
import { customerPickerReducers, initialPicker, type CustomerPickerState } from './bookings/customerPickerState.js';
import { initialLinks, linksReducers, type LinksState } from './links/linksState.js';
import { initialMyClasses, myClassesReducers, type MyClassesState } from './today/myClassesState.js';
import { languageSelected } from '../ui/uiSlice.js';

/**
 * The console's one slice, `admin`, injected into the store when the console's chunk loads
 * (no visitor page carries it). Its parts live side by side: bookings (lists, day/week view, a booking,
 * the phone booking form), schedule, staff (members, invitations, the member's own settings, activity),
 * numbers.
 */
export interface AdminState {
  bookings: BookingsState;
  schedule: ScheduleState;
  staff: StaffState;
  numbers: NumbersState;
  /** The password prompt of the sensitive calls. */
  reauth: ReauthState;
  /** The console's language. */
  locale: LocaleState;
  /** The school's teachers. */
  teachers: TeachersState;
  /** The front desk's day. */
  today: TodayState;
  /** The desk's emails from a booking's page. */
  deskMail: DeskMailState;
  /** Customers and the staff-only notes. */
  customers: CustomersState;
  /** Moving the open booking to another time. */
  move: MoveState;
  /** The new-booking form's search for a customer who came before. */
  picker: CustomerPickerState;
  /** Tracked links and their QR codes. */
  links: LinksState;
  /** A teacher's own classes. */
  myClasses: MyClassesState;
}

const initialState: AdminState = {
  bookings: initialBookings,
  schedule: initialSchedule,
  staff: initialStaff,
  numbers: initialNumbers,
  reauth: initialReauth,
  locale: initialLocale,
  teachers: initialTeachers,
  today: initialToday,
  deskMail: initialDeskMail,
  customers: initialCustomers,
  move: initialMove,
  picker: initialPicker,
  links: initialLinks,
  myClasses: initialMyClasses,
};

export const adminSlice = createSlice({
  name: 'admin',
  initialState,
  reducers: {
    ...bookingsReducers,
    ...scheduleReducers,
    ...staffReducers,
    ...numbersReducers,
    ...reauthReducers,
    ...localeReducers,
    ...teachersReducers,
    ...todayReducers,
    ...deskMailReducers,
    ...customersReducers,
    ...moveReducers,
    ...closeDatesReducers,
    ...customerPickerReducers,
    ...linksReducers,
    ...myClassesReducers,
  },
  extraReducers: (builder) =>
    // a language chosen in the site's header is the console's too, unless the member's setting says otherwise
    builder.addCase(languageSelected, (state, action) => void (state.locale.detected = action.payload)),
});

declare module '../../app/rootReducer.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the slice
  export interface LazyLoadedSlices extends WithSlice<typeof adminSlice> {}
}

/** The root reducer with the admin slice in it; its selectSlice gives the slice's state (the initial one before any action). */
export const withAdmin = adminSlice.injectInto(rootReducer);

// ---- bookings part: actions ----
export const {
  bookingsPageOpened,
  bookingsSearchSubmitted,
  bookingsPageChosen,
  bookingsLoaded,
  bookingsLoadFailed,
  bookingRowChosen,
  calendarPageOpened,
  calendarTodayFound,
  calendarDateChosen,
  calendarTodayChosen,
  calendarDaysChosen,
  calendarStepped,
  calendarTeacherChosen,
  calendarLoaded,
  calendarLoadFailed,
  slotChangeAsked,
  slotChangeDismissed,
  slotChangeConfirmed,
  slotChanged,
  slotChangeFailed,
  bookingDetailOpened,
  bookingDetailLoaded,
  bookingDetailLoadFailed,
  cancelDialogOpened,
  cancelDialogClosed,
  refundConfirmed,
  bookingCanceledByStaff,
  bookingCancelConflicted,
  bookingCancelRefused,
  attendanceMarked,
  attendanceSaved,
  attendanceFailed,
  teacherDialogOpened,
  teacherDialogClosed,
  teacherReassignConfirmed,
  teacherReassigned,
  teacherReassignRefused,
  bookingActionRequested,
  bookingActionDismissed,
  bookingActionDone,
  bookingActionFailed,
  newBookingPageOpened,
  newBookingDateChosen,
  newBookingSlotsLoaded,
  newBookingPriceLoaded,
  newBookingSlotsFailed,
  newBookingSlotToggled,
  newBookingTeacherChosen,
  phoneBookingSubmitted,
  phoneBookingCreated,
  phoneBookingFailed,
} = adminSlice.actions;

// ---- schedule, staff and numbers parts: actions ----
export const {
  schedulePageOpened,
  scheduleReloadRequested,
  scheduleSaveRefusedLocally,
  scheduleLoaded,
  scheduleLoadFailed,
  scheduleSaveSubmitted,
  scheduleSaved,
  scheduleSaveFailed,
  numbersPageOpened,
  numbersPeriodChosen,
  numbersRangeSubmitted,
  numbersRequested,
  numbersLoaded,
  numbersLoadFailed,
  staffPageOpened,
  staffLoaded,
  staffLoadFailed,
  inviteSubmitted,
  invitationSent,
  inviteFailed,
  memberRoleSubmitted,
  invitationRevokeSubmitted,
  memberActionDone,
  memberActionFailed,
  settingsPageOpened,
  selfLoaded,
  selfLoadFailed,
  notificationsToggled,
  notificationsSaved,
  notificationsSaveFailed,
  calendarFeedRequested,
  calendarFeedCreated,
  calendarFeedStopRequested,
  calendarFeedStopped,
  calendarFeedFailed,
  activityPageOpened,
  activityMoreRequested,
  activityFilterChanged,
  activityLoaded,
  activityLoadFailed,
  invitationPageOpened,
  invitationInfoLoaded,
  invitationInfoFailed,
  invitationAcceptSubmitted,
  invitationAccepted,
  invitationAcceptFailed,
  reauthAsked,
  reauthSubmitted,
  reauthFailed,
  reauthConfirmed,
  reauthCanceled,
  csvExportRequested,
} = adminSlice.actions;

// ---- locale part: actions ----
export const { consoleLanguageDetected, consoleLanguageLoaded, consoleLanguageLoadFailed } = adminSlice.actions;

// ---- staff part: the member's console language setting ----
export const { consoleLanguageChosen, consoleLanguageSaved, consoleLanguageSaveFailed } = adminSlice.actions;

// ---- teachers part: actions ----
export const { teachersNeeded, teachersLoaded, teachersLoadFailed } = adminSlice.actions;
export const {
  teacherFormOpened,
  teacherFormClosed,
  teacherSaveSubmitted,
  teacherSaveRefusedLocally,
  teacherSaved,
  teacherRetireConfirmed,
  teacherRestoreSubmitted,
  teacherRetired,
  teacherRestored,
  teacherChangeFailed,
} = adminSlice.actions;

// ---- today part: actions ----
export const {
  todayPageOpened,
  todayDateFound,
  todayDateChosen,
  todayLoaded,
  todayLoadFailed,
  todayAttendanceTapped,
  todayAttendanceSaved,
  todayAttendanceFailed,
} = adminSlice.actions;

// ---- desk mail part: actions ----
export const {
  deskResendRequested,
  deskResendDismissed,
  customerEmailDialogOpened,
  customerEmailDialogClosed,
  customerEmailSubmitted,
  customerEmailRefused,
  deskMailSent,
  deskMailFailed,
} = adminSlice.actions;

// ---- customers part: actions ----
export const {
  customersPageOpened,
  customersSearchSubmitted,
  customersPageChosen,
  customersLoaded,
  customersLoadFailed,
  customerOpened,
  customerLoaded,
  customerLoadFailed,
  customerNoteSubmitted,
  customerNoteSaved,
  customerNoteFailed,
  bookingNoteSubmitted,
  bookingNoteSaved,
  bookingNoteFailed,
} = adminSlice.actions;

// ---- move part: moving a booking to another time ----
export const {
  moveDialogOpened,
  moveDialogClosed,
  moveDateChosen,
  moveSlotsLoaded,
  moveSlotsFailed,
  moveSlotToggled,
  moveDifferenceChosen,
  moveConfirmed,
  bookingMoved,
  moveRefused,
} = adminSlice.actions;

// ---- schedule part: closing dates with their bookings (closeDatesState.ts) ----
export const { closeDatesDialogOpened, closeDatesDialogClosed, closeDatesConfirmed, datesClosedWithBookings, closeDatesFailed } =
  adminSlice.actions;

// ---- picker part: the new-booking form's customer search (customerPickerState.ts) ----
export const { deskCustomerSearched, deskCustomersFound, deskCustomerSearchFailed, deskCustomerPicked, deskCustomerCleared } =
  adminSlice.actions;
// ---- links part: actions ----
export const {
  linksPageOpened,
  linksLoaded,
  linksLoadFailed,
  linkCreateSubmitted,
  linkCreated,
  linkCreateFailed,
  linkArchiveChangeConfirmed,
  linkArchiveChanged,
  linkArchiveChangeFailed,
  linkCopyRequested,
  linkCopied,
  linkCopyFailed,
} = adminSlice.actions;

// ---- a teacher's classes: actions ----
export const {
  myClassesOpened,
  myClassesTodayFound,
  myClassesDateChosen,
  myClassesLoaded,
  myClassesLoadFailed,
  myClassAttendanceTapped,
  myClassAttendanceSaved,
  myClassAttendanceFailed,
} = adminSlice.actions;
