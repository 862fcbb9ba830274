import {
  selectTeachers,
  teacherFormOpened,
  teacherLessonsCancelConfirmed,
  teacherSaveSubmitted,
  teachersNeeded,
} from '../../src/client/features/admin/teachers/teachersSlice';
import { TEACHER_CONFLICT, TEACHER_LESSONS_CHANGED, type TeacherInput, type UpdateTeacherBody } from '../../src/shared/admin/teachers';
import { fakeAdminApi, startConsole } from './adminTestStore';
import { conflict, conflictError, flush } from './adminOfficeFixtures';
import { aiko } from './adminTeachersFixtures';

// An owner's time off for a teacher that hits enrolled lessons, as a story on a real store (issue 40 point 4): the save
// is refused with the lessons listed; confirmed with a reason, the same save goes again naming them; a list that
// changed meanwhile is refused with the new list, and confirming that one saves.

const lesson = (id: number, day: string) => ({
  id,
  code: 'EN-AB12CD',
  booking_date: day,
  time_range: '12:00-13:00',
  user_name: 'Mika Mori',
  status: 'Lesson',
  kind: 'lesson' as const,
});
const dayOff = [{ date: '2026-12-15', hours: [] as Array<[string, string]> }];
const input: TeacherInput = {
  name: aiko.name,
  profile: aiko.profile,
  languages: aiko.languages,
  photo_url: null,
  bookable_online: true,
  user_id: aiko.user_id,
  weekly_hours: null,
  exceptions: dayOff,
};

test('a day off refused for enrolled lessons; the owner cancels them with a reason, and a changed list is confirmed again', async () => {
  const first = [lesson(71, '2026-12-15')];
  const now = [...first, lesson(72, '2026-12-15')];
  const calls: UpdateTeacherBody[] = [];
  const updateTeacher = jest.fn(async (_id: number, body: UpdateTeacherBody) => {
    calls.push(body);
    if (calls.length === 1) throw conflictError(TEACHER_CONFLICT, first);
    if (calls.length === 2) throw conflictError(TEACHER_LESSONS_CHANGED, now);
    return { ...aiko, exceptions: dayOff, version: aiko.version + 1 };
  });
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listTeachers: async () => ({ teachers: [aiko] }), updateTeacher }) });
  store.dispatch(teachersNeeded());
  await flush();
  store.dispatch(teacherFormOpened(aiko.id));
  store.dispatch(teacherSaveSubmitted({ id: aiko.id, version: aiko.version, input }));
  await flush();
  expect(read(selectTeachers).outcome).toMatchObject({ status: 'failed', conflicts: first, message: { detail: TEACHER_CONFLICT } });

  store.dispatch(teacherLessonsCancelConfirmed({ reason: '  体調不良のため ' }));
  expect(read(selectTeachers).cancellingLessons).toBe(true);
  await flush();
  expect(calls[1]).toEqual({ ...input, version: aiko.version, cancel_lessons: { lessons: [71], reason: '体調不良のため' } });
  // another lesson was enrolled meanwhile: nothing saved, the new list shown
  expect(read(selectTeachers)).toMatchObject({
    cancellingLessons: false,
    editing: aiko.id,
    outcome: { status: 'failed', conflicts: now, message: { id: 'teachers.saveFailed', detail: TEACHER_LESSONS_CHANGED } },
  });

  store.dispatch(teacherLessonsCancelConfirmed({ reason: '' }));
  await flush();
  expect(calls[2].cancel_lessons).toEqual({ lessons: [71, 72] });
  expect(read(selectTeachers)).toMatchObject({
    editing: null,
    lastSave: null,
    outcome: { status: 'succeeded', message: { id: 'teachers.timeOff.done', values: { name: aiko.name, count: 2 } } },
  });
  expect(read(selectTeachers).list[0].exceptions).toEqual(dayOff);
});

test('a refusal naming a booking keeps its lessons: confirming sends only the lessons, and the server refuses again', async () => {
  const mixed = [conflict, lesson(71, '2026-12-15')];
  const updateTeacher = jest.fn(async () => {
    throw conflictError(TEACHER_CONFLICT, mixed);
  });
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listTeachers: async () => ({ teachers: [aiko] }), updateTeacher }) });
  store.dispatch(teacherFormOpened(aiko.id));
  store.dispatch(teacherSaveSubmitted({ id: aiko.id, version: aiko.version, input }));
  await flush();
  store.dispatch(teacherLessonsCancelConfirmed({ reason: '' }));
  await flush();
  expect(updateTeacher).toHaveBeenLastCalledWith(aiko.id, { ...input, version: aiko.version, cancel_lessons: { lessons: [71] } });
  expect(read(selectTeachers).outcome).toMatchObject({ status: 'failed', conflicts: mixed });
});
