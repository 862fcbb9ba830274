import fs from 'node:fs';
import { TEACHER_LINKED_ELSEWHERE } from '../../../src/shared/admin/staffTexts';
import type { StaffList } from '../../../src/shared/admin/staff';
import { adminCall } from '../admin/adminKit';
import { outbox, post, type Person } from '../accounts/accountsKit';
import { CHEN, LEE, SATO } from './teachersKit';
import { makeTeacher, memberAs, onPglite, TEACHER, teacherWorld } from './teacherRoleKit';
import { makeStaticDir, useTestApps } from '../testApp';

// "Owners can give the role to a member and link that member to a teacher (invitation or staff page; audited)".
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const world = () => teacherWorld(onPglite(startApp, staticDir));
const idOf = async (w: { db: { query: <T>(sql: string, p: unknown[]) => Promise<T[]> } }, email: string) =>
  (await w.db.query<{ id: number }>('select id from users where email = $1', [email]))[0].id;

test('on the staff page an owner makes a member teacher and links them to a teacher, in one audited change', async () => {
  const w = await world();
  const id = await idOf(w, TEACHER.email);
  const [audit] = await w.db.query<{ actor_email: string; before: object; after: object }>(
    `select actor_email, before, after from audit_log where action = 'staff.role_changed' and target_id = $1`,
    [String(id)],
  );
  expect(audit).toEqual({
    actor_email: 'owner@school.example',
    before: { email: TEACHER.email, role: 'staff', teacher_id: null, teacher_name: null },
    after: { email: TEACHER.email, role: 'teacher', teacher_id: SATO, teacher_name: 'Sato Yuki' },
  });
  const list = (await adminCall(w.app, 'GET', '/admin/staff', w.owner)).json<StaffList>();
  expect(list.members.find((m) => m.id === id)).toEqual({
    id,
    name: TEACHER.name,
    email: TEACHER.email,
    role: 'teacher',
    notify_bookings: false,
    teacher: { id: SATO, name: 'Sato Yuki' },
  });
  // the teacher's page shows the link too
  const teachers = (await adminCall(w.app, 'GET', '/admin/teachers', w.owner)).json().teachers as Array<{ id: number; user_id: number }>;
  expect(teachers.find((t) => t.id === SATO)?.user_id).toBe(id);

  // another teacher: Sato is unlinked, Lee linked, and the audit says so
  const moved = await makeTeacher(w, id, LEE);
  expect(moved.statusCode).toBe(200);
  expect((await w.db.query('select id from teachers where user_id = $1', [id])).map((r) => (r as { id: number }).id)).toEqual([LEE]);
  const [last] = await w.db.query<{ before: object; after: object }>(
    `select before, after from audit_log where action = 'staff.role_changed' and target_id = $1 order by id desc limit 1`,
    [String(id)],
  );
  expect(last).toEqual({
    before: { email: TEACHER.email, role: 'teacher', teacher_id: SATO, teacher_name: 'Sato Yuki' },
    after: { email: TEACHER.email, role: 'teacher', teacher_id: LEE, teacher_name: 'Lee Min' },
  });
});

test('a teacher already linked to another member is refused (409), and nothing changes', async () => {
  const w = await world();
  const other: Person = { name: 'Second Teacher', email: 'second@school.example', password: 'another password' };
  await memberAs(w, other, CHEN);
  const id = await idOf(w, other.email);
  const before = await w.db.query('select id, user_id, version from teachers order by id');
  const audits = await w.db.query('select id from audit_log order by id');
  const res = await makeTeacher(w, id, SATO);
  expect([res.statusCode, res.json()]).toEqual([409, { detail: TEACHER_LINKED_ELSEWHERE }]);
  expect(await w.db.query('select id, user_id, version from teachers order by id')).toEqual(before);
  expect(await w.db.query('select id from audit_log order by id')).toEqual(audits);
});

test('an owner invites a teacher: the email says so, and accepting gives the teacher role', async () => {
  const w = await world();
  const invited = await adminCall(w.app, 'POST', '/admin/staff/invitations', w.owner, { email: 'newteacher@example.com', role: 'teacher' });
  expect(invited.statusCode).toBe(201);
  expect(invited.json()).toMatchObject({ email: 'newteacher@example.com', role: 'teacher' });
  const mail = (await outbox(w.db)).find((m) => m.to_address === 'newteacher@example.com')!;
  expect(mail.text_body).toContain('as a teacher.');
  const token = /token=([A-Za-z0-9_-]+)/.exec(mail.text_body)![1];
  const accepted = await post(w.app, '/public/staff-invitations/accept', { token, name: 'New Teacher', password: 'a good password' });
  expect(accepted.statusCode).toBe(200);
  const [user] = await w.db.query<{ role: string; notify_bookings: boolean }>('select role, notify_bookings from users where email = $1', [
    'newteacher@example.com',
  ]);
  expect(user).toEqual({ role: 'teacher', notify_bookings: false });
});
