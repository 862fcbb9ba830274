// The school's roles. Owners run the schedule, prices and staff; staff handle bookings.
// Kept apart from shared/admin.ts (zod) so the visitor's header can know a role without loading zod.
export const STAFF_ROLES = ['owner', 'staff'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** True when `role` may do what `needed` may (an owner may do everything staff may). */
export const roleAllows = (role: StaffRole | null | undefined, needed: StaffRole): boolean =>
  role === 'owner' || (role === 'staff' && needed === 'staff');
