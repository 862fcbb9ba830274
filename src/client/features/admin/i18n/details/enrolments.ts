import {
  ALREADY_ENROLLED,
  CLASS_FULL,
  COURSE_CHANGED,
  COURSE_NAME_NEEDED,
  COURSE_NOT_FOUND,
  COURSE_TEACHER_UNKNOWN,
  ENROLMENT_NOT_FOUND,
  START_NOT_ON_WEEKDAY,
  TEACHER_NOT_FOR_COURSE,
  TUITION_NOT_DUE,
  WEEKLY_TIME_TAKEN,
} from '../../../../../shared/enrolmentWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals about courses, enrolments and tuition the console knows, each with its catalogue key.
export const enrolmentsDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [COURSE_NOT_FOUND, 'enrolments.refused.courseNotFound'],
  [TEACHER_NOT_FOR_COURSE, 'enrolments.refused.teacherNotForCourse'],
  [WEEKLY_TIME_TAKEN, 'enrolments.refused.weeklyTimeTaken'],
  [CLASS_FULL, 'enrolments.refused.classFull'],
  [ALREADY_ENROLLED, 'enrolments.refused.alreadyEnrolled'],
  [START_NOT_ON_WEEKDAY, 'enrolments.refused.startNotOnWeekday'],
  [TUITION_NOT_DUE, 'enrolments.refused.tuitionNotDue'],
  [ENROLMENT_NOT_FOUND, 'enrolments.refused.enrolmentNotFound'],
  [COURSE_CHANGED, 'enrolments.refused.courseChanged'],
  [COURSE_TEACHER_UNKNOWN, 'enrolments.refused.teacherUnknown'],
  [COURSE_NAME_NEEDED, 'enrolments.refused.nameNeeded'],
];
