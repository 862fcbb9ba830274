import type { FastifyInstance } from 'fastify';
import { NOT_FOR_TEACHERS, NOT_YOUR_CLASS, OWNERS_ONLY } from '../../../src/shared/admin/staffTexts';
import type { MyClassesView } from '../../../src/shared/admin/myClasses';
import { adminCall } from '../admin/adminKit';
import { logIn, outbox, type Person } from '../accounts/accountsKit';
import { LEE, paidFor, startsFrom } from './teachersKit';
import { FIRST_DAY } from '../booking/bookingTestKit';
import { CUSTOMER_NOTE, LESSON_NOTE, memberAs, myClasses, TEACHER, type TeacherWorld } from './teacherRoleKit';

// "A teacher's account sees a teacher's work": their own classes (day, week, Today, the day sheet, their calendar
// feed) with each student's name, code, language and the lesson's notes, and attendance; nothing else. Every
// /api/admin route is read from the app itself, so a route added later is refused to teachers unless it says so.
// Run on PGlite (teacherRole.test.ts) and on a real PostgreSQL server (teacherRolePostgres.test.ts).

/** What a teacher may call: their classes, attendance (their own classes'), and their own settings but notifications. */
const TEACHER_ROUTES = [
  'GET /api/admin/my/classes',
  'PUT /api/admin/bookings/:id/attendance',
  'GET /api/admin/me',
  'PUT /api/admin/me/console-language',
  'POST /api/admin/me/calendar-feed',
  'DELETE /api/admin/me/calendar-feed',
  'GET /api/admin/reauth',
  'POST /api/admin/reauth',
].sort();

const adminRoutes = (app: FastifyInstance) => app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));
const concrete = (url: string) => url.replace(/^\/api/, '').replace(/:\w+/g, '1');

