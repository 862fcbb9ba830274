import { ApiError } from '../../src/client/api/client';
import { reauthConfirmed, selectReauth } from '../../src/client/features/admin/consoleSlice';
import {
  teacherFormOpened,
  teacherRestoreSubmitted,
  teacherRetireConfirmed,
  teacherSaveSubmitted,
  teachersNeeded,
  selectTeachers,
} from '../../src/client/features/admin/teachers/teachersSlice';
import { REAUTH_CODE, REAUTH_NEEDED } from '../../src/shared/admin/reauth';
import { STALE_TEACHER, TEACHER_CONFLICT, type Teacher, type TeacherInput } from '../../src/shared/admin/teachers';
import { fakeAdminApi, startConsole } from './adminTestStore';
import { conflict, conflictError, flush } from './adminOfficeFixtures';
import { aiko, ben } from './adminTeachersFixtures';

// The owner's side of the teachers page as a story: the list, adding, a refused change, retiring.

const newInput: TeacherInput = {
  name: 'Chen Wei',
  profile: { 'zh-CN': '教中文。' },
  languages: ['zh'],
  photo_url: null,
  bookable_online: true,
  user_id: null,
  weekly_hours: null,
  exceptions: [],
};
const chen: Teacher = {
  ...aiko,
  id: 9,
  name: 'Chen Wei',
  profile: { 'zh-CN': '教中文。' },
  languages: ['zh'],
  user_id: null,
  user_label: null,
  user_email: null,
  exceptions: [],
  upcoming_classes: 0,
};

test('an owner opens the page, adds a teacher, has a change of hours refused for booked classes, then retires a teacher', async () => {
  const createTeacher = jest.fn(async () => chen);
  const hours = { sun: [], mon: [['10:00', '12:00']], tue: [], wed: [], thu: [], fri: [], sat: [] } as TeacherInput['weekly_hours'];
  const updateTeacher = jest.fn(async () => {
    throw conflictError(TEACHER_CONFLICT, [conflict]);
  });
  const retireTeacher = jest.fn(async (id: number) => ({ ...chen, id, retired_at: '2026-11-25T07:00:00Z', version: 2 }));
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listTeachers: async () => ({ teachers: [aiko, ben] }), createTeacher, updateTeacher, retireTeacher }),
    path: '/admin/teachers',
  });

  store.dispatch(teachersNeeded());
  expect(read(selectTeachers).listStatus).toBe('loading');
  await flush();
  expect(read(selectTeachers).list.map((x) => x.name)).toEqual(['Aiko Sato', 'Ben Martin']);

  store.dispatch(teacherFormOpened('new'));
  store.dispatch(teacherSaveSubmitted({ id: null, version: null, input: newInput }));
  expect(read(selectTeachers).outcome.status).toBe('loading');
  await flush();
  expect(createTeacher).toHaveBeenCalledWith(newInput);
  expect(read(selectTeachers).editing).toBeNull();
  expect(read(selectTeachers).outcome).toMatchObject({
    status: 'succeeded',
    message: { id: 'teachers.added', values: { name: 'Chen Wei' } },
  });
  expect(read(selectTeachers).list.map((x) => x.name)).toEqual(['Aiko Sato', 'Ben Martin', 'Chen Wei']);

  store.dispatch(teacherFormOpened(aiko.id));
  expect(read(selectTeachers).outcome.status).toBe('idle');
  const input = { ...newInput, name: 'Aiko Sato', weekly_hours: hours };
  store.dispatch(teacherSaveSubmitted({ id: aiko.id, version: aiko.version, input }));
  await flush();
  expect(updateTeacher).toHaveBeenCalledWith(aiko.id, { ...input, version: 1 });
  expect(read(selectTeachers).outcome).toEqual({
    status: 'failed',
    message: { id: 'teachers.saveFailed', values: { name: 'Aiko Sato' }, detail: TEACHER_CONFLICT },
    conflicts: [conflict],
    stale: false,
  });
  expect(read(selectTeachers).editing).toBe(aiko.id);
  expect(read(selectTeachers).list.find((x) => x.id === aiko.id)?.weekly_hours).toBeNull();

  store.dispatch(teacherRetireConfirmed({ id: chen.id, name: chen.name }));
  await flush();
  expect(retireTeacher).toHaveBeenCalledWith(chen.id);
  expect(read(selectTeachers).list.find((x) => x.id === chen.id)?.retired_at).toBe('2026-11-25T07:00:00Z');
  expect(read(selectTeachers).outcome).toMatchObject({
    status: 'succeeded',
    message: { id: 'teachers.retired', values: { name: 'Chen Wei' } },
  });
});

test('a save refused because someone else saved first is stale, and Reload takes the refusal down', async () => {
  const updateTeacher = jest.fn(async () => {
    throw new ApiError(409, STALE_TEACHER, { detail: STALE_TEACHER });
  });
  const listTeachers = jest.fn(async () => ({ teachers: [aiko] }));
  const { store, read } = startConsole({ adminApi: fakeAdminApi({ listTeachers, updateTeacher }) });
  store.dispatch(teachersNeeded());
  await flush();
  store.dispatch(teacherFormOpened(aiko.id));
  store.dispatch(teacherSaveSubmitted({ id: aiko.id, version: 1, input: { ...newInput, name: 'Aiko' } }));
  await flush();
  expect(read(selectTeachers).outcome).toMatchObject({ status: 'failed', stale: true, conflicts: [], message: { detail: STALE_TEACHER } });

  store.dispatch(teachersNeeded());
  expect(read(selectTeachers).outcome.status).toBe('idle');
  await flush();
  expect(listTeachers).toHaveBeenCalledTimes(2);
});

test('retiring with upcoming classes is refused with those bookings; restoring asks for the password first', async () => {
  let fresh = false;
  const retireTeacher = jest.fn(async () => {
    throw conflictError(TEACHER_CONFLICT, [conflict]);
  });
  const restoreTeacher = jest.fn(async (id: number) => {
    if (!fresh) throw new ApiError(403, REAUTH_NEEDED, { detail: REAUTH_NEEDED, code: REAUTH_CODE });
    return { ...ben, id, retired_at: null, version: 5 };
  });
  const { store, read } = startConsole({
    adminApi: fakeAdminApi({ listTeachers: async () => ({ teachers: [aiko, ben] }), retireTeacher, restoreTeacher }),
  });
  store.dispatch(teachersNeeded());
  await flush();
  store.dispatch(teacherRetireConfirmed({ id: aiko.id, name: aiko.name }));
  await flush();
  expect(read(selectTeachers).outcome).toMatchObject({
    status: 'failed',
    message: { id: 'teachers.retireFailed', detail: TEACHER_CONFLICT },
    conflicts: [conflict],
  });
  expect(read(selectTeachers).list[0].retired_at).toBeNull();

  store.dispatch(teacherRestoreSubmitted({ id: ben.id, name: ben.name }));
  await flush();
  expect(read(selectReauth).open).toBe(true);
  fresh = true;
  store.dispatch(reauthConfirmed());
  await flush();
  expect(restoreTeacher).toHaveBeenCalledTimes(2);
  expect(read(selectTeachers).list.find((x) => x.id === ben.id)?.retired_at).toBeNull();
  expect(read(selectTeachers).outcome).toMatchObject({ status: 'succeeded', message: { id: 'teachers.restored' } });
});
