import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { OWNERS_ONLY, STAFF_ONLY } from '../../../src/shared/admin/staffTexts';
import { NOT_LOGGED_IN } from '../../../src/server/accounts/session';
import { startAccounts } from '../accounts/accountsKit';
import { ADMIN_CONFIG, adminCall, adminWorld, type AdminWorld } from './adminKit';
import { usePostgresInstances } from '../pgInstances';
import { POSTGRES_SKIP_NOTE, describeWithPostgres } from '../pgTestDb';
import { makeStaticDir, useTestApps } from '../testApp';

// "Every call checks the role on the server (a visitor gets 403 { detail }, a guest 401)", and
// "Only owners change the schedule, prices and staff". Read from the routes the app registered, so a staff
// route added later is checked without anyone listing it, on PGlite and on a real PostgreSQL server.
jest.setTimeout(120_000);
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

/** What only owners may call: the schedule, single slots, the staff and the activity log. */
const OWNER_ROUTES = [
  'PUT /api/admin/schedule',
  'POST /api/admin/schedule/close-dates', // closing dates with their bookings is a schedule change
  'POST /api/admin/slots/:id/close',
  'POST /api/admin/slots/:id/reopen',
  'GET /api/admin/staff',
  'POST /api/admin/staff/invitations',
  'POST /api/admin/staff/invitations/revoke',
  'PUT /api/admin/staff/:id/role',
  'GET /api/admin/audit',
  'POST /api/admin/teachers',
  'PUT /api/admin/teachers/:id',
  'POST /api/admin/teachers/:id/retire',
  'POST /api/admin/teachers/:id/restore',
  'GET /api/admin/school', // the school's profile (issue 38)
  'PUT /api/admin/school',
  'PUT /api/admin/school/logo',
  'DELETE /api/admin/school/logo',
  'GET /api/admin/courses/:id', // the courses' form (issue 40)
  'POST /api/admin/courses',
  'PUT /api/admin/courses/:id',
  'DELETE /api/admin/courses/:id',
  'GET /api/admin/packs', // lesson packs: their prices and the unused balances (issue 41)
  'POST /api/admin/packs',
  'PUT /api/admin/packs/:id',
].sort();

const adminRoutes = (app: FastifyInstance) => app.apiRoutes.filter((r) => r.url.startsWith('/api/admin/'));
/** A concrete URL for a pattern (the guard answers before the id is looked at). */
const concrete = (url: string) => url.replace(/^\/api/, '').replace(/:\w+/g, '1');

function everyRouteGuarded(start: () => Promise<AdminWorld>) {
  test("the owner-only routes are exactly the schedule, slots, staff, activity log, teacher changes, the school's profile, the courses and the packs", async () => {
    const w = await start();
    const owners = adminRoutes(w.app)
      .filter((r) => r.access === 'owner')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(owners).toEqual(OWNER_ROUTES);
    // and no /api/admin route opts out of the guard
    expect(adminRoutes(w.app).filter((r) => r.access === 'public')).toEqual([]);
  });

  test('every /api/admin route answers a guest 401 and a visitor 403, and staff 403 where only owners may', async () => {
    const w = await start();
    const routes = adminRoutes(w.app);
    expect(routes.length).toBeGreaterThanOrEqual(20);
    for (const r of routes) {
      const url = concrete(r.url);
      const body = r.method === 'GET' || r.method === 'DELETE' ? undefined : {};
      const guest = await adminCall(w.app, r.method, url, undefined, body);
      expect({ route: `${r.method} ${r.url}`, status: guest.statusCode, body: guest.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 401,
        body: { detail: NOT_LOGGED_IN },
      });
      const visitor = await adminCall(w.app, r.method, url, w.visitor, body);
      expect({ route: `${r.method} ${r.url}`, status: visitor.statusCode, body: visitor.json() }).toEqual({
        route: `${r.method} ${r.url}`,
        status: 403,
        body: { detail: STAFF_ONLY },
      });
      const staff = await adminCall(w.app, r.method, url, w.staff, body);
      if (r.access === 'owner')
        expect([`${r.method} ${r.url}`, staff.statusCode, staff.json()]).toEqual([`${r.method} ${r.url}`, 403, { detail: OWNERS_ONLY }]);
      else
        expect({ route: `${r.method} ${r.url}`, refused: [401, 403].includes(staff.statusCode) }).toEqual({
          route: `${r.method} ${r.url}`,
          refused: false,
        });
    }
  });
}

describe('on the embedded database', () => {
  const startApp = useTestApps();
  everyRouteGuarded(async () => adminWorld(await startAccounts(startApp, staticDir, ADMIN_CONFIG)));
});

describeWithPostgres(`on PostgreSQL ${POSTGRES_SKIP_NOTE}`, () => {
  const instance = usePostgresInstances(staticDir);
  everyRouteGuarded(async () => {
    const { app, db } = await instance({}, ADMIN_CONFIG);
    return adminWorld({ app, db, config: { publicUrl: 'http://localhost:3000' } as never });
  });
});
