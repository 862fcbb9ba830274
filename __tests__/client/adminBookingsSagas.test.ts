import { ApiError } from '../../src/client/api/client';
import {
  attendanceMarked,
  bookingDetailOpened,
  bookingsPageChosen,
  bookingsPageOpened,
  bookingsSearchSubmitted,
  calendarDateChosen,
  calendarDaysChosen,
  calendarPageOpened,
  calendarStepped,
  cancelDialogOpened,
  newBookingDateChosen,
  newBookingPageOpened,
  newBookingSlotToggled,
  newBookingTeacherChosen,
  phoneBookingSubmitted,
  refundConfirmed,
  slotChangeAsked,
  slotChangeConfirmed,
  calendarTeacherChosen,
  teacherDialogClosed,
  teacherDialogOpened,
  teacherReassignConfirmed,
  selectBookingDetail,
  selectBookingsList,
  selectBookingsListError,
  selectBookingsListStatus,
  selectCalendar,
  selectPhoneBooking,
} from '../../src/client/features/admin/bookings/bookingsSlice';
import { LANGUAGE_NOT_TAUGHT, REASSIGN_NOT_FREE } from '../../src/shared/admin/teachers';
import { TEACHER_NOT_FREE } from '../../src/shared/teachers';
import {
  ALREADY_CANCELED,
  ATTENDANCE_TOO_EARLY,
  EXPORT_RANGE_BACKWARDS,
  NOTHING_PAID_PARTIAL,
  PHONE_INVALID,
} from '../../src/shared/admin/bookingWords';
import type { BookingListQuery, StaffBookingBody } from '../../src/shared/admin/bookings';
import { tokyoToday } from '../../src/shared/dates';
import { dayView, flush, kim, kimRefunded, kimWithTeacher, row } from './adminBookingsFixtures';
import { schedule } from './adminOfficeFixtures';
import { fakeAdminApi, startConsole } from './adminTestStore';

// Bookings: the console's bookings flows, told as stories on the real store with a fake staff API.

describe('the bookings list', () => {
  test('staff search by name and a date range, get 25 a page, and move to the next page', async () => {
    const listBookings = jest.fn(async (q: BookingListQuery) => {
      const page = Number(q.page ?? 1);
      return {
        items: Array.from({ length: page === 2 ? 5 : 25 }, (_, i) => row((page === 2 ? 26 : 1) + i)),
        total: 30,
        page,
        page_size: 25,
      };
    });
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ listBookings }), path: '/admin/bookings' });
    store.dispatch(bookingsPageOpened());
    await flush();
    expect(listBookings).toHaveBeenLastCalledWith({ page: 1, page_size: 25 });

    store.dispatch(bookingsSearchSubmitted({ q: ' kim ', from: '2031-05-01', to: '2031-05-31', status: 'Confirmed' }));
    expect(read(selectBookingsListStatus)).toBe('loading');
    await flush();
    expect(listBookings).toHaveBeenLastCalledWith({
      q: 'kim',
      from: '2031-05-01',
      to: '2031-05-31',
      status: 'Confirmed',
      page: 1,
      page_size: 25,
    });
    expect(read(selectBookingsList)?.items).toHaveLength(25);

    store.dispatch(bookingsPageChosen(2));
    await flush();
    expect(listBookings).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'kim', page: 2 }));
    expect(read(selectBookingsList)?.items.map((b) => b.id)).toEqual([26, 27, 28, 29, 30]);
    // the search is kept: coming back to the list shows it again
    store.dispatch(bookingsPageOpened());
    await flush();
    expect(listBookings).toHaveBeenLastCalledWith(expect.objectContaining({ q: 'kim', page: 2 }));
  });

  test("a failed search keeps the server's detail when the console knows it, else says so in its own words", async () => {
    const listBookings = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(400, EXPORT_RANGE_BACKWARDS))
      .mockRejectedValueOnce(new ApiError(500, 'Something went wrong on our side.'));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ listBookings }) });
    store.dispatch(bookingsSearchSubmitted({ q: '', from: '2031-5-1', to: '', status: '' }));
    await flush();
    expect(read(selectBookingsListStatus)).toBe('failed');
    expect(read(selectBookingsListError)).toEqual({ id: 'bookings.list.failed', detail: EXPORT_RANGE_BACKWARDS });
    store.dispatch(bookingsPageChosen(1));
    await flush();
    expect(read(selectBookingsListError)).toEqual({ id: 'bookings.list.failed', detail: 'Something went wrong on our side.' });
  });
});

