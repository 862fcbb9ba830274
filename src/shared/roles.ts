// The school's roles. Owners run the schedule, prices and staff; staff handle bookings; a teacher sees their
// own classes and marks attendance, nothing else.
// Plain TypeScript, no zod: the schemas of shared/auth.ts (the account's role in /me) and shared/admin/ build
// their enums from STAFF_ROLES, and the console's layout and the server's staff guard check roles with roleAllows.
export const STAFF_ROLES = ['owner', 'staff', 'teacher'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Each role may do what the roles after it may: an owner everything, staff what teachers may too. */
const RANK: Record<StaffRole, number> = { owner: 3, staff: 2, teacher: 1 };

/** True when `role` may do what `needed` may (an owner may do everything staff may; staff what a teacher may). */
export const roleAllows = (role: StaffRole | null | undefined, needed: StaffRole): boolean => !!role && RANK[role] >= RANK[needed];
