import { LAST_OWNER } from '../../src/server/admin/staffRepository';
import { STAFF_ONLY } from '../../src/server/admin/staffAccess';
import { NOT_LOGGED_IN } from '../../src/server/accounts/session';
import type { Queryable } from '../../src/server/db/db';
import { logIn } from './accountsKit';
import { adminCall, OWNER, STAFF, type AdminWorld } from './adminKit';

// Issue #12: removing a member and the last-owner rule, run on PGlite (adminStaff.test.ts) and on a
// real PostgreSQL server (adminStaffPostgres.test.ts).

export const userId = async (db: Queryable, email: string): Promise<number> =>
  (await db.query<{ id: number }>('select id from users where email = $1', [email]))[0].id;
export const roleOf = async (db: Queryable, email: string): Promise<string | null> =>
  (await db.query<{ role: string | null }>('select role from users where email = $1', [email]))[0].role;
export const auditActions = async (db: Queryable) =>
  db.query<{ actor_email: string; action: string; before: unknown; after: unknown }>(
    'select actor_email, action, before, after from audit_log order by id',
  );

export function roleBehaviour(world: () => Promise<AdminWorld>) {
  test('removing a member ends every one of their sessions at once and stops their calendar feed', async () => {
    const w = await world();
    const second = await logIn(w.app, STAFF); // the same member on another device
    const feed = (await adminCall(w.app, 'POST', '/admin/me/calendar-feed', w.staff)).json().url as string;
    expect((await w.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(200);
    const staffId = await userId(w.db, STAFF.email);

    const res = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { email: string }) => m.email)).toEqual([OWNER.email]);

    for (const session of [w.staff, second]) {
      const next = await adminCall(w.app, 'GET', '/admin/me', session);
      expect([next.statusCode, next.json()]).toEqual([401, { detail: NOT_LOGGED_IN }]);
    }
    expect((await adminCall(w.app, 'GET', '/public/me', w.staff)).statusCode).toBe(401);
    // they can still log in as a visitor, but the console refuses them
    const again = await logIn(w.app, STAFF);
    const refused = await adminCall(w.app, 'GET', '/admin/me', again);
    expect([refused.statusCode, refused.json()]).toEqual([403, { detail: STAFF_ONLY }]);
    expect((await w.app.inject({ method: 'GET', url: new URL(feed).pathname })).statusCode).toBe(404);
    expect(await roleOf(w.db, STAFF.email)).toBeNull();
    expect((await auditActions(w.db)).filter((a) => a.action === 'staff.role_changed').at(-1)).toEqual({
      actor_email: OWNER.email,
      action: 'staff.role_changed',
      before: { email: STAFF.email, role: 'staff' },
      after: { email: STAFF.email, role: null },
    });
  });

  test('the last owner can be neither removed nor demoted; with a second owner they can step down', async () => {
    const w = await world();
    const ownerId = await userId(w.db, OWNER.email);
    const before = await auditActions(w.db);
    for (const role of [null, 'staff']) {
      const res = await adminCall(w.app, 'PUT', `/admin/staff/${ownerId}/role`, w.owner, { role });
      expect([res.statusCode, res.json()]).toEqual([409, { detail: LAST_OWNER }]);
    }
    expect(await roleOf(w.db, OWNER.email)).toBe('owner');
    expect(await auditActions(w.db)).toEqual(before);

    const staffId = await userId(w.db, STAFF.email);
    expect((await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.owner, { role: 'owner' })).statusCode).toBe(200);
    const stepDown = await adminCall(w.app, 'PUT', `/admin/staff/${ownerId}/role`, w.owner, { role: 'staff' });
    expect(stepDown.statusCode).toBe(200);
    expect(stepDown.json().members).toEqual([
      { id: staffId, name: STAFF.name, email: STAFF.email, role: 'owner', notify_bookings: false },
      { id: ownerId, name: OWNER.name, email: OWNER.email, role: 'staff', notify_bookings: false },
    ]);
    // the new owner is now the last one
    const last = await adminCall(w.app, 'PUT', `/admin/staff/${staffId}/role`, w.staff, { role: null });
    expect([last.statusCode, last.json()]).toEqual([409, { detail: LAST_OWNER }]);
  });
}