describe('the day & week view', () => {
  test("the day view opens on today in Japan, then a chosen Thursday's week starts on its Monday and moves a week on", async () => {
    const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getCalendarView }) });
    store.dispatch(calendarPageOpened());
    await flush();
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: tokyoToday(), days: 1 });
    expect(read(selectCalendar).date).toBe(tokyoToday());

    store.dispatch(calendarDateChosen('2031-05-01'));
    await flush();
    expect(read(selectCalendar).view?.days[0].slots[0].bookings[0].user_name).toBe('Guest Kim');

    store.dispatch(calendarDaysChosen(7));
    await flush();
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-04-28', days: 7 });
    store.dispatch(calendarStepped(1));
    await flush();
    expect(read(selectCalendar).date).toBe('2031-05-08');
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-05', days: 7 });
    expect(read(selectCalendar).status).toBe('ready');
  });

  test('an owner closes a free slot: asked first, then it is closed, said so, and the view reloaded', async () => {
    const getCalendarView = jest.fn(async () => dayView());
    const closeSlot = jest.fn(async (id: number) => ({ id, closed: true }));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getCalendarView, closeSlot }) });
    store.dispatch(calendarDateChosen('2031-05-01'));
    await flush();
    store.dispatch(slotChangeAsked({ slotId: 3, close: true, label: 'Thu 1 May 11:00-11:30', bookings: 0 }));
    expect(read(selectCalendar).slotChange?.slotId).toBe(3);
    expect(closeSlot).not.toHaveBeenCalled();

    store.dispatch(slotChangeConfirmed());
    await flush();
    expect(closeSlot).toHaveBeenCalledWith(3);
    expect(read(selectCalendar).slotChange).toBeNull();
    expect(read(selectCalendar).slotMessage).toEqual({ id: 'calendar.closedDone', values: { slot: 'Thu 1 May 11:00-11:30' } });
    expect(getCalendarView).toHaveBeenCalledTimes(2);
  });
});

