import type { Teacher, TeacherDay } from '../../shared/admin/teachers.js';
import type { WeeklyHours } from '../../shared/admin/schedule.js';
import type { PublicTeacher, TeacherProfile, TeachingLanguage } from '../../shared/teachers.js';
import type { Queryable } from '../db/db.js';

// The teachers' rows: what visitors and staff read, and what an owner writes (teacherService.ts decides).

/** The teachers a visitor can choose: bookable online and not retired, by name. */
export async function publicTeachers(db: Queryable): Promise<PublicTeacher[]> {
  return db.query<PublicTeacher>(
    `select id, name, name_latin, languages, profile, photo_url from teachers
     where retired_at is null and bookable_online order by name, id`,
  );
}

/** Every teacher as the console shows it (retired ones last), with exceptions and classes from `today` on. */
export async function listTeachers(db: Queryable, today: string, id?: number): Promise<Teacher[]> {
  return db.query<Teacher>(
    `select t.id, t.name, t.name_latin, t.profile, t.languages, t.photo_url, t.bookable_online, t.user_id,
       coalesce(u.name, u.email) as user_label, u.email as user_email, t.weekly_hours,
       coalesce((select json_agg(json_build_object('date', d.day::text, 'hours', d.hours) order by d.day)
                 from teacher_days d where d.teacher_id = t.id and d.day >= $1::date), '[]'::json) as exceptions,
       to_char(t.retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as retired_at, t.version,
       (select count(*) from bookings b where b.teacher_id = t.id and b.booking_date >= $1::date
          and b.status in ('Pending', 'Confirmed'))::int as upcoming_classes
     from teachers t left join users u on u.id = t.user_id
     where $2::int is null or t.id = $2::int
     order by t.retired_at is not null, t.name, t.id`,
    [today, id ?? null],
  );
}

export interface TeacherFields {
  name: string;
  name_latin: string | null;
  profile: TeacherProfile;
  languages: TeachingLanguage[];
  photo_url: string | null;
  bookable_online: boolean;
  user_id: number | null;
  weekly_hours: WeeklyHours | null;
  exceptions: TeacherDay[];
}

const FIELDS = (f: TeacherFields) => [
  f.name,
  JSON.stringify(f.profile),
  f.languages,
  f.photo_url,
  f.bookable_online,
  f.user_id,
  f.weekly_hours === null ? null : JSON.stringify(f.weekly_hours),
  f.name_latin,
];

export async function insertTeacher(tx: Queryable, f: TeacherFields): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into teachers (name, profile, languages, photo_url, bookable_online, user_id, weekly_hours, name_latin)
     values ($1, $2::jsonb, $3::text[], $4, $5, $6, $7::jsonb, $8) returning id`,
    FIELDS(f),
  );
  await replaceDays(tx, row.id, f.exceptions, null);
  return row.id;
}

/** The teacher's row locked for a change: its version and whether it is retired; null: no such teacher. */
export async function lockTeacher(tx: Queryable, id: number): Promise<{ version: number; retired: boolean } | null> {
  const [row] = await tx.query<{ version: number; retired: boolean }>(
    'select version, retired_at is not null as retired from teachers where id = $1 for update',
    [id],
  );
  return row ?? null;
}

/** Writes an owner's edit (exceptions from `today` on are replaced; past ones stay, for the record). */
export async function updateTeacher(tx: Queryable, id: number, f: TeacherFields, today: string): Promise<void> {
  await tx.query(
    `update teachers set name = $2, profile = $3::jsonb, languages = $4::text[], photo_url = $5, bookable_online = $6,
       user_id = $7, weekly_hours = $8::jsonb, name_latin = $9, version = version + 1 where id = $1`,
    [id, ...FIELDS(f)],
  );
  await replaceDays(tx, id, f.exceptions, today);
}

async function replaceDays(tx: Queryable, id: number, days: TeacherDay[], from: string | null): Promise<void> {
  if (from !== null) await tx.query('delete from teacher_days where teacher_id = $1 and day >= $2::date', [id, from]);
  const kept = from === null ? days : days.filter((d) => d.date >= from);
  if (kept.length === 0) return;
  await tx.query(
    `insert into teacher_days (teacher_id, day, hours) select $1, d::date, h::jsonb from unnest($2::text[], $3::text[]) as x(d, h)
     on conflict (teacher_id, day) do update set hours = excluded.hours`,
    [id, kept.map((d) => d.date), kept.map((d) => JSON.stringify(d.hours))],
  );
}

export async function setRetired(tx: Queryable, id: number, retired: boolean): Promise<void> {
  await tx.query(
    `update teachers set retired_at = case when $2 then coalesce(retired_at, now()) end, version = version + 1 where id = $1`,
    [id, retired],
  );
}

/** Whether a user id names a member (any role: owner, staff or teacher), and which teacher it is linked to already. */
export async function staffLink(tx: Queryable, userId: number): Promise<{ staff: boolean; teacher: number | null }> {
  const [row] = await tx.query<{ staff: boolean; teacher: number | null }>(
    `select exists (select 1 from users where id = $1 and role is not null) as staff,
       (select id from teachers where user_id = $1) as teacher`,
    [userId],
  );
  return row;
}
