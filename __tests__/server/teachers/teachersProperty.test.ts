import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { staffCancelCall, WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { payWithCard, testClock } from '../booking/bookingTestKit';
import { calendarFor, editTeacher, payFor, SCHOOL_WITH_TEACHERS, startsFor, startsFrom, TUESDAY } from './teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// A property of the whole system: whatever mix of payments ("any teacher" and chosen), cancellations,
// reassignments and teachers' time off comes in, no teacher ever has two classes at once, every held
// booking has one teacher for all its slots, and no slot is offered that no teacher can take.
jest.setTimeout(120_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();

/** A small deterministic PRNG (mulberry32), so a failing sequence can be replayed from its seed. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function invariants(w: AdminWorld, step: string) {
  const q = <T>(sql: string) => w.db.query<T>(sql);
  // one class per teacher and slot, each inside a shift of theirs (the database's keys; read back here)
  const [twice] = await q<{ n: number }>(
    'select count(*)::int as n from (select 1 from teacher_slots group by teacher_id, slot_id having count(*) > 1) x',
  );
  const [outside] = await q<{ n: number }>(
    'select count(*)::int as n from teacher_slots ts where not exists (select 1 from teacher_shifts sh where sh.teacher_id = ts.teacher_id and sh.slot_id = ts.slot_id)',
  );
  // every held booking: one teacher, in each of its slots; a released one holds none
  const [wrong] = await q<{ n: number }>(
    `select count(*)::int as n from bookings b where
       (b.status in ('Pending', 'Confirmed') and (
          (select count(*) from teacher_slots ts where ts.booking_id = b.id) <> (select count(*) from booking_slots bs where bs.booking_id = b.id)
          or exists (select 1 from teacher_slots ts where ts.booking_id = b.id and ts.teacher_id <> b.teacher_id)))
       or (b.status not in ('Pending', 'Confirmed') and exists (select 1 from teacher_slots ts where ts.booking_id = b.id))`,
  );
  // seats are the shifts, free seats the shifts without a class
  const [seats] = await q<{ n: number }>(
    `select count(*)::int as n from slots s where s.seats <> (select count(*) from teacher_shifts sh where sh.slot_id = s.id)
       or s.seats_free <> s.seats - (select count(*) from teacher_slots ts where ts.slot_id = s.id)`,
  );
  expect({ step, twice: twice.n, outside: outside.n, wrong: wrong.n, seats: seats.n }).toEqual({
    step,
    twice: 0,
    outside: 0,
    wrong: 0,
    seats: 0,
  });
  // every slot offered for "any teacher" has an online teacher with a shift and no class in it
  const offered = await startsFor(w.app);
  const takeable = await w.db.query<{ start: string }>(
    `select distinct s.start_time as start from slots s join teacher_shifts sh on sh.slot_id = s.id join teachers t on t.id = sh.teacher_id
     where s.day = '${TUESDAY}'::date and not s.closed and t.retired_at is null and t.bookable_online
       and not exists (select 1 from teacher_slots ts where ts.teacher_id = sh.teacher_id and ts.slot_id = s.id) order by 1`,
  );
  expect({ step, offered }).toEqual({ step, offered: takeable.map((r) => r.start) });
}

test.each([7, 2026])('random bookings, cancellations, reassignments and time off never double-book a teacher (seed %i)', async (seed) => {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)];
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const held: number[] = [];
  for (let i = 0; i < 30; i++) {
    const op = pick(['pay', 'pay', 'pay', 'cancel', 'reassign', 'timeOff'] as const);
    const step = `${i}:${op}`;
    if (op === 'pay') {
      const start = pick(startsFrom('10:00', 13)); // any start with 4 slots before 18:00
      const wish = pick([{}, {}, { teacher_id: 1 }, { teacher_id: 2 }, { teaching_language: 'ja' }]);
      const made = await payFor(w.app, w.db, startsFrom(start, 4), `p${i}`, wish, `192.0.2.${i + 1}`);
      expect([step, made.res.statusCode]).toEqual([step, expect.any(Number)]);
      if (made.res.statusCode === 200) {
        held.push(made.booking.id);
        if (random() < 0.7) await payWithCard(w.app, made.res.json().session.url);
      } else expect([step, made.res.statusCode]).toEqual([step, 409]);
    } else if (op === 'cancel' && held.length) {
      const id = held.splice(Math.floor(random() * held.length), 1)[0];
      const res = await staffCancelCall(w, id, { refund: 'full' });
      expect([step, res.statusCode]).toEqual([step, 200]);
    } else if (op === 'reassign' && held.length) {
      const res = await adminCall(w.app, 'POST', `/admin/bookings/${pick(held)}/teacher`, w.staff, { teacher_id: pick([1, 2, 3]) });
      expect([step, [200, 409]]).toEqual([step, expect.arrayContaining([res.statusCode])]);
    } else if (op === 'timeOff') {
      const teacher = pick([1, 2, 3]);
      const from = pick(['10:00', '12:00', '14:00']);
      const res = await editTeacher(w, teacher, (x) => ({
        exceptions:
          random() < 0.5 ? [{ date: TUESDAY, hours: [[from, '18:00']] }] : x.exceptions.length ? [] : [{ date: TUESDAY, hours: [] }],
      }));
      expect([step, [200, 409]]).toEqual([step, expect.arrayContaining([res.statusCode])]);
    }
    await invariants(w, step);
  }
});