describe("a booking's page", () => {
  test('a partial refund: staff are asked, the cancel goes with the amount, the booking is reloaded and the answer shown', async () => {
    const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValueOnce(kimRefunded);
    const cancelBooking = jest.fn(async () => ({
      detail: 'Booking canceled. ¥3,000 is being refunded to the customer’s card.',
      booking_id: 7,
    }));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, cancelBooking }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    expect(getBooking).toHaveBeenCalledWith('7');
    expect(read(selectBookingDetail).booking?.status).toBe('Confirmed');

    store.dispatch(cancelDialogOpened());
    expect(read(selectBookingDetail).cancelOpen).toBe(true);
    const decided_on = { status: 'Confirmed' as const, paid_yen: 6000 };
    store.dispatch(refundConfirmed({ decided_on, refund: 'partial', amount: 3000, reason: 'Half, as agreed by phone' }));
    expect(read(selectBookingDetail).cancelStatus).toBe('loading');
    await flush();
    expect(cancelBooking).toHaveBeenCalledWith('7', { decided_on, refund: 'partial', amount: 3000, reason: 'Half, as agreed by phone' });
    expect(getBooking).toHaveBeenCalledTimes(2);
    const detail = read(selectBookingDetail);
    expect(detail.cancelOpen).toBe(false);
    // the console's own words for what was done, the amount in the member's way of writing yen
    expect(detail.outcome).toEqual({ severity: 'success', text: { id: 'bookings.cancel.doneCard', values: { amount: 3000 } } });
    expect(detail.booking?.status).toBe('Canceled');
    expect(detail.booking?.refund_amount).toBe(3000);
  });

  test('a refund another member already made (409) is said plainly, and the booking shown as it is now', async () => {
    const getBooking = jest.fn().mockResolvedValueOnce(kim).mockResolvedValue(kimRefunded);
    const cancelBooking = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, ALREADY_CANCELED))
      .mockRejectedValueOnce(new ApiError(409, 'This booking changed after you opened it: it is now Canceled, with ¥6,000 paid.'));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, cancelBooking }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(cancelDialogOpened());
    store.dispatch(refundConfirmed({ decided_on: { status: 'Confirmed', paid_yen: 6000 }, refund: 'full' }));
    await flush();
    const detail = read(selectBookingDetail);
    expect(detail.outcome).toEqual({ severity: 'warning', text: { id: 'bookings.cancel.changed', detail: ALREADY_CANCELED } });
    expect(detail.cancelOpen).toBe(false);
    expect(detail.booking?.status).toBe('Canceled');
    // a refusal with the booking's state in it: the console's own words (the booking shown says the rest)
    store.dispatch(cancelDialogOpened());
    store.dispatch(refundConfirmed({ decided_on: { status: 'Confirmed', paid_yen: 6000 }, refund: 'full' }));
    await flush();
    expect(read(selectBookingDetail).outcome).toEqual({
      severity: 'warning',
      text: { id: 'bookings.cancel.changed', detail: 'This booking changed after you opened it: it is now Canceled, with ¥6,000 paid.' },
    });
  });

  test('a refused cancel (400) stays in the dialog with the reason, and nothing is reloaded', async () => {
    const getBooking = jest.fn(async () => kim);
    const cancelBooking = () => Promise.reject(new ApiError(400, NOTHING_PAID_PARTIAL));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, cancelBooking }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(cancelDialogOpened());
    store.dispatch(refundConfirmed({ decided_on: { status: 'Confirmed', paid_yen: 6000 }, refund: 'partial', amount: 6000 }));
    await flush();
    expect(read(selectBookingDetail).cancelOpen).toBe(true);
    expect(read(selectBookingDetail).cancelError).toEqual({ id: 'bookings.cancel.failed', detail: NOTHING_PAID_PARTIAL });
    expect(getBooking).toHaveBeenCalledTimes(1);
  });

  test("attendance is marked and shown; a refusal shows the server's words", async () => {
    const past = { ...kim, booking_date: '2026-01-10' };
    const getBooking = jest
      .fn()
      .mockResolvedValueOnce(past)
      .mockResolvedValueOnce({ ...past, attendance: 'no_show' });
    const setAttendance = jest
      .fn()
      .mockResolvedValueOnce({ detail: 'Marked as no-show.', booking_id: 7 })
      .mockRejectedValueOnce(new ApiError(409, ATTENDANCE_TOO_EARLY));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, setAttendance }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(attendanceMarked('no_show'));
    await flush();
    expect(setAttendance).toHaveBeenCalledWith('7', { attendance: 'no_show' });
    expect(read(selectBookingDetail).booking?.attendance).toBe('no_show');
    expect(read(selectBookingDetail).outcome?.text).toEqual({ id: 'bookings.actions.noShow' });

    store.dispatch(attendanceMarked(null));
    await flush();
    expect(setAttendance).toHaveBeenLastCalledWith('7', { attendance: null });
    expect(read(selectBookingDetail).outcome).toEqual({
      severity: 'error',
      text: { id: 'bookings.actions.attendanceFailed', detail: ATTENDANCE_TOO_EARLY },
    });
  });
});

