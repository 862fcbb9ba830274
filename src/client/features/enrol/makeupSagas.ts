import { call, put, takeEvery, takeLatest } from 'redux-saga/effects';
import type { MyCredits } from '../../../shared/absences.js';
import type { MakeupTime } from '../../../shared/makeups.js';
import { detailOr } from '../../api/client.js';
import type { MakeupApi } from './makeupApi.js';
import {
  absenceRequested,
  creditsNeeded,
  creditsRead,
  makeupCancelRequested,
  makeupDone,
  makeupRequested,
  makeupTimesRead,
  makeupTimesRequested,
} from './makeupSlice.js';

// My page's absences and make-ups: each action, then the enrolment's credits read again (the server's word on them).

/** The texts a done action shows (word ids of words/<lang>/makeup.ts); a refusal shows the server's. */
export const DONE = {
  absence: 'makeup.done.absence',
  booked: 'makeup.done.booked',
  canceledBack: 'makeup.done.canceledBack',
  canceled: 'makeup.done.canceled',
  failed: 'makeup.done.failed',
} as const;

function* read(api: MakeupApi, id: number) {
  try {
    const credits: MyCredits = yield call(api.myCredits, id);
    yield put(creditsRead({ id, credits }));
  } catch {
    // the page keeps what it showed; the action's own outcome is said
  }
}

function* act(api: MakeupApi, id: number, run: () => Promise<string>) {
  try {
    const text: string = yield call(run);
    yield put(makeupDone({ id, ok: true, text }));
  } catch (e) {
    yield put(makeupDone({ id, ok: false, text: detailOr(e, DONE.failed) }));
  }
  yield call(read, api, id);
}

export function* makeupSagas(_deps: unknown, api: MakeupApi) {
  yield takeEvery(creditsNeeded.type, ({ payload }: ReturnType<typeof creditsNeeded>) => read(api, payload));
  yield takeEvery(absenceRequested.type, ({ payload: p }: ReturnType<typeof absenceRequested>) =>
    act(api, p.id, () => api.reportAbsence(p.id, p.day).then(() => DONE.absence)),
  );
  yield takeLatest(makeupTimesRequested.type, function* ({ payload: p }: ReturnType<typeof makeupTimesRequested>) {
    try {
      const times: MakeupTime[] = yield call(api.makeupTimes, p.id, p.from);
      yield put(makeupTimesRead({ id: p.id, times }));
    } catch (e) {
      yield put(makeupDone({ id: p.id, ok: false, text: detailOr(e, DONE.failed) }));
    }
  });
  yield takeEvery(makeupRequested.type, ({ payload: p }: ReturnType<typeof makeupRequested>) =>
    act(api, p.id, () => api.bookMakeup(p.id, p.body).then(() => DONE.booked)),
  );
  yield takeEvery(makeupCancelRequested.type, ({ payload: p }: ReturnType<typeof makeupCancelRequested>) =>
    act(api, p.id, () => api.cancelMakeup(p.bookingId).then((r) => (r.credit_returned ? DONE.canceledBack : DONE.canceled))),
  );
}
