import type { ConflictBooking } from '../../../shared/admin/common.js';
import { ApiError } from '../../api/client.js';

/** The bookings a 409 ConflictAnswer lists (ApiError keeps the answer's body); none for any other failure. */
export function conflictsOf(error: unknown): ConflictBooking[] {
  const body = (error instanceof ApiError ? error.body : undefined) as { conflicts?: unknown } | undefined;
  return Array.isArray(body?.conflicts) ? (body.conflicts as ConflictBooking[]) : [];
}
