import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Makeup, MakeupTime } from '../../../../shared/makeups.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { CreditsApi } from './creditsApi.js';
import {
  deskMakeupBooked,
  deskMakeupFailed,
  deskMakeupSubmitted,
  deskMakeupTimesFailed,
  deskMakeupTimesLoaded,
  deskMakeupTimesOpened,
} from './creditsSlice.js';

function* load(api: CreditsApi, { payload: { enrolmentId, from } }: ReturnType<typeof deskMakeupTimesOpened>) {
  try {
    const { times }: { times: MakeupTime[] } = yield call(api.makeupTimes, enrolmentId, from);
    yield put(deskMakeupTimesLoaded({ enrolmentId, times }));
  } catch (e) {
    yield put(deskMakeupTimesFailed(problemOr(e, 'credits.makeup.loadFailed')));
  }
}

/** Books the picked time; then the times again (the credit spent, the time taken), from the booked day. */
function* book(api: CreditsApi, { payload: { enrolmentId, time } }: ReturnType<typeof deskMakeupSubmitted>) {
  try {
    const made: Makeup = yield call(api.bookMakeup, enrolmentId, { day: time.day, start: time.start, teacher_id: time.teacher_id });
    yield put(deskMakeupBooked(made));
    yield put(deskMakeupTimesOpened({ enrolmentId, from: time.day }));
  } catch (e) {
    yield put(deskMakeupFailed(problemOr(e, 'credits.makeup.failed')));
  }
}

/** A make-up at the desk: the times read when asked (the latest ask wins); a second click while booking is ignored. */
export function* deskMakeupSagas(api: CreditsApi) {
  yield takeLatest(deskMakeupTimesOpened.type, load, api);
  yield takeLeading(deskMakeupSubmitted.type, book, api);
}
