import type { FastifyRequest } from 'fastify';
import { roleAllows, type StaffRole } from '../../shared/roles.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';
import { requireRecentAuth, requireUser } from '../accounts/session.js';
import type { UserRow } from '../accounts/userRepository.js';

import { NOT_FOR_TEACHERS, OWNERS_ONLY, STAFF_ONLY } from '../../shared/admin/staff.js';

/** A staff member acting in the console: who they are and their role (never null here). */
export type Staff = UserRow & { role: StaffRole };

/**
 * Every /api/admin call checks the role on the server, from the session's account as it is
 * now (a removed member's sessions are gone; a role taken away counts at once). A guest gets 401, a
 * visitor 403, staff where only owners may 403, and a teacher 403 wherever the route did not let teachers in.
 */
export async function requireStaff(req: FastifyRequest, db: Queryable, now: Date, needed: StaffRole = 'staff'): Promise<Staff> {
  const user = await requireUser(req, db, now);
  if (!user.role) throw new HttpError(403, STAFF_ONLY);
  if (!roleAllows(user.role, needed)) throw new HttpError(403, needed === 'owner' ? OWNERS_ONLY : NOT_FOR_TEACHERS);
  return user as Staff;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call an admin route: 'staff' (the default: owners too, never teachers), 'owner', 'teacher' (every
     * member; the route shows a teacher only their own classes: teacherScope), or 'public' (its own guard, e.g. a token).
     */
    access?: StaffRole | 'public';
    /** The call wants the password given in the last REAUTH_MINUTES (403 with REAUTH_CODE otherwise). */
    reauth?: boolean;
  }
  interface FastifyRequest {
    /** The staff member calling an admin route (set by staffGuard before validation). */
    staff?: Staff;
  }
}

/**
 * An onRequest hook for the admin routes: checks the role named by the route's `config.access` before
 * anything else (the body's validation included), so a guest always gets 401 and a visitor 403.
 */
export const staffGuard = (db: Queryable, now: () => Date) =>
  async function staffGuard(req: FastifyRequest): Promise<void> {
    const access = req.routeOptions.config?.access ?? 'staff';
    if (access === 'public') return;
    const at = now();
    req.staff = await requireStaff(req, db, at, access);
    if (req.routeOptions.config?.reauth) await requireRecentAuth(req, db, at);
  };

/** The staff member of a request that passed staffGuard. */
export function staffOf(req: FastifyRequest): Staff {
  if (!req.staff) throw new Error('staffOf: the route is not behind staffGuard');
  return req.staff;
}

/**
 * Whose classes a member may see and mark: null for owners and staff (every class), else the id of the
 * teacher the member is linked to (teachers.user_id), or NO_TEACHER while an owner has linked them to none.
 */
export async function teacherScope(db: Queryable, staff: Staff): Promise<number | null> {
  if (staff.role !== 'teacher') return null;
  const [row] = await db.query<{ id: number }>('select id from teachers where user_id = $1', [staff.id]);
  return row?.id ?? NO_TEACHER;
}

/** No teacher has this id (serial ids start at 1): a teacher member linked to no teacher sees no class. */
export const NO_TEACHER = 0;
