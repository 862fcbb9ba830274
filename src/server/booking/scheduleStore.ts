import type { ConflictBooking } from '../../shared/admin/common.js';
import { SCHEDULE_CONFLICT, STALE_SCHEDULE, type ScheduleState } from '../../shared/admin/schedule.js';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { tokyoToday } from '../../shared/dates.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Db, Queryable } from '../db/db.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import type { z } from 'zod';
import { insertTeacher } from '../teachers/teacherRepository.js';
import { hasTeachers, syncShifts } from '../teachers/shifts.js';
import { lastSlotDay, lessonsOnSlots } from '../enrolment/lessonConflicts.js';
import { bookingWindow, daysOf, Schedule, slotsForDay, type ScheduleSeed } from './schedule.js';
import { bookingsOnSlots, deleteFreeSlotsAfter, insertSlots, slotsForChange, type SlotForChange } from './slotRepository.js';

// The schedule is one row of the `schedule` table. config/schedule.json (SCHEDULE_FILE) only
// seeds it on first start; owners change it in the console, and its trigger tells every process.

// The refusals' words are the console's contract (shared/admin/schedule.ts): it shows them in the staff's language.
const STATE_COLUMNS = `s.settings, s.version, to_char(s.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as updated_at,
  u.email as updated_by`;

/** The schedule row (locked for the transaction when `lock`), or null before it is seeded. */
export async function readSchedule(db: Queryable, lock = false): Promise<ScheduleState | null> {
  const [row] = await db.query<ScheduleState>(
    `select ${STATE_COLUMNS} from schedule s left join users u on u.id = s.updated_by where s.id = 1 ${lock ? 'for update of s' : ''}`,
  );
  // Checked on the way in too: a row edited by hand into nonsense stops start-up instead of breaking bookings.
  return row ? { ...row, settings: Schedule.parse(row.settings) } : null;
}

/**
 * The schedule row, seeded from `seed()` when there is none yet (`seed` reads the file only then, so a
 * bad file stops only the start that needs it), with the seed's teachers. Several processes may seed at
 * once: the first insert wins, and only it adds the teachers (their shifts come with the slots: slotCalendar.ts).
 */
export async function loadOrSeedSchedule(db: Db, seed: () => z.output<typeof ScheduleSeed>): Promise<ScheduleState> {
  const found = await readSchedule(db);
  if (found) return found;
  const { teachers = [], ...settings } = seed();
  await db.transaction(async (tx) => {
    const inserted = await tx.query('insert into schedule (id, settings) values (1, $1::jsonb) on conflict (id) do nothing returning id', [
      JSON.stringify(settings),
    ]);
    if (inserted.length === 0) return;
    for (const t of teachers) {
      await insertTeacher(tx, {
        name: t.name,
        name_latin: null,
        languages: t.languages,
        profile: t.profile,
        photo_url: t.photoUrl,
        bookable_online: t.bookableOnline,
        user_id: null,
        weekly_hours: t.weeklyHours ?? null,
        exceptions: [],
      });
    }
  });
  return (await readSchedule(db))!;
}

/** The version each process's deps.schedule came from: an older row read late never replaces a newer one. */
const adopted = new WeakMap<Pick<ServerDeps, 'schedule'>, number>();

/**
 * Makes `state` the schedule the booking code reads (deps.schedule), unless it is not newer than the one
 * in use. A new object: the slot calendar and the availability keys notice the change by its identity.
 */
export function adoptSchedule(deps: Pick<ServerDeps, 'schedule'>, state: ScheduleState): boolean {
  const known = adopted.get(deps);
  if (known !== undefined && state.version <= known) return false;
  adopted.set(deps, state.version);
  deps.schedule = state.settings;
  return true;
}

/** The seats a plan gives slots in a school with teachers, above any booked count: their shifts' count replaces it. */
const TEACHERS_PLAN_SEATS = 1000;

/** A refused schedule change: the bookings to cancel or move first (409 ConflictAnswer). */
export class ScheduleConflict extends Error {
  constructor(readonly conflicts: ConflictBooking[]) {
    super(SCHEDULE_CONFLICT);
  }
}

interface SlotPlan {
  inserts: Array<{ day: string; start: string; end: string }>;
  updates: Array<{ id: number; end: string; seats: number; seatsFree: number; closed: boolean }>;
  deletes: number[];
  closes: number[];
  /** Slots with held seats that the change would remove or shrink. */
  blocked: number[];
}

/**
 * What the new settings make of the slot rows of the days `days`. Free slots (nothing held) are added,
 * changed or removed freely (a removed one that some old booking names is closed instead of deleted);
 * a slot whose held seats the change would remove, re-time or shrink below is `blocked`. A slot the new
 * settings keep as it was keeps a closing by hand; one they bring back (it was not in the old settings)
 * opens again.
 */
