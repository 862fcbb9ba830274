import { ApiError } from '../../src/client/api/client';
import type { SagaDeps } from '../../src/client/app/deps';
import type { CreditsApi } from '../../src/client/features/admin/credits/creditsApi';
import { creditsAreaSagas } from '../../src/client/features/admin/credits/creditsArea';
import { deskMakeupSubmitted, deskMakeupTimesOpened, selectCredits } from '../../src/client/features/admin/credits/creditsSlice';
import { MAKEUP_TIME_TAKEN, type Makeup, type MakeupTime } from '../../src/shared/makeups';
import { flush } from './adminBookingsFixtures';
import { fakeAdminApi, startConsole, STAFF_USER } from './adminTestStore';

// The desk books a make-up for a student on the enrolment's page (issue 41, point 2), on the app's real store: the
// clerk asks for Mika's free times, picks one that another student takes meanwhile (refused in words), then her own
// teacher's next time, which books with her credit; the times are read again afterwards.

const time = (day: string, start: string, own: boolean): MakeupTime => ({
  day,
  start,
  end: `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}:00`,
  teacher_id: own ? 1 : 2,
  teacher_name: own ? 'Sato Yuki' : 'Lee Min',
  own_teacher: own,
});
const [first, second] = [time('2026-12-08', '10:00', true), time('2026-12-09', '15:00', false)];
const made: Makeup = {
  booking_id: 31,
  code: 'GT-7K2M',
  day: second.day,
  time_range: '15:00-16:00',
  teacher_name: 'Lee Min',
  status: 'Confirmed',
};

function desk(api: Partial<CreditsApi>) {
  const started = startConsole({ adminApi: fakeAdminApi(), user: STAFF_USER, path: '/admin/enrolments/5' });
  const full = new Proxy(api as CreditsApi, {
    get: (target, name: string) => target[name as keyof CreditsApi] ?? (() => Promise.reject(new ApiError(403, `${name}: not given`))),
  });
  started.store.startFeature('admin/credits', (deps: SagaDeps) => creditsAreaSagas(deps, full), undefined);
  return started;
}

test('the clerk finds Mika’s make-up times, one is taken meanwhile, the next books with her credit and the times reload', async () => {
  let booked = 0;
  const makeupTimes = jest.fn(async () => ({ times: booked ? [] : [first, second] }));
  const bookMakeup = jest.fn(async (_id: number, body: { day: string }) => {
    if (body.day === first.day) throw new ApiError(409, MAKEUP_TIME_TAKEN, { detail: MAKEUP_TIME_TAKEN });
    booked += 1;
    return made;
  });
  const { store, read } = desk({ makeupTimes, bookMakeup });
  store.dispatch(deskMakeupTimesOpened({ enrolmentId: 5, from: '2026-12-02' }));
  expect(read(selectCredits).deskMakeup.status).toBe('loading');
  await flush();
  expect(makeupTimes).toHaveBeenCalledWith(5, '2026-12-02');
  expect(read(selectCredits).deskMakeup).toMatchObject({ enrolmentId: 5, status: 'ready', times: [first, second] });

  store.dispatch(deskMakeupSubmitted({ enrolmentId: 5, time: first }));
  await flush();
  expect(bookMakeup).toHaveBeenCalledWith(5, { day: first.day, start: '10:00', teacher_id: 1 });
  expect(read(selectCredits).deskMakeup.booking).toEqual({
    status: 'failed',
    message: { id: 'credits.makeup.failed', detail: MAKEUP_TIME_TAKEN },
  });

  store.dispatch(deskMakeupSubmitted({ enrolmentId: 5, time: second }));
  expect(read(selectCredits).deskMakeup.booking.status).toBe('loading');
  await flush();
  expect(read(selectCredits).deskMakeup).toMatchObject({ last: made, booking: { status: 'succeeded' }, status: 'ready', times: [] });
  expect(makeupTimes).toHaveBeenLastCalledWith(5, second.day);
});