describe('a booking taken by phone or at the desk', () => {
  const body = (ids: number[]): StaffBookingBody => ({
    booking_date: '2031-05-01',
    timeslot_ids: ids,
    user_name: 'Walk-in Mori',
    user_email: 'mori@example.com',
    language: 'ja',
    source: 'phone',
    payment: 'cash',
  });

  async function chooseSlots(adminApi: ReturnType<typeof fakeAdminApi>) {
    const started = startConsole({ adminApi, path: '/admin/new-booking' });
    started.store.dispatch(newBookingPageOpened());
    await flush();
    started.store.dispatch(newBookingDateChosen('2031-05-01'));
    await flush();
    for (const id of [3, 4, 5, 6]) started.store.dispatch(newBookingSlotToggled(id));
    return started;
  }

  test("the form knows the school's current price per timeslot, so the total is shown as slots are picked", async () => {
    const getSchedule = jest.fn(async () => ({ ...schedule, settings: { ...schedule.settings, pricePerSlotYen: 1800 } }));
    const { read } = await chooseSlots(fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), getSchedule }));
    expect(getSchedule).toHaveBeenCalledTimes(1);
    const phone = read(selectPhoneBooking);
    expect(phone.pricePerSlot).toBe(1800);
    expect(phone.picked.length * phone.pricePerSlot!).toBe(7200);
  });

  test('without the schedule (refused), the form still works and says how the total is made', async () => {
    const { read } = await chooseSlots(fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from) }));
    expect(read(selectPhoneBooking).pricePerSlot).toBeNull();
    expect(read(selectPhoneBooking).picked).toEqual([3, 4, 5, 6]);
  });

  test('paid in cash: the booking is made and its page opens saying so', async () => {
    const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
    const createBooking = jest.fn(async () => ({ detail: 'Booking REF0000042x confirmed: paid on site, ¥6,000.', booking_id: 42 }));
    const getBooking = jest.fn(async () => ({ ...kim, id: 42, source: 'phone' as const }));
    const { store, read, visited } = await chooseSlots(fakeAdminApi({ getCalendarView, createBooking, getBooking }));
    expect(getCalendarView).toHaveBeenNthCalledWith(1, { from: tokyoToday(), days: 1 });
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1 });
    expect(read(selectPhoneBooking).picked).toEqual([3, 4, 5, 6]);

    store.dispatch(phoneBookingSubmitted(body([3, 4, 5, 6])));
    await flush();
    expect(createBooking).toHaveBeenCalledWith(body([3, 4, 5, 6]));
    expect(visited).toEqual(['/admin/bookings/42']);
    const done = { id: 'bookings.new.doneCash', values: { email: 'mori@example.com' } };
    expect(read(selectBookingDetail).outcome?.text).toEqual(done);
    // the booking's page (the router opens it) keeps that answer above the booking
    store.dispatch(bookingDetailOpened('42'));
    await flush();
    expect(getBooking).toHaveBeenCalledWith('42');
    expect(read(selectBookingDetail).booking?.source).toBe('phone');
    expect(read(selectBookingDetail).outcome?.text).toEqual(done);
  });

  test('a walk-in at the desk with only a name, paid in cash: booked without an email, its page says none was sent', async () => {
    const walkIn: StaffBookingBody = { ...body([3, 4, 5, 6]), user_email: undefined, user_name: 'Walk-in Mori', source: 'desk' };
    delete walkIn.user_email;
    const createBooking = jest.fn(async () => ({ detail: 'Booking confirmed and paid at the desk (¥6,000).', booking_id: 43 }));
    const getSchedule = jest.fn(async () => schedule);
    const { store, read, visited } = await chooseSlots(
      fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), getSchedule, createBooking }),
    );
    // the desk sees the total before taking the money: 4 × ¥3,000
    const phone = read(selectPhoneBooking);
    expect([phone.picked.length, phone.pricePerSlot]).toEqual([4, 3000]);
    store.dispatch(phoneBookingSubmitted(walkIn));
    await flush();
    expect(createBooking).toHaveBeenCalledWith(walkIn);
    expect(createBooking.mock.calls[0]).not.toHaveProperty([0, 'user_email']);
    expect(visited).toEqual(['/admin/bookings/43']);
    expect(read(selectBookingDetail).outcome?.text).toEqual({ id: 'bookings.new.doneCashNoEmail' });
  });

  test('a seat just taken (409): said so and the slots reloaded, the taken one no longer chosen', async () => {
    const taken = dayView();
    taken.days[0].slots[3] = { ...taken.days[0].slots[3], seats_free: 0 };
    const getCalendarView = jest.fn().mockResolvedValueOnce(dayView()).mockResolvedValueOnce(dayView()).mockResolvedValueOnce(taken);
    const createBooking = () => Promise.reject(new ApiError(409, 'Some of the chosen timeslots were just taken.'));
    const { store, read, visited } = await chooseSlots(fakeAdminApi({ getCalendarView, createBooking }));
    store.dispatch(phoneBookingSubmitted(body([3, 4, 5, 6])));
    await flush();
    const phone = read(selectPhoneBooking);
    expect(phone.submitError).toMatchObject({ id: 'bookings.new.slotTaken' });
    expect(phone.conflict).toBe(true);
    expect(getCalendarView).toHaveBeenCalledTimes(3);
    expect(phone.slots[3].seats_free).toBe(0);
    expect(phone.picked).toEqual([3, 5, 6]);
    expect(visited).toEqual([]);
  });

  test("a refused booking (400) shows the refused field's words and keeps the form", async () => {
    const detail = `Invalid request: phone: ${PHONE_INVALID}`;
    const createBooking = () => Promise.reject(new ApiError(400, detail, { detail, errors: [{ field: 'phone', message: PHONE_INVALID }] }));
    const { store, read } = await chooseSlots(fakeAdminApi({ getCalendarView: async ({ from }) => dayView(from), createBooking }));
    store.dispatch(phoneBookingSubmitted(body([3, 4, 5])));
    await flush();
    expect(read(selectPhoneBooking).submitError).toEqual({ id: 'bookings.new.failed', detail: PHONE_INVALID });
    expect(read(selectPhoneBooking).conflict).toBe(false);
    expect(read(selectPhoneBooking).picked).toEqual([3, 4, 5, 6]);
  });
});

