import type { LanguageCode } from '../../shared/constants.js';
import { addDays, tokyoToday } from '../../shared/dates.js';
import type { MakeupTime } from '../../shared/makeups.js';
import { bookingWindow } from '../booking/schedule.js';
import type { ServerDeps } from '../deps.js';
import { courseById, courseTeachers } from '../enrolment/courses.js';
import { groupMakeupTimes } from './groupMakeups.js';
import { makeupEnrolment } from './makeupBooking.js';
import { makeupTimes } from './makeupTimes.js';
import { openLots } from './ledger.js';

/**
 * The make-up times an enrolment may book (issue 41, point 2), for my page and the desk alike: none without an open
 * credit; two weeks from `from` (never before tomorrow or the enrolment's first lesson: a make-up makes up one of its
 * lessons), within the booking window and the credits' dates. A private course: free times of the course's length with
 * a teacher of its language, the own teacher first; a group course: another class's lesson with a free seat.
 */
export async function makeupTimesFor(
  deps: Pick<ServerDeps, 'db' | 'schedule' | 'now'>,
  enrolmentId: number,
  asked: string,
  language: LanguageCode,
): Promise<MakeupTime[]> {
  const e = await makeupEnrolment(deps.db, enrolmentId);
  const today = tokyoToday(deps.now());
  const lots = await openLots(deps.db, e.customer_id, today, { enrolmentId: e.id, pack: false });
  if (!lots.length) return [];
  const course = (await courseById(deps.db, deps.schedule.slotMinutes, e.course_id))!;
  const from = [asked, addDays(today, 1), e.starts_on].sort().at(-1)!;
  const lastLot = lots
    .map((l) => l.valid_until)
    .sort()
    .at(-1)!;
  const through = [addDays(from, 13), bookingWindow(deps.schedule, today).last, lastLot].sort()[0];
  if (course.capacity > 1) {
    return groupMakeupTimes(deps.db, { courseId: course.id, enrolmentId: e.id, from, through, now: deps.now(), language });
  }
  const teachers = await courseTeachers(deps.db, course);
  const input = { teachers, ownTeacherId: e.teacher_id, lessonSlots: course.lesson_slots, schedule: deps.schedule, now: deps.now() };
  return makeupTimes(deps.db, { ...input, from, through, language });
}
