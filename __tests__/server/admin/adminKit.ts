import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/db';
import { OWNERS_ONLY, STAFF_ONLY } from '../../../src/shared/admin/staffTexts';
import { NOT_LOGGED_IN } from '../../../src/server/accounts/session';
import {
  PASSWORD,
  asCookie,
  call,
  hanako,
  loggedIn,
  logIn,
  startAccounts,
  type AccountsApp,
  type LoggedIn,
  type Person,
  type StartApp,
} from '../accounts/accountsKit';
import type { TestApp } from '../testApp';

// Shared pieces of the back office's server tests: an owner, a staff member and a visitor
// logged in on one app, calls made as each, and the role checks every admin call must pass.

export const OWNER: Person = { name: 'Oona Owner', email: 'owner@school.example', password: PASSWORD };
export const STAFF: Person = { name: 'Sam Staff', email: 'staff@school.example', password: 'front desk secret' };
export const VISITOR: Person = hanako;

/** The configuration an admin test app needs: OWNER is the first owner (OWNER_EMAILS). */
export const ADMIN_CONFIG = { ownerEmails: [OWNER.email] };

export interface AdminWorld {
  app: FastifyInstance;
  db: Db;
  owner: LoggedIn;
  staff: LoggedIn;
  visitor: LoggedIn;
}

/**
 * On an app started with ADMIN_CONFIG: OWNER signs up and becomes owner through OWNER_EMAILS, STAFF is
 * given the staff role (the invitation flow has tests of its own), VISITOR is a plain account.
 */
export async function adminWorld(t: Pick<TestApp, 'app' | 'db' | 'config'>): Promise<AdminWorld> {
  const owner = await loggedIn(t as TestApp, OWNER);
  await loggedIn(t as TestApp, STAFF);
  await t.db.query(`update users set role = 'staff' where email = $1`, [STAFF.email]);
  const staff = await logIn(t.app, STAFF);
  const visitor = await loggedIn(t as TestApp, VISITOR);
  return { app: t.app, db: t.db, owner, staff, visitor };
}

/** A call as `who` (undefined: a guest), the way the SPA makes it. */
export const adminCall = (
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  who?: LoggedIn,
  payload?: object,
): Promise<LightMyRequestResponse> => call(app, method, url, payload, asCookie(who));

/** Rows a refused call must not have changed. */
async function snapshot(db: Db) {
  const rows = (sql: string) => db.query(sql);
  return {
    audit: await rows('select * from audit_log order by id'),
    bookings: await rows('select * from bookings order by id'),
    slots: await rows('select * from slots order by id'),
    users: await rows('select id, role, notify_bookings from users order by id'),
    schedule: await rows('select * from schedule'),
    mail: await rows('select id from mail_outbox order by id'),
  };
}

/**
 * The call is refused to a guest (401), a visitor (403) and, where only owners may, staff (403),
 * each with its { detail } and without changing anything.
 */
export async function expectRoleChecks(
  w: AdminWorld,
  method: InjectOptions['method'],
  url: string,
  payload: object | undefined,
  needed: 'staff' | 'owner',
): Promise<void> {
  const before = await snapshot(w.db);
  const guest = await adminCall(w.app, method, url, undefined, payload);
  expect([guest.statusCode, guest.json()]).toEqual([401, { detail: NOT_LOGGED_IN }]);
  const visitor = await adminCall(w.app, method, url, w.visitor, payload);
  expect([visitor.statusCode, visitor.json()]).toEqual([403, { detail: STAFF_ONLY }]);
  if (needed === 'owner') {
    const staff = await adminCall(w.app, method, url, w.staff, payload);
    expect([staff.statusCode, staff.json()]).toEqual([403, { detail: OWNERS_ONLY }]);
  }
  expect(await snapshot(w.db)).toEqual(before);
}

/**
 * Moves the test's clock on, then the owner and the staff member log in again, as they would the next day:
 * a role-holder's session ends after 3 hours idle and 12 hours in all.
 */
export async function laterLoggedInAgain(w: AdminWorld, clock: { advanceMinutes(m: number): void }, minutes: number): Promise<void> {
  clock.advanceMinutes(minutes);
  Object.assign(w.owner, await logIn(w.app, OWNER));
  Object.assign(w.staff, await logIn(w.app, STAFF));
}

/** A file's admin world on PGlite: the accounts app with OWNER as first owner, the three people logged in. */
export async function staffWorld(startApp: StartApp, staticDir: string): Promise<AdminWorld & { t: AccountsApp }> {
  const t = await startAccounts(startApp, staticDir, ADMIN_CONFIG);
  return { ...(await adminWorld(t)), t };
}
