import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import type { Teacher, TeacherList } from '../../../../shared/admin/teachers.js';
import type { TeachersState } from './teachersState.js';
import { STALE_TEACHER } from '../../../../shared/admin/teacherTexts.js';
import { ApiError } from '../../../api/client.js';
import type { AdminApi } from '../adminApi.js';
import {
  teacherChangeFailed,
  teacherRestored,
  teacherRestoreSubmitted,
  teacherRetireConfirmed,
  teacherRetired,
  teacherSaved,
  teacherSaveSubmitted,
  teacherLessonsCancelConfirmed,
  selectTeachers,
  teachersLoaded,
  teachersLoadFailed,
  teachersNeeded,
} from './teachersSlice.js';
import { problemOr } from '../i18n/consoleMessage.js';
import type { MessageId } from '../i18n/messageIds.js';
import { withReauth } from '../reauthSagas.js';
import { conflictsOf } from '../conflicts.js';

export function* loadTeachers(api: AdminApi) {
  try {
    const { teachers }: TeacherList = yield call(api.listTeachers);
    yield put(teachersLoaded(teachers));
  } catch (e) {
    yield put(teachersLoadFailed(problemOr(e, 'common.teachers.loadFailed')));
  }
}

/** A refused change in words: the bookings in its way (409 ConflictAnswer), or stale (someone else saved first). */
const refusal = (e: unknown, id: MessageId, name: string) =>
  teacherChangeFailed({
    message: problemOr(e, id, { name }),
    conflicts: conflictsOf(e),
    stale: e instanceof ApiError && e.status === 409 && e.detail === STALE_TEACHER,
  });

// Owners' calls: the server may ask for the password first (withReauth shows the prompt and calls again).
function* saveTeacher(api: AdminApi, { payload: { id, version, input } }: ReturnType<typeof teacherSaveSubmitted>) {
  try {
    const teacher: Teacher =
      id === null
        ? yield call(withReauth, api.createTeacher, input)
        : yield call(withReauth, api.updateTeacher, id, { ...input, version: version ?? 0 });
    yield put(teacherSaved({ teacher, added: id === null }));
  } catch (e) {
    yield put(refusal(e, 'teachers.saveFailed', input.name));
  }
}

/**
 * The refused save sent again with the enrolled lessons it listed, to cancel with it (issue 40 point 4). A list that
 * changed meanwhile, or a booking in the way, comes back as a refusal with the list as it is now.
 */
function* cancelLessonsAndSave(api: AdminApi, { payload: { reason } }: ReturnType<typeof teacherLessonsCancelConfirmed>) {
  const { lastSave, outcome }: TeachersState = yield select(selectTeachers);
  if (!lastSave || lastSave.id === null) return;
  const lessons = outcome.conflicts.filter((c) => c.kind === 'lesson').map((c) => c.id);
  const why = reason.trim();
  const body = { ...lastSave.input, version: lastSave.version ?? 0, cancel_lessons: why ? { lessons, reason: why } : { lessons } };
  try {
    const teacher: Teacher = yield call(withReauth, api.updateTeacher, lastSave.id, body);
    yield put(teacherSaved({ teacher, added: false, canceled: lessons.length }));
  } catch (e) {
    yield put(refusal(e, 'teachers.saveFailed', lastSave.input.name));
  }
}

function* retireTeacher(api: AdminApi, { payload: { id, name } }: ReturnType<typeof teacherRetireConfirmed>) {
  try {
    const teacher: Teacher = yield call(withReauth, api.retireTeacher, id);
    yield put(teacherRetired(teacher));
  } catch (e) {
    yield put(refusal(e, 'teachers.retireFailed', name));
  }
}

function* restoreTeacher(api: AdminApi, { payload: { id, name } }: ReturnType<typeof teacherRestoreSubmitted>) {
  try {
    const teacher: Teacher = yield call(withReauth, api.restoreTeacher, id);
    yield put(teacherRestored(teacher));
  } catch (e) {
    yield put(refusal(e, 'teachers.restoreFailed', name));
  }
}

export function* teachersSagas(api: AdminApi) {
  yield takeLatest(teachersNeeded.type, loadTeachers, api);
  yield takeLeading(teacherSaveSubmitted.type, saveTeacher, api);
  yield takeLeading(teacherLessonsCancelConfirmed.type, cancelLessonsAndSave, api);
  yield takeLeading(teacherRetireConfirmed.type, retireTeacher, api);
  yield takeLeading(teacherRestoreSubmitted.type, restoreTeacher, api);
}