describe('teachers', () => {
  test("the day view's teacher filter is kept in the view's state and sent as `teacher`; All teachers sends none", async () => {
    const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getCalendarView }) });
    store.dispatch(calendarDateChosen('2031-05-01'));
    await flush();
    store.dispatch(calendarTeacherChosen(2));
    expect(read(selectCalendar).teacher).toBe(2);
    await flush();
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1, teacher: '2' });
    // the filter stays as the view moves on
    store.dispatch(calendarDaysChosen(7));
    await flush();
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-04-28', days: 7, teacher: '2' });
    store.dispatch(calendarTeacherChosen(null));
    await flush();
    expect(getCalendarView.mock.calls.at(-1)?.[0]).not.toHaveProperty('teacher');
  });

  test("the bookings search sends the chosen teacher's id, and none when any teacher is wanted", async () => {
    const listBookings = jest.fn(async () => ({ items: [row(1)], total: 1, page: 1, page_size: 25 }));
    const { store } = startConsole({ adminApi: fakeAdminApi({ listBookings }) });
    store.dispatch(bookingsSearchSubmitted({ q: '', from: '', to: '', status: '', teacher: '2' }));
    await flush();
    expect(listBookings).toHaveBeenLastCalledWith({ teacher: '2', page: 1, page_size: 25 });
    store.dispatch(bookingsSearchSubmitted({ q: '', from: '', to: '', status: '', teacher: '' }));
    await flush();
    expect(listBookings.mock.calls.at(-1)).not.toHaveProperty([0, 'teacher']);
  });

  test('change teacher: the dialog opens, the choice is sent, the booking reloaded and the outcome said', async () => {
    const moved = { ...kimWithTeacher, teacher: { id: 2, name: 'Sam Lee', assignment: 'staff' as const } };
    const getBooking = jest.fn().mockResolvedValueOnce(kimWithTeacher).mockResolvedValueOnce(moved);
    const reassignTeacher = jest.fn(async () => ({ detail: "The class is now Sam Lee's.", booking_id: 7 }));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, reassignTeacher }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(teacherDialogOpened());
    expect(read(selectBookingDetail).teacherOpen).toBe(true);
    store.dispatch(teacherReassignConfirmed({ teacher_id: 2, name: 'Sam Lee' }));
    expect(read(selectBookingDetail).teacherStatus).toBe('loading');
    await flush();
    expect(reassignTeacher).toHaveBeenCalledWith('7', { teacher_id: 2 });
    const detail = read(selectBookingDetail);
    expect(detail.teacherOpen).toBe(false);
    expect(detail.outcome).toEqual({ severity: 'success', text: { id: 'bookings.teacher.changed', values: { name: 'Sam Lee' } } });
    expect(getBooking).toHaveBeenCalledTimes(2);
    expect(detail.booking?.teacher).toEqual({ id: 2, name: 'Sam Lee', assignment: 'staff' });
  });

  test('change teacher to one who does not teach the lesson’s language: refused and said; confirmed, it is sent as confirmed', async () => {
    const refusal = new ApiError(409, LANGUAGE_NOT_TAUGHT, { detail: LANGUAGE_NOT_TAUGHT, code: 'lesson_language' });
    const reassignTeacher = jest
      .fn()
      .mockRejectedValueOnce(refusal)
      .mockResolvedValueOnce({ detail: 'The teacher was changed.', booking_id: 7 });
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking: jest.fn(async () => kimWithTeacher), reassignTeacher }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(teacherDialogOpened());
    store.dispatch(teacherReassignConfirmed({ teacher_id: 2, name: 'Sam Lee' }));
    await flush();
    expect(read(selectBookingDetail).teacherError).toMatchObject({ detail: LANGUAGE_NOT_TAUGHT });
    expect(read(selectBookingDetail).teacherOpen).toBe(true);
    store.dispatch(teacherReassignConfirmed({ teacher_id: 2, name: 'Sam Lee', language_confirmed: true }));
    await flush();
    expect(reassignTeacher).toHaveBeenLastCalledWith('7', { teacher_id: 2, language_confirmed: true });
    expect(read(selectBookingDetail).teacherOpen).toBe(false);
  });

  test('change teacher refused (409, not free): the dialog stays open with the reason; nothing is reloaded', async () => {
    const getBooking = jest.fn(async () => kimWithTeacher);
    const reassignTeacher = jest.fn(() => Promise.reject(new ApiError(409, REASSIGN_NOT_FREE)));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getBooking, reassignTeacher }) });
    store.dispatch(bookingDetailOpened('7'));
    await flush();
    store.dispatch(teacherDialogOpened());
    store.dispatch(teacherReassignConfirmed({ teacher_id: 2, name: 'Sam Lee' }));
    await flush();
    const detail = read(selectBookingDetail);
    expect(detail.teacherOpen).toBe(true);
    expect(detail.teacherStatus).toBe('failed');
    expect(detail.teacherError).toEqual({ id: 'bookings.teacher.notFree', detail: REASSIGN_NOT_FREE });
    expect(detail.outcome).toBeNull();
    expect(getBooking).toHaveBeenCalledTimes(1);
    // closing and opening again starts afresh
    store.dispatch(teacherDialogClosed());
    store.dispatch(teacherDialogOpened());
    expect(read(selectBookingDetail).teacherError).toBeNull();
  });

  test("the desk's teacher choice shows that teacher's free times; a slot they are busy in is no longer chosen", async () => {
    const busy = dayView();
    busy.days[0].slots[3] = { ...busy.days[0].slots[3], seats_free: 0 };
    const getCalendarView = jest.fn(async ({ from, teacher }: { from: string; teacher?: string }) =>
      teacher === '1' ? busy : dayView(from),
    );
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getCalendarView }) });
    store.dispatch(newBookingPageOpened());
    await flush();
    store.dispatch(newBookingDateChosen('2031-05-01'));
    await flush();
    for (const id of [3, 4, 5, 6]) store.dispatch(newBookingSlotToggled(id));
    store.dispatch(newBookingTeacherChosen(1));
    expect(read(selectPhoneBooking).teacher).toBe(1);
    await flush();
    expect(getCalendarView).toHaveBeenLastCalledWith({ from: '2031-05-01', days: 1, teacher: '1' });
    expect(read(selectPhoneBooking).picked).toEqual([3, 5, 6]);
    store.dispatch(newBookingTeacherChosen(null));
    await flush();
    expect(getCalendarView.mock.calls.at(-1)?.[0]).not.toHaveProperty('teacher');
    expect(read(selectPhoneBooking).slots[3].seats_free).toBe(1);
  });

  test('the desk books a chosen teacher (teacher_id sent); that teacher being busy (409) is not a seat taken', async () => {
    const getCalendarView = jest.fn(async ({ from }: { from: string }) => dayView(from));
    const createBooking = jest.fn(() => Promise.reject(new ApiError(409, TEACHER_NOT_FREE)));
    const { store, read } = startConsole({ adminApi: fakeAdminApi({ getCalendarView, createBooking }) });
    store.dispatch(newBookingPageOpened());
    await flush();
    store.dispatch(newBookingDateChosen('2031-05-01'));
    await flush();
    for (const id of [3, 4, 5, 6]) store.dispatch(newBookingSlotToggled(id));
    const body: StaffBookingBody = {
      booking_date: '2031-05-01',
      timeslot_ids: [3, 4, 5, 6],
      user_name: 'Walk-in Mori',
      user_email: 'mori@example.com',
      language: 'ja',
      source: 'phone',
      payment: 'cash',
      teacher_id: 1,
    };
    store.dispatch(phoneBookingSubmitted(body));
    await flush();
    expect(createBooking).toHaveBeenCalledWith(body);
    const phone = read(selectPhoneBooking);
    expect(phone.submitError).toEqual({ id: 'bookings.new.teacherNotFree', detail: TEACHER_NOT_FREE });
    expect(phone.conflict).toBe(false);
    // the slots are not reloaded and stay chosen: another teacher may be asked for instead
    expect(getCalendarView).toHaveBeenCalledTimes(2);
    expect(phone.picked).toEqual([3, 4, 5, 6]);
  });
});
