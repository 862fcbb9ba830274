import { CLOSE_DATES_CHANGED, SCHEDULE_CONFLICT, type CloseDatesBody } from '../../src/shared/admin/schedule';
import {
  selectDatesToClose,
  closeDatesConfirmed,
  closeDatesDialogOpened,
  schedulePageOpened,
  scheduleSaveSubmitted,
  selectSchedule,
} from '../../src/client/features/admin/schedule/scheduleSlice';
import { fakeAdminApi, startConsole } from './adminTestStore';
import { conflict, conflictError, flush, schedule } from './adminOfficeFixtures';

// The owner closes the 1st of December, which has bookings: the refusal lists them and offers to cancel them
// all and close the date; the dialog's confirmation sends the bookings as the owner saw them.

const DAY = conflict.booking_date;
const second = { ...conflict, id: 42, user_name: 'Mei Lin', status: 'Pending' };
const closing = { settings: { ...schedule.settings, closedDates: [...schedule.settings.closedDates, DAY] }, version: 3 };

function owner(closeDates: (body: CloseDatesBody) => Promise<unknown>) {
  const api = fakeAdminApi({
    getSchedule: async () => schedule,
    updateSchedule: () => Promise.reject(conflictError(SCHEDULE_CONFLICT, [conflict, second])),
    closeDates: jest.fn(closeDates) as never,
  });
  return { api, ...startConsole({ adminApi: api }) };
}

async function refusedClosing(started: ReturnType<typeof owner>) {
  started.store.dispatch(schedulePageOpened());
  await flush();
  started.store.dispatch(scheduleSaveSubmitted(closing));
  await flush();
}

test('the owner cancels the two bookings of a refused closing and the date closes: the new schedule and what was done', async () => {
  const closed = { ...schedule, version: 4, settings: closing.settings };
  const started = owner(async () => ({ schedule: closed, canceled: 2 }));
  await refusedClosing(started);
  const { store, read, api } = started;
  expect(selectDatesToClose(store.getState())).toEqual([DAY]);
  store.dispatch(closeDatesDialogOpened());
  expect(read(selectSchedule).closing.open).toBe(true);
  store.dispatch(closeDatesConfirmed({ reason: '  台風のため  ' }));
  await flush();
  // the owner's reason goes as written (trimmed): each customer's closure notice and the activity log say it
  expect(api.closeDates).toHaveBeenCalledWith({
    version: 3,
    dates: [DAY],
    bookings: [
      { id: 41, status: 'Confirmed' },
      { id: 42, status: 'Pending' },
    ],
    reason: '台風のため',
  });
  expect(read(selectSchedule)).toMatchObject({
    current: closed,
    saveStatus: 'succeeded',
    conflicts: [],
    closing: { open: false, done: { count: 2, dates: [DAY] } },
  });
  expect(selectDatesToClose(store.getState())).toBeNull();
});

test('a visitor canceled one meanwhile: nothing is canceled, the owner sees the one left and may try again', async () => {
  const started = owner(() => Promise.reject(conflictError(CLOSE_DATES_CHANGED, [conflict])));
  await refusedClosing(started);
  const { store, read } = started;
  store.dispatch(closeDatesDialogOpened());
  store.dispatch(closeDatesConfirmed());
  await flush();
  expect(read(selectSchedule)).toMatchObject({
    current: schedule,
    saveStatus: 'failed',
    saveMessage: { detail: CLOSE_DATES_CHANGED },
    conflicts: [conflict],
    stale: false,
    closing: { open: false, status: 'failed' },
  });
  // the offer stands for the list as it is now
  expect(selectDatesToClose(store.getState())).toEqual([DAY]);
});

test('a refused change that does more than close dates is not offered this way', async () => {
  const started = owner(async () => ({}));
  started.store.dispatch(schedulePageOpened());
  await flush();
  started.store.dispatch(scheduleSaveSubmitted({ ...closing, settings: { ...closing.settings, pricePerSlotYen: 3500 } }));
  await flush();
  expect(started.read(selectSchedule).conflicts).toHaveLength(2);
  expect(selectDatesToClose(started.store.getState())).toBeNull();
});
