// The school's roles. Owners run the schedule, prices and staff; staff handle bookings.
// Plain TypeScript, no zod: the schemas of shared/auth.ts (the account's role in /me) and shared/admin/ build
// their enums from STAFF_ROLES, and the console's layout and the server's staff guard check roles with roleAllows.
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True when `role` may do what `needed` may (an owner may do everything staff may). */
export const roleAllows = (role: StaffRole | null | undefined, needed: StaffRole): boolean =>
  role === 'owner' || (role === 'staff' && needed === 'staff');
