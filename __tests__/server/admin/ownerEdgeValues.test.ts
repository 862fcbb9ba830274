import fs from 'node:fs';
import { CLOSED_DATE_FORMAT } from '../../../src/shared/admin/schedule';
import { TEACHER_NAME_CONTROL, TEACHER_PROFILE_CONTROL } from '../../../src/shared/admin/teacherTexts';
import { adminCall } from './adminKit';
import { writeWorld } from './adminBookingsWriteKit';
import { FIRST_DAY, TEST_SCHEDULE } from '../booking/bookingTestKit';
import { makeStaticDir, useTestApps } from '../testApp';

// What owners type follows the shared edge rules: teachers' names and profiles are free text (a control
// character, NUL above all, is a 400, never a 500), closed dates are real days from 2000 to 2100.
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

const fieldMessage = (res: { json(): { errors?: Array<{ message: string }> } }) => res.json().errors?.[0]?.message;

test("a teacher's name or profile with a control character is a 400 naming it, and nothing is added; line breaks in a profile are fine", async () => {
  const w = await writeWorld(startApp, staticDir);
  const sato = { name: 'Sato Yuki', languages: ['ja'] };
  for (const [body, message] of [
    [{ ...sato, name: 'Sato\u0000Yuki' }, TEACHER_NAME_CONTROL],
    [{ ...sato, name: 'Sato\nYuki' }, TEACHER_NAME_CONTROL],
    [{ ...sato, profile: { ja: 'よろしく\u0000' } }, TEACHER_PROFILE_CONTROL],
    [{ ...sato, profile: { en: 'Hello\u0007' } }, TEACHER_PROFILE_CONTROL],
  ] as const) {
    const res = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, body);
    expect([res.statusCode, fieldMessage(res)]).toEqual([400, message]);
  }
  expect(await w.db.query('select count(*)::int as n from teachers')).toEqual([{ n: 0 }]);
  const added = await adminCall(w.app, 'POST', '/admin/teachers', w.owner, { ...sato, profile: { en: 'Hello.\r\nI teach Japanese.' } });
  expect([added.statusCode, added.json().profile]).toEqual([201, { en: 'Hello.\r\nI teach Japanese.' }]);
  const { id, version } = added.json();
  const edit = await adminCall(w.app, 'PUT', `/admin/teachers/${id}`, w.owner, { ...sato, name: '\u0000', version });
  expect([edit.statusCode, fieldMessage(edit)]).toEqual([400, TEACHER_NAME_CONTROL]);
});

test('a closed date that is no real day from 2000-01-01 to 2100-12-31 is a 400, in the schedule and in the close-dates body', async () => {
  const w = await writeWorld(startApp, staticDir);
  for (const day of ['0000-01-01', '1999-12-31', '2101-01-01', '9999-12-31', '2026-02-30']) {
    const schedule = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, {
      settings: { ...TEST_SCHEDULE, closedDates: [day] },
      version: 1,
    });
    expect([day, schedule.statusCode, fieldMessage(schedule)]).toEqual([day, 400, CLOSED_DATE_FORMAT]);
    const close = await adminCall(w.app, 'POST', '/admin/schedule/close-dates', w.owner, {
      version: 1,
      dates: [day],
      bookings: [{ id: 1, status: 'Confirmed' }],
    });
    expect([day, close.statusCode, fieldMessage(close)]).toEqual([day, 400, CLOSED_DATE_FORMAT]);
  }
  const fine = await adminCall(w.app, 'PUT', '/admin/schedule', w.owner, {
    settings: { ...TEST_SCHEDULE, closedDates: ['2000-01-01', '2100-12-31', FIRST_DAY] },
    version: 1,
  });
  expect(fine.statusCode).toBe(200);
});
