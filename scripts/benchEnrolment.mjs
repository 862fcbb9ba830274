// npm run bench:enrolment (after `npm run build:server`): how long the lesson horizon job takes to write a month of
// lessons for 1,000 weekly enrolments (issue 40's target: under 2 s), on the embedded database, as `npm start` runs.
// A school of 21 teachers (each free Monday to Saturday), 1,000 private weekly classes seeded by SQL, the horizon at
// the end of a month; then the job extends it by one month (about 4,000 lessons, each with its teacher's slots).
// Prints the time of each of 3 runs (a fresh database each); exits 1 when the median misses the target.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openPglite } from '../dist-server/server/db/pglite.js';
import { migrate } from '../dist-server/server/db/migrate.js';
import { ensureSlotDays } from '../dist-server/server/enrolment/lessons.js';
import { extendLessons } from '../dist-server/server/enrolment/horizon.js';
import { ensureDefaultCourses } from '../dist-server/server/enrolment/defaultCourses.js';

const TARGET_MS = 2000;
const ENROLMENTS = 1000;
const TEACHERS = 21;
const RUNS = 3;
const HOURS = [['10:00', '18:00']];
const schedule = {
  slotMinutes: 30,
  seatsPerSlot: 1,
  bookingWindowDays: 30,
  pricePerSlotYen: 1500,
  taxRatePercent: 10,
  weeklyHours: { sun: [], mon: HOURS, tue: HOURS, wed: HOURS, thu: HOURS, fri: HOURS, sat: HOURS },
  closedDates: [],
};
const log = { info() {}, warn() {}, error: console.error };

async function once() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-bench-enrol-'));
  const db = await openPglite(dir);
  try {
    await migrate(db, path.join('src', 'server', 'db', 'migrations'));
    await ensureDefaultCourses(db);
    await db.query(`insert into teachers (name, languages) select 'Teacher ' || g, '{en,ja}' from generate_series(1, $1) g`, [TEACHERS]);
    await db.query(
      `insert into customers (name, email, first_language, first_source)
       select 'Student ' || g, 'student' || g || '@example.com', 'en', 'desk' from generate_series(1, $1) g`,
      [ENROLMENTS],
    );
    // 1,000 classes: teacher × weekday (Mon-Sat) × one of 8 hour-long times, each with one student from 2026-12-01
    await db.query(
      `insert into classes (course_id, teacher_id, weekday, start_minute, end_minute, starts_on, capacity, seats_taken)
       select 2, 1 + (g / 48), 1 + (g / 8) % 6, 600 + (g % 8) * 60, 660 + (g % 8) * 60, '2026-12-01', 1, 1
       from generate_series(0, $1 - 1) g`,
      [ENROLMENTS],
    );
    await db.query(
      `insert into enrolments (code, class_id, customer_id, starts_on, status, billing, language, terms)
       select 'EN-' || lpad(id::text, 6, '0'), id, id, '2026-12-01', 'active', 'school', 'en', '{}' from classes`,
    );
    const now = () => new Date('2026-11-25T01:00:00Z'); // the horizon's target: 31 January (next month's end + window)
    await db.transaction((tx) => ensureSlotDays(tx, schedule, '2026-11-25', '2027-02-28'));
    await db.query(`insert into lesson_horizon (id, through) values (true, '2026-11-30')`);
    const deps = { db, schedule, now, log };
    await extendLessons(deps); // December and January (a first run, warm)
    await db.query(`update lesson_horizon set through = '2027-01-31'`);
    const later = () => new Date('2026-12-28T01:00:00Z'); // the target moves to 28 February: one month more
    const started = performance.now();
    await extendLessons({ ...deps, now: later });
    const ms = Math.round(performance.now() - started);
    const [{ n }] = await db.query(`select count(*)::int as n from lessons where day between '2027-02-01' and '2027-02-28'`);
    return { ms, lessons: n };
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const runs = [];
for (let i = 0; i < RUNS; i++) runs.push(await once());
const median = [...runs.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(RUNS / 2)];
console.log(
  `a month of lessons for ${ENROLMENTS} enrolments (${runs[0].lessons} lessons): ${runs.map((r) => `${r.ms} ms`).join(', ')}; median ${median} ms (target < ${TARGET_MS} ms)`,
);
process.exitCode = median < TARGET_MS ? 0 : 1;
