import { useSchoolsWithTeachers } from '../enrolment/enrolmentKit';
import { adminCall } from '../admin/adminKit';
import { makeupTimesOf, mikaWithCredits } from './makeupBehaviour';

// Today (issue 41, point 8): the desk sees who will not come, the day and the next, and who comes for a make-up.
jest.setTimeout(60_000);
const school = useSchoolsWithTeachers();

test("Today lists the day's and the next day's absences, and the day's make-ups", async () => {
  const w = await school();
  const id = await mikaWithCredits(w, 1);
  expect((await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/absences`, w.visitor, { day: '2026-12-08' })).statusCode).toBe(
    201,
  );
  const [t] = await makeupTimesOf(w, id, '2026-12-09');
  const made = await adminCall(w.app, 'POST', `/public/mypage/enrolments/${id}/makeups`, w.visitor, {
    day: t.day,
    start: t.start,
    teacher_id: t.teacher_id,
  });
  expect(made.statusCode).toBe(201);
  const today = async (date: string) => (await adminCall(w.app, 'GET', `/admin/today?date=${date}`, w.staff)).json().credits_day;
  expect((await today('2026-12-07')).absences).toEqual([
    { enrolment_id: id, code: expect.stringMatching(/^EN-/), name: 'Mika Mori', day: '2026-12-08', start: '12:00', credited: true },
  ]);
  expect((await today('2026-12-08')).absences).toHaveLength(1);
  expect((await today('2026-12-09')).absences).toEqual([]);
  const onTheDay = await today(t.day);
  expect(onTheDay.makeups).toEqual([
    expect.objectContaining({ code: made.json().code, name: 'Mika Mori', time_range: `${t.start}-${t.end}`, enrolment_id: id }),
  ]);
  // the make-up is one of the day's bookings too (its seat and teacher)
  const day = (await adminCall(w.app, 'GET', `/admin/today?date=${t.day}`, w.staff)).json();
  const block = day.bookings.find((b: { code: string }) => b.code === made.json().code);
  expect(block).toMatchObject({ status: 'Confirmed', payment: 'paid', makeup: true, total_amount: 0 });
  expect(day.bookings.filter((b: { makeup?: boolean }) => b.makeup)).toHaveLength(1);
});
