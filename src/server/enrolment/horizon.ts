import { addDays, tokyoToday } from '../../shared/dates.js';
import { endOfMonth, nextMonth, monthOf } from '../../shared/tuition.js';
import type { Queryable } from '../db/db.js';
import { lockDays, lockOnPostgres } from '../db/dayLocks.js';
import type { ServerDeps } from '../deps.js';
import { bookingWindow, type Schedule } from '../booking/schedule.js';
import { classLessonDates, ensureSlotDays, runningClasses, writeLessonsBulk } from './lessons.js';
import { addLaterMonths } from './tuition.js';
import { settlePauses } from './pauses.js';

// The lesson horizon: enrolled lessons exist (with their teacher's time) at least to the end of next month and two
// weeks past the visitors' booking window, so a trial can never be booked where a weekly lesson is to come. One job
// extends it, under an advisory lock (once, however many processes share the database), from where it last stopped
// (a site that was down catches up), always to a month's end (so each month's tuition counts all its lessons).

const HORIZON_LOCK = 'lesson-horizon';

/** How far lessons must exist on a Tokyo date. */
export function horizonTarget(schedule: Schedule, today: string): string {
  const nextMonthEnd = endOfMonth(nextMonth(monthOf(today)));
  const windowSlack = addDays(bookingWindow(schedule, today).last, 14);
  return endOfMonth(windowSlack > nextMonthEnd ? windowSlack : nextMonthEnd);
}

/** How far lessons exist now (null: never extended: nothing enrolled yet). */
export async function horizonThrough(db: Queryable): Promise<string | null> {
  const [row] = await db.query<{ through: string }>('select through::text as through from lesson_horizon');
  return row?.through ?? null;
}

/** Extends the horizon to its target (a no-op when it is there): the days' slots, every running class's lessons, the months' tuition. */
export async function extendLessons(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now' | 'log'>): Promise<string> {
  const today = tokyoToday(deps.now());
  const target = horizonTarget(deps.schedule, today);
  return deps.db.transaction(async (tx) => {
    await lockOnPostgres(deps.db, tx, [HORIZON_LOCK]);
    const through = await horizonThrough(tx);
    if (through && through >= target) return through;
    // nothing enrolled yet: no slot rows past the booking window (the first enrolment writes its own lessons)
    if (!(await tx.query('select 1 from classes limit 1')).length) return through ?? today;
    const from = through ? addDays(through, 1) : today;
    await ensureSlotDays(tx, deps.schedule, from, target);
    const wanted = (await runningClasses(tx, from)).flatMap((c) =>
      classLessonDates(deps.schedule, c, from, target).map((day) => ({ c, day })),
    );
    await lockDays(deps.db, tx, [...new Set(wanted.map((w) => w.day))]);
    const skipped = await writeLessonsBulk(tx, deps.schedule, wanted);
    if (skipped.length) deps.log.warn({ skipped }, 'lessons skipped: the teacher was taken or no longer works then');
    await addLaterMonths(tx, target);
    await settlePauses(tx, today); // the new months' lessons and tuition, paused where a pause says so
    await raiseHorizon(tx, target);
    return target;
  });
}

/** Records that lessons exist through `through` (never moving it back). */
export async function raiseHorizon(tx: Queryable, through: string): Promise<void> {
  await tx.query(
    `insert into lesson_horizon (id, through) values (true, $1::date)
     on conflict (id) do update set through = greatest(lesson_horizon.through, excluded.through)`,
    [through],
  );
}

/**
 * The days a new enrolment's lessons are written for (today through the horizon, or its target when further), with
 * their slot rows and shifts made: what the weekly-time chooser reads and an enrolment writes.
 */
export async function enrolmentRange(deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>): Promise<string> {
  const today = tokyoToday(deps.now());
  const through = [horizonTarget(deps.schedule, today), (await horizonThrough(deps.db)) ?? ''].sort().at(-1)!;
  await deps.db.transaction((tx) => ensureSlotDays(tx, deps.schedule, today, through));
  return through;
}