export function teacherRoleBehaviour(world: () => Promise<TeacherWorld>) {
  test('every /api/admin route either lets teachers in (exactly their own classes, attendance, own settings) or refuses 403 { detail }', async () => {
    const w = await world();
    const routes = adminRoutes(w.app);
    expect(routes.length).toBeGreaterThanOrEqual(40);
    const allowed = routes.filter((r) => r.access === 'teacher').map((r) => `${r.method} ${r.url}`);
    expect(allowed.sort()).toEqual(TEACHER_ROUTES);
    const [{ audited }] = await w.db.query<{ audited: number }>('select coalesce(max(id), 0)::int as audited from audit_log');
    for (const r of routes) {
      const route = `${r.method} ${r.url}`;
      const res = await adminCall(
        w.app,
        r.method,
        concrete(r.url),
        w.teacher,
        r.method === 'GET' || r.method === 'DELETE' ? undefined : {},
      );
      if (r.access === 'teacher') {
        expect({ route, refused: [401, 403].includes(res.statusCode) }).toEqual({ route, refused: false });
      } else {
        const detail = r.access === 'owner' ? OWNERS_ONLY : NOT_FOR_TEACHERS;
        expect({ route, status: res.statusCode, body: res.json() }).toEqual({ route, status: 403, body: { detail } });
      }
    }
    // refused calls changed nothing: the only changes are the teacher's own feed, made and revoked by the allowed calls
    const written = await w.db.query<{ action: string }>('select action from audit_log where id > $1 order by id', [audited]);
    expect(written.map((r) => r.action)).toEqual(['staff.calendar_feed_created', 'staff.calendar_feed_revoked']);
  });

  test('a teacher sees only their own classes, with the student, code, language and the lesson note, and no money', async () => {
    const w = await world();
    const res = await myClasses(w.app, w.teacher, FIRST_DAY, 7);
    expect(res.statusCode).toBe(200);
    const view = res.json<MyClassesView>();
    expect(view.teacher).toEqual({ id: w.teacherId, name: 'Sato Yuki' });
    expect(view.days.map((d) => d.date)).toHaveLength(7);
    const classes = view.days.flatMap((d) => d.classes);
    expect(classes).toEqual([
      {
        id: w.kenji,
        code: expect.stringMatching(/^GT-/),
        booking_date: FIRST_DAY,
        start: '10:00',
        end: '12:00',
        timing: 'ahead',
        user_name: 'kenji',
        status: 'Confirmed',
        attendance: null,
        language: 'en',
        lesson_language: null,
        note: LESSON_NOTE,
      },
    ]);
    // nothing of money, contact or the customer's own file anywhere in the answer
    expect(res.body).not.toMatch(/amount|yen|paid|refund|email|phone|customer|@/);
    expect(res.body).not.toContain(CUSTOMER_NOTE);
    // bad input is a 400 with its detail
    for (const q of ['from=24-11-2026', `from=${FIRST_DAY}&days=8`, `from=${FIRST_DAY}&teacher=2`]) {
      const bad = await adminCall(w.app, 'GET', `/admin/my/classes?${q}`, w.teacher);
      expect([q, bad.statusCode, typeof bad.json().detail]).toEqual([q, 400, 'string']);
    }
    // the same call as staff linked to no teacher: no classes (it is "my classes", not the school's)
    const staff = (await myClasses(w.app, w.staff, FIRST_DAY)).json<MyClassesView>();
    expect(staff).toEqual({ teacher: null, days: [{ date: FIRST_DAY, classes: [] }] });
    // the school's day and week views, Today, the bookings and customers stay refused
    for (const url of [
      `/admin/calendar?from=${FIRST_DAY}`,
      '/admin/today',
      `/admin/bookings/${w.kenji}`,
      '/admin/customers',
      '/admin/teachers',
    ]) {
      const refused = await adminCall(w.app, 'GET', url, w.teacher);
      expect([url, refused.statusCode, refused.json()]).toEqual([url, 403, { detail: NOT_FOR_TEACHERS }]);
    }
  });

  test('a teacher linked to no teacher yet sees no class, and their calendar feed is empty rather than the school’s', async () => {
    const w = await world();
    const other: Person = { name: 'New Teacher', email: 'new@school.example', password: 'a fresh password' };
    const unlinked = await memberAs(w, other, null);
    expect((await myClasses(w.app, unlinked, FIRST_DAY)).json()).toEqual({ teacher: null, days: [{ date: FIRST_DAY, classes: [] }] });
    const url = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', unlinked, {})).json().url as string;
    const feed = await w.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain('BEGIN:VEVENT');
  });

  test('the teacher’s calendar feed has their own classes only, each linking to their classes in the console', async () => {
    const w = await world();
    const url = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.teacher, {})).json().url as string;
    const feed = await w.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(feed.body.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(feed.body).toContain('kenji');
    expect(feed.body).not.toContain('mika');
    expect(feed.body).toContain('URL:http://localhost:3000/admin\r\n');
    expect(feed.body).not.toContain('/admin/bookings/');
  });

  test('a teacher marks attendance of their own class (audited), and is refused another teacher’s', async () => {
    const w = await world();
    // the class day, 12:30 in Japan
    w.clock.advanceMinutes(24 * 60 + 150);
    const teacher = await logIn(w.app, TEACHER);
    const own = await adminCall(w.app, 'PUT', `/admin/bookings/${w.kenji}/attendance`, teacher, { attendance: 'attended' });
    expect([own.statusCode, own.json()]).toEqual([200, { detail: 'Marked as attended.', booking_id: w.kenji }]);
    const [audit] = await w.db.query<{ actor_email: string; action: string }>(
      `select actor_email, action from audit_log where booking_id = $1 and action = 'booking.attendance'`,
      [w.kenji],
    );
    expect(audit).toEqual({ actor_email: TEACHER.email, action: 'booking.attendance' });
    const view = (await myClasses(w.app, teacher, FIRST_DAY)).json<MyClassesView>();
    expect(view.days[0].classes.map((c) => [c.id, c.attendance, c.timing])).toEqual([[w.kenji, 'attended', 'over']]);

    const before = await w.db.query('select id, attendance from bookings order by id');
    const auditBefore = await w.db.query('select id from audit_log order by id');
    const others = await adminCall(w.app, 'PUT', `/admin/bookings/${w.mika}/attendance`, teacher, { attendance: 'no_show' });
    expect([others.statusCode, others.json()]).toEqual([403, { detail: NOT_YOUR_CLASS }]);
    expect(await w.db.query('select id, attendance from bookings order by id')).toEqual(before);
    expect(await w.db.query('select id from audit_log order by id')).toEqual(auditBefore);
    // staff still mark any class
    const staff = await logIn(w.app, { email: 'staff@school.example', password: 'front desk secret' });
    expect((await adminCall(w.app, 'PUT', `/admin/bookings/${w.mika}/attendance`, staff, { attendance: 'no_show' })).statusCode).toBe(200);
  });

  test('a teacher gets no booking notice emails, even with the switch left on in the database (they tell of every booking)', async () => {
    const w = await world();
    await w.db.query(`update users set notify_bookings = true where email in ($1, 'staff@school.example')`, [TEACHER.email]);
    const before = (await outbox(w.db)).length;
    await paidFor(w.app, w.db, startsFrom('14:00', 4), 'nao', { teacher_id: LEE });
    const sent = (await outbox(w.db)).slice(before).map((m) => m.to_address);
    expect(sent).toContain('staff@school.example');
    expect(sent).not.toContain(TEACHER.email);
  });
}
