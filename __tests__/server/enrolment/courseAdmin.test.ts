import { useSchoolsWithTeachers, customer, DEC_1, deskEnrol, ELEMENTARY_ENGLISH, enrolment, tuesday } from './enrolmentKit';
import { COURSE_CHANGED, COURSE_NAME_NEEDED, COURSE_NOT_FOUND, COURSE_TEACHER_UNKNOWN } from '../../../src/shared/enrolmentWords';
import type { CourseInput } from '../../../src/shared/admin/courses';
import { adminCall, expectRoleChecks, type AdminWorld } from '../admin/adminKit';
import { LEE, SATO } from '../teachers/teachersKit';

// The owner's courses (issue 40, point 1): made, changed at the version read (409 when changed meanwhile), retired;
// owners only, bad input 400 { detail }, every change audited. A price change leaves running enrolments' terms alone.
jest.setTimeout(60_000);
const school = useSchoolsWithTeachers();

const CONVERSATION: CourseInput = {
  names: { en: 'Evening conversation', ja: '夜の英会話' },
  descriptions: { en: 'Talk for an hour.' },
  language: 'en',
  level: 'intermediate',
  lesson_slots: 2,
  lessons_per_month: 4,
  monthly_fee: 14000,
  enrolment_fee: 3300,
  capacity: 4,
  online: false,
  teacher_ids: [LEE],
};

const audits = (w: AdminWorld, action: string) =>
  w.db.query<{ target_id: string; actor_email: string }>('select target_id, actor_email from audit_log where action = $1 order by id', [
    action,
  ]);

test('only owners make, read, change and retire courses; staff, visitors and guests are refused with nothing changed', async () => {
  const w = await school();
  await expectRoleChecks(w, 'POST', '/admin/courses', CONVERSATION, 'owner');
  await expectRoleChecks(w, 'GET', `/admin/courses/${ELEMENTARY_ENGLISH}`, undefined, 'owner');
  await expectRoleChecks(w, 'PUT', `/admin/courses/${ELEMENTARY_ENGLISH}`, { ...CONVERSATION, version: 1 }, 'owner');
  await expectRoleChecks(w, 'DELETE', `/admin/courses/${ELEMENTARY_ENGLISH}`, undefined, 'owner');
});

test('an owner makes a desk-only group course: the desk lists it with its teachers, the visitor does not; audited', async () => {
  const w = await school();
  const made = await adminCall(w.app, 'POST', '/admin/courses', w.owner, CONVERSATION);
  expect(made.statusCode).toBe(201);
  expect(made.json()).toMatchObject({
    names: CONVERSATION.names,
    capacity: 4,
    online: false,
    teacher_ids: [LEE],
    version: 1,
    lesson_minutes: 60,
  });
  const desk = (await adminCall(w.app, 'GET', '/admin/courses', w.staff)).json().courses;
  expect(desk.map((c: { id: number }) => c.id)).toContain(made.json().id);
  const visitor = (await adminCall(w.app, 'GET', '/public/courses', w.visitor)).json().courses;
  expect(visitor.map((c: { id: number }) => c.id)).not.toContain(made.json().id);
  expect(await audits(w, 'course.created')).toEqual([{ target_id: String(made.json().id), actor_email: 'owner@school.example' }]);
});

test('bad input is a 400 { detail } and writes nothing', async () => {
  const w = await school();
  const bad = [
    { ...CONVERSATION, names: { ja: '名前だけ' } },
    { ...CONVERSATION, names: { en: '  ' } },
    { ...CONVERSATION, capacity: 0 },
    { ...CONVERSATION, lesson_slots: 9 },
    { ...CONVERSATION, monthly_fee: -1 },
    { ...CONVERSATION, level: 'expert' },
    { ...CONVERSATION, language: 'xx' },
    { ...CONVERSATION, extra: true },
  ];
  for (const body of bad) {
    const res = await adminCall(w.app, 'POST', '/admin/courses', w.owner, body);
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  const blank = await adminCall(w.app, 'POST', '/admin/courses', w.owner, { ...CONVERSATION, names: { en: ' ' } });
  expect(blank.json().detail).toContain(COURSE_NAME_NEEDED);
  const unknown = await adminCall(w.app, 'POST', '/admin/courses', w.owner, { ...CONVERSATION, teacher_ids: [LEE, 99] });
  expect([unknown.statusCode, unknown.json().detail]).toEqual([400, COURSE_TEACHER_UNKNOWN]);
  expect(await w.db.query("select id from courses where names->>'en' = $1", [CONVERSATION.names.en])).toEqual([]);
  expect(await audits(w, 'course.created')).toEqual([]);
});

test('a change at the version read is saved and audited; a second form still at that version is refused (409)', async () => {
  const w = await school();
  const read = (await adminCall(w.app, 'GET', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner)).json();
  const { id: _id, kind: _kind, lesson_minutes: _m, retired_at: _r, ...form } = read;
  const first = await adminCall(w.app, 'PUT', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner, { ...form, monthly_fee: 13000 });
  expect([first.statusCode, first.json().monthly_fee, first.json().version]).toEqual([200, 13000, 2]);
  const second = await adminCall(w.app, 'PUT', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner, { ...form, capacity: 2 });
  expect([second.statusCode, second.json()]).toEqual([409, { detail: COURSE_CHANGED }]);
  const [audit] = await w.db.query<{ before: { monthly_fee: number }; after: { monthly_fee: number } }>(
    "select before, after from audit_log where action = 'course.changed'",
  );
  expect([audit.before.monthly_fee, audit.after.monthly_fee]).toEqual([12000, 13000]);
  const none = await adminCall(w.app, 'PUT', '/admin/courses/999', w.owner, { ...form });
  expect([none.statusCode, none.json()]).toEqual([404, { detail: COURSE_NOT_FOUND }]);
});

test('a new price is for new enrolments: a running one keeps the terms it was confirmed with', async () => {
  const w = await school();
  const made = await deskEnrol(w, tuesday(await customer(w.db, 'Mika Mori'), SATO, '12:00', DEC_1));
  expect(made.statusCode).toBe(201);
  const read = (await adminCall(w.app, 'GET', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner)).json();
  const { id: _id, kind: _kind, lesson_minutes: _m, retired_at: _r, ...form } = read;
  expect((await adminCall(w.app, 'PUT', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner, { ...form, monthly_fee: 20000 })).statusCode).toBe(
    200,
  );
  const e = await enrolment(w, made.json().id);
  expect(e.terms.monthly_fee).toBe(12000);
  expect(e.tuition.slice(0, 2).map((m) => m.tuition_yen)).toEqual([12000, 12000]);
});

test('a retired course is no longer offered (its form still reads), retiring twice is a 409, an unknown one 404', async () => {
  const w = await school();
  const retired = await adminCall(w.app, 'DELETE', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner);
  expect([retired.statusCode, typeof retired.json().retired_at]).toEqual([200, 'string']);
  const desk = (await adminCall(w.app, 'GET', '/admin/courses', w.staff)).json().courses;
  expect(desk.map((c: { id: number }) => c.id)).not.toContain(ELEMENTARY_ENGLISH);
  expect((await adminCall(w.app, 'DELETE', `/admin/courses/${ELEMENTARY_ENGLISH}`, w.owner)).json()).toEqual({ detail: COURSE_CHANGED });
  expect((await adminCall(w.app, 'DELETE', '/admin/courses/999', w.owner)).statusCode).toBe(404);
  expect((await audits(w, 'course.retired')).map((a) => a.target_id)).toEqual([String(ELEMENTARY_ENGLISH)]);
});
