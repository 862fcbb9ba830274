import fs from 'node:fs';
import { LANGUAGE_NONE_FREE, LANGUAGE_NOT_TAUGHT } from '../../../src/shared/admin/teacherTexts';
import { adminCall, adminWorld } from '../admin/adminKit';
import { phoneBooking, staffBookCall, WRITE_CONFIG, type WriteWorld } from '../admin/adminBookingsWriteKit';
import { moveCall } from '../booking/bookingMoveBehaviour';
import { testClock, timeslots } from '../booking/bookingTestKit';
import { CHEN, LEE, paidFor, SATO, SCHOOL_WITH_TEACHERS, slotIdsAt, startsFrom, TUESDAY } from './teachersKit';
import { makeStaticDir, useTestApps } from '../testApp';

// The lesson's language is a fact of the booking (issue 39, point 3): stored when it is held, shown with the
// booking, and kept by moves and reassignments: a teacher who does not teach it is never picked silently; staff
// get a 409 naming the conflict and decide (language_confirmed). Sato teaches Japanese and English (Tuesdays
// 10:00-14:00), Lee Korean and English, Chen Chinese (teachersKit.ts).
jest.setTimeout(60_000);
const startApp = useTestApps();
const staticDir = makeStaticDir();
afterAll(() => fs.rmSync(staticDir, { recursive: true, force: true }));

async function teachersWorld(): Promise<WriteWorld> {
  const clock = testClock();
  const t = await startApp(staticDir, {
    services: { now: clock.now, schedule: SCHOOL_WITH_TEACHERS, workers: false },
    config: WRITE_CONFIG,
  });
  const w = { ...(await adminWorld(t)), deps: t.app.services.deps, clock };
  await timeslots(w.app); // the window's slots and shifts
  return w;
}
const teacherOf = async (w: WriteWorld, id: number) =>
  (
    await w.db.query<{ teacher_id: number; lesson_language: string | null }>(
      'select teacher_id, lesson_language from bookings where id = $1',
      [id],
    )
  )[0];

test('a Japanese learner moved onto a time with no Japanese teacher: staff see the conflict and decide', async () => {
  const w = await teachersWorld();
  const booked = await paidFor(w.app, w.db, startsFrom('10:00', 4), 'kenji', { teacher_id: SATO, teaching_language: 'ja' });
  expect(await teacherOf(w, booked.id)).toEqual({ teacher_id: SATO, lesson_language: 'ja' });
  expect((await adminCall(w.app, 'GET', `/admin/bookings/${booked.id}`, w.staff)).json().lesson_language).toBe('ja');
  const day = (await adminCall(w.app, 'GET', `/admin/today?date=${TUESDAY}`, w.staff)).json();
  expect(day.bookings.map((b: { lesson_language: string }) => b.lesson_language)).toEqual(['ja']);
  const [confirmation] = await w.db.query<{ text_body: string }>(
    `select text_body from mail_outbox where booking_id = $1 and to_address = 'kenji@example.com' order by id limit 1`,
    [booked.id],
  );
  expect(confirmation.text_body).toContain('Language to learn: Japanese');

  // 15:00-17:00: Sato does not work, Lee and Chen teach no Japanese: refused, naming the language and a teacher
  const late = await slotIdsAt(w.db, startsFrom('15:00', 4));
  const refused = await moveCall(w, booked.id, { booking_date: TUESDAY, timeslot_ids: late });
  expect([refused.statusCode, refused.json()]).toEqual([
    409,
    {
      detail: LANGUAGE_NONE_FREE,
      code: 'lesson_language',
      lesson_language: 'ja',
      teacher_name: expect.stringMatching(/^(Lee Min|Chen Wei)$/),
    },
  ]);
  expect(await teacherOf(w, booked.id)).toEqual({ teacher_id: SATO, lesson_language: 'ja' });
  // staff confirm: moved to a teacher of another language; the lesson's language stays what it is
  const confirmed = await moveCall(w, booked.id, { booking_date: TUESDAY, timeslot_ids: late, language_confirmed: true });
  expect(confirmed.statusCode).toBe(200);
  const moved = await teacherOf(w, booked.id);
  expect([[LEE, CHEN].includes(moved.teacher_id), moved.lesson_language]).toEqual([true, 'ja']);

  // back to the morning with Lee chosen: Lee teaches no Japanese
  const morning = await slotIdsAt(w.db, startsFrom('10:00', 4));
  const lee = await moveCall(w, booked.id, { booking_date: TUESDAY, timeslot_ids: morning, teacher_id: LEE });
  expect([lee.statusCode, lee.json()]).toMatchObject([
    409,
    { detail: LANGUAGE_NOT_TAUGHT, lesson_language: 'ja', teacher_name: 'Lee Min' },
  ]);
  // "any teacher" in the morning: Sato, the one who teaches Japanese, whatever the fair rule's minutes say
  expect((await moveCall(w, booked.id, { booking_date: TUESDAY, timeslot_ids: morning })).statusCode).toBe(200);
  expect(await teacherOf(w, booked.id)).toEqual({ teacher_id: SATO, lesson_language: 'ja' });

  // reassigning: Chen is refused until confirmed, and the audit says it was confirmed
  const reassign = (body: object) => adminCall(w.app, 'POST', `/admin/bookings/${booked.id}/teacher`, w.staff, body);
  const chen = await reassign({ teacher_id: CHEN });
  expect([chen.statusCode, chen.json()]).toMatchObject([409, { detail: LANGUAGE_NOT_TAUGHT, teacher_name: 'Chen Wei' }]);
  expect((await reassign({ teacher_id: CHEN, language_confirmed: true })).statusCode).toBe(200);
  const [audit] = await w.db.query<{ after: { language_confirmed?: string } }>(
    `select after from audit_log where action = 'booking.teacher_changed' order by id desc limit 1`,
  );
  expect(audit.after.language_confirmed).toBe('ja');
});

test('the desk stores the lesson language it chose; a teacher who does not teach it is refused as such', async () => {
  const w = await teachersWorld();
  const ids = await slotIdsAt(w.db, startsFrom('10:00', 4));
  const sato = await staffBookCall(w, { ...phoneBooking(ids, 'at_lesson'), teacher_id: SATO, lesson_language: 'zh' });
  expect([sato.statusCode, sato.json().detail]).toEqual([409, LANGUAGE_NOT_TAUGHT]);
  const any = await staffBookCall(w, { ...phoneBooking(ids, 'at_lesson'), lesson_language: 'zh' });
  expect(any.statusCode).toBe(201);
  expect(await teacherOf(w, any.json().booking_id)).toEqual({ teacher_id: CHEN, lesson_language: 'zh' });
  const bad = await staffBookCall(w, { ...phoneBooking(ids, 'at_lesson'), lesson_language: 'xx' });
  expect(bad.statusCode).toBe(400);
});