export function planSlots(before: Schedule, after: Schedule, days: string[], rows: SlotForChange[]): SlotPlan {
  const plan: SlotPlan = { inserts: [], updates: [], deletes: [], closes: [], blocked: [] };
  const byDay = new Map<string, SlotForChange[]>();
  for (const r of rows) byDay.set(r.day, [...(byDay.get(r.day) ?? []), r]);
  for (const day of days) {
    const wanted = new Map(slotsForDay(after, day).map((s) => [s.start, s]));
    const had = new Set(slotsForDay(before, day).map((s) => `${s.start}-${s.end}`));
    const existing = byDay.get(day) ?? [];
    for (const row of existing) {
      const held = row.seats - row.seats_free;
      const want = wanted.get(row.start);
      if (!want || want.end !== row.end) {
        if (held > 0) plan.blocked.push(row.id);
        else if (want)
          plan.updates.push({ id: row.id, end: want.end, seats: after.seatsPerSlot, seatsFree: after.seatsPerSlot, closed: false });
        else if (row.referenced) {
          if (!row.closed) plan.closes.push(row.id);
        } else plan.deletes.push(row.id);
        continue;
      }
      if (held > after.seatsPerSlot) {
        plan.blocked.push(row.id);
        continue;
      }
      const closed = row.closed && had.has(`${row.start}-${row.end}`);
      if (row.seats !== after.seatsPerSlot || closed !== row.closed) {
        plan.updates.push({ id: row.id, end: row.end, seats: after.seatsPerSlot, seatsFree: after.seatsPerSlot - held, closed });
      }
    }
    const starts = new Set(existing.map((r) => r.start));
    for (const s of wanted.values()) if (!starts.has(s.start)) plan.inserts.push(s);
  }
  return plan;
}

/**
 * PUT /api/admin/schedule: in one transaction, the row locked, a stale version refused, the slot rows
 * from tomorrow (Tokyo) to the end of the new window brought in line with the new settings, the row
 * updated (its trigger tells every process) and the change audited. A change that would remove or shrink
 * slots where bookings hold seats changes nothing (ScheduleConflict). Prices apply to new bookings only:
 * a booking keeps the amounts it was made with.
 */
export async function changeSchedule(
  deps: Pick<ServerDeps, 'db' | 'now'>,
  actor: Actor,
  change: { settings: Schedule; version: number },
): Promise<ScheduleState> {
  const db: Db = deps.db;
  return db.transaction(async (tx) => {
    const current = await readSchedule(tx, true);
    if (!current) throw new Error('changeSchedule: the schedule row was never seeded');
    if (current.version !== change.version) throw new HttpError(409, STALE_SCHEDULE);
    return applyScheduleChange(tx, deps, actor, current, change.settings);
  });
}

/**
 * changeSchedule's work inside a transaction that has locked the schedule row (readSchedule(tx, true)) as
 * `current` and checked its version: the slots, the teachers' shifts, the row and its audit entry.
 */
export async function applyScheduleChange(
  tx: Queryable,
  deps: Pick<ServerDeps, 'now'>,
  actor: Actor,
  current: ScheduleState,
  settings: Schedule,
): Promise<ScheduleState> {
  const change = { settings };
  const open = bookingWindow(change.settings, tokyoToday(deps.now()));
  // the visitors' window, and the days past it that enrolled lessons hold (their slots follow the schedule too)
  const window = { first: open.first, last: await lastSlotDay(tx, open.last) };
  const rows = await slotsForChange(tx, RENTAL_SPACE_ID, window.first, window.last);
  // With teachers a slot's seats are its shifts, recounted below: the plan only keeps booked slots in place.
  const teachers = await hasTeachers(tx);
  const planned = teachers ? { ...change.settings, seatsPerSlot: TEACHERS_PLAN_SEATS } : change.settings;
  const plan = planSlots(current.settings, planned, daysOf(window), rows);
  if (plan.blocked.length > 0) {
    throw new ScheduleConflict([...(await bookingsOnSlots(tx, plan.blocked)), ...(await lessonsOnSlots(tx, plan.blocked))]);
  }
  await applyPlan(tx, plan, planned.seatsPerSlot);
  // Free rows past the new window go: the days get the settings of their time when they enter it again.
  await deleteFreeSlotsAfter(tx, RENTAL_SPACE_ID, open.last);
  if (teachers) {
    // The teachers' shifts follow the new slots (a teacher works only while the school is open).
    const conflicts = await syncShifts(tx, window.first, window.last, change.settings.seatsPerSlot);
    if (conflicts.length) throw new ScheduleConflict(conflicts);
  }
  await tx.query('update schedule set settings = $1::jsonb, version = version + 1, updated_at = $2, updated_by = $3 where id = 1', [
    JSON.stringify(change.settings),
    deps.now().toISOString(),
    actor.id,
  ]);
  await writeAudit(
    tx,
    actor,
    {
      action: 'schedule.changed',
      targetType: 'schedule',
      targetId: 1,
      before: current.settings,
      after: change.settings,
    },
    deps.now(),
  );
  return (await readSchedule(tx))!;
}

async function applyPlan(tx: Queryable, plan: SlotPlan, seats: number): Promise<void> {
  if (plan.deletes.length) await tx.query('delete from slots where id = any($1::int[])', [plan.deletes]);
  if (plan.closes.length) await tx.query('update slots set closed = true where id = any($1::int[])', [plan.closes]);
  const u = plan.updates;
  if (u.length) {
    // seats_free with seats in one statement: the capacity check sees both new values together.
    await tx.query(
      `update slots set end_time = c.e, seats = c.seats, seats_free = c.free, closed = c.closed
       from unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::bool[]) as c(id, e, seats, free, closed) where slots.id = c.id`,
      [u.map((x) => x.id), u.map((x) => x.end), u.map((x) => x.seats), u.map((x) => x.seatsFree), u.map((x) => x.closed)],
    );
  }
  await insertSlots(tx, RENTAL_SPACE_ID, seats, plan.inserts);
}
