import fs from 'node:fs';
import { DEFAULT_PROFILE, type SchoolState } from '../../../src/shared/school';
import { DEFAULT_LESSON_RULES, absenceCutoff, makeUpValidUntil, schoolCancelValidUntil } from '../../../src/shared/lessonRules';
import { adminCall, adminWorld, type AdminWorld } from '../admin/adminKit';
import { testClock } from '../booking/bookingTestKit';
import { customer } from '../enrolment/enrolmentKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The school's rules for absences and make-ups (issue 41): one 'lesson_rules' block of the profile, the research's
// defaults (20:00 the day before; to the end of the next month; three months for a lesson the school cancels).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function school(): Promise<AdminWorld> {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, workers: false },
    config: { ownerEmails: ['owner@school.example'] },
  });
  return adminWorld(t);
}

test('the rules give the dates the schools write in their terms', () => {
  expect(absenceCutoff(DEFAULT_LESSON_RULES, '2026-12-08')).toEqual({ day: '2026-12-07', time: '20:00' });
  expect(makeUpValidUntil(DEFAULT_LESSON_RULES, '2026-12-08')).toBe('2027-01-31');
  expect(makeUpValidUntil({ ...DEFAULT_LESSON_RULES, makeup_months: 0 }, '2026-02-03')).toBe('2026-02-28');
  expect(schoolCancelValidUntil(DEFAULT_LESSON_RULES, '2026-11-30')).toBe('2027-02-28');
  expect(schoolCancelValidUntil(DEFAULT_LESSON_RULES, '2026-12-08')).toBe('2027-03-08');
});

test('owners set the rules on the School page; a profile saved before they existed reads the defaults', async () => {
  const w = await school();
  const before: SchoolState = (await adminCall(w.app, 'GET', '/admin/school', w.owner)).json();
  expect(before.profile.lesson_rules).toEqual(DEFAULT_LESSON_RULES);
  const rules = { ...DEFAULT_LESSON_RULES, absence_cutoff_time: '18:00', makeup_months: 2, absences_per_month: 1 };
  const saved = await adminCall(w.app, 'PUT', '/admin/school', w.owner, {
    profile: { ...DEFAULT_PROFILE, lesson_rules: rules },
    version: 0,
  });
  expect([saved.statusCode, saved.json().profile.lesson_rules]).toEqual([200, rules]);
  // an older saved profile without the block: the defaults, field by field
  await w.db.query(`update school set profile = profile - 'lesson_rules'`);
  expect((await adminCall(w.app, 'GET', '/admin/school', w.owner)).json().profile.lesson_rules).toEqual(DEFAULT_LESSON_RULES);
});

test("bad rules are 400 { detail } and change nothing; a staff credit's default validity follows the school's rule", async () => {
  const w = await school();
  for (const bad of [{ absence_cutoff_time: '24:00' }, { makeup_months: -1 }, { school_cancel_months: 0 }, { extra: 1 }]) {
    const res = await adminCall(w.app, 'PUT', '/admin/school', w.owner, {
      profile: { ...DEFAULT_PROFILE, lesson_rules: { ...DEFAULT_LESSON_RULES, ...bad } },
      version: 0,
    });
    expect([res.statusCode, typeof res.json().detail]).toEqual([400, 'string']);
  }
  await adminCall(w.app, 'PUT', '/admin/school', w.owner, {
    profile: { ...DEFAULT_PROFILE, lesson_rules: { ...DEFAULT_LESSON_RULES, makeup_months: 2 } },
    version: 0,
  });
  const kim = await customer(w.db, 'Kim Kang');
  const given = await adminCall(w.app, 'POST', `/admin/customers/${kim}/credits`, w.staff, {
    change: 1,
    reason: 'Missed the cut-off by a minute',
  });
  // the test clock is in November 2026: to the end of January
  expect(given.json().lots).toEqual([expect.objectContaining({ valid_until: '2027-01-31' })]);
});
