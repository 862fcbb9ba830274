import { DEFAULT_PROFILE as DEFAULT_SCHOOL, SchoolProfileSchema, STALE_SCHOOL, type SchoolProfile } from '../../shared/school.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// The school's profile: one row of `school` (migration 0031), or the defaults while nobody saved one. Every
// reader (the emails, the receipt, the booking's price, the pages) asks schoolProfile; an owner's save is audited
// in its transaction.

export interface SchoolRow {
  profile: SchoolProfile;
  version: number;
  updated_at: string | null;
  updated_by: string | null;
  logo_version: number | null;
}

const COLUMNS = `profile, version, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at, updated_by,
  logo_version`;

/**
 * The stored profile over the defaults, field by field, so a profile saved before a field existed still reads
 * whole; a row that no longer passes the schema (edited by hand) reads as the defaults rather than break a page.
 */
export function withDefaults(stored: unknown): SchoolProfile {
  const merged = { ...DEFAULT_SCHOOL, ...(stored as object) } as SchoolProfile;
  const parsed = SchoolProfileSchema.safeParse({
    ...merged,
    texts: { ...DEFAULT_SCHOOL.texts, ...merged.texts },
    trading: { ...DEFAULT_SCHOOL.trading, ...merged.trading },
    trial: { ...DEFAULT_SCHOOL.trial, ...merged.trial },
    enrolment_rules: { ...DEFAULT_SCHOOL.enrolment_rules, ...merged.enrolment_rules },
    lesson_rules: { ...DEFAULT_SCHOOL.lesson_rules, ...merged.lesson_rules },
  });
  return parsed.success ? (parsed.data as SchoolProfile) : DEFAULT_SCHOOL;
}

/** The school's row (locked for the transaction when `lock`), the defaults at version 0 when there is none. */
export async function readSchool(db: Queryable, lock = false): Promise<SchoolRow> {
  const [row] = await db.query<SchoolRow>(`select ${COLUMNS} from school where id = 1 ${lock ? 'for update' : ''}`);
  if (!row) return { profile: DEFAULT_SCHOOL, version: 0, updated_at: null, updated_by: null, logo_version: null };
  return { ...row, profile: withDefaults(row.profile) };
}

/** The profile alone: what the emails, the receipt and the booking's price read. */
export const schoolProfile = async (db: Queryable): Promise<SchoolProfile> => (await readSchool(db)).profile;

/** An owner's save of the whole profile over `version` (409 STALE_SCHOOL when another save came first), audited. */
export async function saveSchool(db: Db, actor: Actor, profile: SchoolProfile, version: number, at: Date): Promise<SchoolRow> {
  return db.transaction(async (tx) => {
    const before = await readSchool(tx, true);
    if (before.version !== version) throw new HttpError(409, STALE_SCHOOL);
    await tx.query(
      `insert into school (id, profile, version, updated_at, updated_by) values (1, $1::jsonb, 1, $2, $3)
       on conflict (id) do update set profile = excluded.profile, version = school.version + 1, updated_at = excluded.updated_at,
         updated_by = excluded.updated_by`,
      [JSON.stringify(profile), at.toISOString(), actor.email],
    );
    await writeAudit(tx, actor, { action: 'school.changed', targetType: 'school', before: before.profile, after: profile }, at);
    return readSchool(tx);
  });
}

/** An owner's new logo (already checked: logo.ts), or none (null); audited with its kind and size, not its bytes. */
export async function saveLogo(db: Db, actor: Actor, logo: { bytes: Buffer; type: string } | null, at: Date): Promise<SchoolRow> {
  return db.transaction(async (tx) => {
    const before = await readSchool(tx, true);
    await tx.query(
      `insert into school (id, profile, updated_at, updated_by, logo, logo_type, logo_version) values (1, $1::jsonb, $2, $3, $4, $5, $6)
       on conflict (id) do update set logo = excluded.logo, logo_type = excluded.logo_type,
         logo_version = case when excluded.logo is null then null else coalesce(school.logo_version, 0) + 1 end`,
      [JSON.stringify(before.profile), at.toISOString(), actor.email, logo?.bytes ?? null, logo?.type ?? null, logo ? 1 : null],
    );
    const after = logo ? { type: logo.type, bytes: logo.bytes.length } : null;
    await writeAudit(tx, actor, { action: logo ? 'school.logo_changed' : 'school.logo_removed', targetType: 'school', after }, at);
    return readSchool(tx);
  });
}

/** The logo's bytes, kind and version, or null. */
export async function readLogo(db: Queryable): Promise<{ logo: Buffer; logo_type: string; logo_version: number } | null> {
  const [row] = await db.query<{ logo: Uint8Array; logo_type: string; logo_version: number }>(
    'select logo, logo_type, logo_version from school where id = 1 and logo is not null',
  );
  return row ? { ...row, logo: Buffer.from(row.logo) } : null;
}
