// zod-free, so the console's bundle (the activity log's filter) carries no schema library.

/** The activity log's kinds: bookings (and their export), the schedule (and its slots), staff and their settings. */
export const AUDIT_KINDS = ['bookings', 'schedule', 'staff'] as const;
export type AuditKind = (typeof AUDIT_KINDS)[number];
