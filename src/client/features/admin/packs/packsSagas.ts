import { call, put, takeLatest, takeLeading } from 'redux-saga/effects';
import type { PackBalances, PackChange, PackListed } from '../../../../shared/admin/packs.js';
import type { Course } from '../../../../shared/enrolment.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { PacksApi } from './packsApi.js';
import {
  packBalancesLoaded,
  packBalancesNeeded,
  packCoursesLoaded,
  packSaved,
  packSaveFailed,
  packSaveSubmitted,
  packsLoaded,
  packsLoadFailed,
  packsNeeded,
} from './packsSlice.js';

function* load(api: PacksApi) {
  try {
    const { packs }: { packs: PackListed[] } = yield call(api.list);
    yield put(packsLoaded(packs));
  } catch (e) {
    yield put(packsLoadFailed(problemOr(e, 'packs.loadFailed')));
  }
  yield call(courses, api);
}

/** The courses a pack may be for; unread, the form offers only a length. */
function* courses(api: PacksApi) {
  try {
    const read: { courses: Course[] } = yield call(api.courses);
    yield put(
      packCoursesLoaded(read.courses.map(({ id, names, lesson_slots, lesson_minutes }) => ({ id, names, lesson_slots, lesson_minutes }))),
    );
  } catch {
    // the form still makes packs of a length
  }
}

function* save(api: PacksApi, { payload: { id, input } }: ReturnType<typeof packSaveSubmitted>) {
  try {
    const saved: PackListed = id === null ? yield call(api.create, input) : yield call(api.update, id, input as PackChange);
    yield put(packSaved(saved));
  } catch (e) {
    yield put(packSaveFailed(problemOr(e, 'packs.saveFailed')));
  }
}

function* balances(api: PacksApi) {
  try {
    const read: PackBalances = yield call(api.balances);
    yield put(packBalancesLoaded(read));
  } catch {
    // the numbers page shows its own figures without this block
  }
}

/** The list read when its page opens (a newer read wins); a second click while saving is ignored. */
export function* packsSagas(api: PacksApi) {
  yield takeLatest(packsNeeded.type, load, api);
  yield takeLeading(packSaveSubmitted.type, save, api);
  yield takeLatest(packBalancesNeeded.type, balances, api);
}
