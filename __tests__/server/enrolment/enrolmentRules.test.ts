import fs from 'node:fs';
import { DEFAULT_ENROLMENT_RULES, PAUSE_MONTHS_ORDER } from '../../../src/shared/enrolmentRules';
import { DEFAULT_PROFILE, type SchoolState } from '../../../src/shared/school';
import { call } from '../accounts/accountsKit';
import { adminCall, adminWorld } from '../admin/adminKit';
import { WRITE_CONFIG } from '../admin/adminBookingsWriteKit';
import { testClock } from '../booking/bookingTestKit';
import { calendarFor, SATO, SCHOOL_WITH_TEACHERS } from '../teachers/teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';
import { ELEMENTARY_ENGLISH, TUE } from './enrolmentKit';

// The school's enrolment rules (issue 41): one block of the school's profile, the defaults until an owner sets them,
// checked on save, and the withdrawal day a new enrolment's terms show.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

test('the owner sets the rules on the school profile; a shortest pause longer than the longest is 400; new terms show the withdrawal day', async () => {
  const t = await startApp(staticDir, {
    services: { now: testClock().now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  await calendarFor(t.app);
  const w = await adminWorld(t);
  const state: SchoolState = (await adminCall(w.app, 'GET', '/admin/school', w.owner)).json();
  expect(state.profile.enrolment_rules).toEqual(DEFAULT_ENROLMENT_RULES);

  const wrong = { ...DEFAULT_ENROLMENT_RULES, pause_min_months: 3, pause_max_months: 2 };
  const refused = await adminCall(w.app, 'PUT', '/admin/school', w.owner, {
    profile: { ...DEFAULT_PROFILE, enrolment_rules: wrong },
    version: 0,
  });
  expect(refused.statusCode).toBe(400);
  expect(refused.json().detail).toContain(PAUSE_MONTHS_ORDER);

  const rules = { pause_deadline_day: 10, pause_min_months: 1, pause_max_months: 2, pause_fee_yen: 1000, withdraw_by_day: 20 };
  const saved = await adminCall(w.app, 'PUT', '/admin/school', w.owner, {
    profile: { ...DEFAULT_PROFILE, enrolment_rules: rules },
    version: 0,
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().profile.enrolment_rules).toEqual(rules);

  const choice = { course_id: ELEMENTARY_ENGLISH, teacher_id: SATO, weekday: TUE, start: '12:00', starts_on: '2026-12-01' };
  const quoted = await call(t.app, 'POST', '/public/enrolments/quote', choice, { 'accept-language': 'en' });
  expect(quoted.json()).toMatchObject({ withdraw_by_day: 20 });
});
