/** @jest-environment ./__tests__/setup/jsdomEnvironment.cjs */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SchedulePage } from '../../src/client/features/admin/schedule/pages/SchedulePage';
import {
  closeDatesConfirmed,
  schedulePageOpened,
  scheduleSaveSubmitted,
  selectClosesHolidays,
  selectDatesToClose,
  selectSchedule,
} from '../../src/client/features/admin/schedule/scheduleSlice';
import { SCHEDULE_CONFLICT, type CloseDatesBody, type ScheduleState } from '../../src/shared/admin/schedule';
import { fakeAdminApi, OWNER_USER, startConsole } from './adminTestStore';
import { conflict, conflictError, flush, schedule } from './adminOfficeFixtures';
import { renderConsolePage } from './adminOfficeRender';
import { axeViolations } from './axeViolations';

// Japan's national holidays in the console: the schedule lists the window's (their names in the reader's
// language, from the server) and "Closed on national holidays" is saved, or over booked holidays refused with
// the offer to cancel those bookings and close the holidays.
jest.setTimeout(120_000);

globalThis.Request ??= class {
  readonly url: string;
  readonly signal?: AbortSignal;
  readonly method: string;
  constructor(url: string, init?: { signal?: AbortSignal; method?: string }) {
    this.url = url;
    this.signal = init?.signal;
    this.method = init?.method ?? 'GET';
  }
} as unknown as typeof Request;

const NEW_YEAR = { date: '2027-01-01', name: '元日', name_en: "New Year's Day" };
const withHolidays: ScheduleState = { ...schedule, holidays: [NEW_YEAR] };

test('the owner sees the holidays named and ticks "Closed on national holidays"; the save sends it', async () => {
  const user = userEvent.setup();
  const updateSchedule = jest.fn(async (body: { settings: typeof schedule.settings }) => ({
    ...withHolidays,
    settings: body.settings,
    version: 4,
  }));
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule: async () => withHolidays, updateSchedule }),
    path: '/admin/schedule',
  });
  expect(screen.getByRole('heading', { level: 2, name: 'National holidays' })).toBeInTheDocument();
  expect(screen.getByText("Fri, 1 January 2027: New Year's Day")).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Closed on national holidays' }));
  await user.click(screen.getByRole('button', { name: 'Save schedule' }));
  expect(updateSchedule).toHaveBeenCalledWith({ settings: { ...schedule.settings, closedOnHolidays: true }, version: 3 });
});

test('in Japanese the holiday has its Japanese name and the setting its Japanese label', async () => {
  await renderConsolePage(<SchedulePage />, {
    adminApi: fakeAdminApi({ getSchedule: async () => withHolidays }),
    user: { ...OWNER_USER, console_language: 'ja' },
    path: '/admin/schedule',
  });
  expect(screen.getByText('2027年1月1日(金)：元日')).toBeInTheDocument();
  expect(await axeViolations()).toEqual([]);
  expect(screen.getByRole('checkbox', { name: '祝日は休校にする' })).not.toBeChecked();
});

test('turning it on over a booked holiday is refused; the offer cancels that booking and closes the holidays', async () => {
  const onHoliday = { ...conflict, booking_date: NEW_YEAR.date };
  const closed = { ...withHolidays, version: 4, settings: { ...schedule.settings, closedOnHolidays: true } };
  const closeDates = jest.fn(async (_body: CloseDatesBody) => ({ schedule: closed, canceled: 1 }));
  const api = fakeAdminApi({
    getSchedule: async () => withHolidays,
    updateSchedule: () => Promise.reject(conflictError(SCHEDULE_CONFLICT, [onHoliday])),
    closeDates: closeDates as never,
  });
  const { store, read } = startConsole({ adminApi: api });
  store.dispatch(schedulePageOpened());
  await flush();
  store.dispatch(scheduleSaveSubmitted({ settings: { ...schedule.settings, closedOnHolidays: true }, version: 3 }));
  await flush();
  expect(selectDatesToClose(store.getState())).toEqual([NEW_YEAR.date]);
  expect(selectClosesHolidays(store.getState())).toBe(true);
  store.dispatch(closeDatesConfirmed());
  await flush();
  expect(closeDates).toHaveBeenCalledWith({
    version: 3,
    dates: [NEW_YEAR.date],
    bookings: [{ id: 41, status: 'Confirmed' }],
    holidays: true,
  });
  expect(read(selectSchedule)).toMatchObject({ current: closed, saveStatus: 'succeeded', conflicts: [] });
});

test('a refused change that is not only the holidays (a booking on a working day) is not offered this way', async () => {
  const api = fakeAdminApi({
    getSchedule: async () => withHolidays,
    updateSchedule: () => Promise.reject(conflictError(SCHEDULE_CONFLICT, [conflict])),
  });
  const { store } = startConsole({ adminApi: api });
  store.dispatch(schedulePageOpened());
  await flush();
  store.dispatch(scheduleSaveSubmitted({ settings: { ...schedule.settings, closedOnHolidays: true }, version: 3 }));
  await flush();
  expect(selectDatesToClose(store.getState())).toBeNull();
  expect(selectClosesHolidays(store.getState())).toBe(false);
});
