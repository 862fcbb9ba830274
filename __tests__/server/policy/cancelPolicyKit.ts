import type { CancelTier } from '../../../src/shared/cancelPolicy';
import type { Db } from '../../../src/server/db/db';
import { readSchool, saveSchool } from '../../../src/server/school/schoolRepository';

// The school's cancellation policy set as the owner's save sets it (the profile, audited), for the tests.

/** free until two days before, 50 % the day before, 100 % on the day (the example). */
export const EXAMPLE_TIERS: CancelTier[] = [
  { days_before: 1, percent: 50 },
  { days_before: 0, percent: 100 },
];

export async function setPolicy(db: Db, tiers: CancelTier[], at = new Date('2026-11-23T00:00:00Z')): Promise<void> {
  const { profile, version } = await readSchool(db);
  await saveSchool(db, { id: null, email: 'owner@school.example' }, { ...profile, cancel_policy: { tiers } }, version, at);
}
