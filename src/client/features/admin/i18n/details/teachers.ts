import {
  FIRST_TEACHERS_CONFLICT,
  NO_TEACHERS,
  REASSIGN_NOT_ACTIVE,
  SAME_TEACHER,
  STALE_TEACHER,
  TEACHER_CONFLICT,
  TEACHER_LESSONS_CHANGED,
  TEACHER_DAY_TWICE,
  TEACHER_LANGUAGES_REQUIRED,
  TEACHER_NAME_REQUIRED,
  TEACHER_NOT_FOUND,
  TEACHER_NAME_CONTROL,
  TEACHER_PHOTO_HOST,
  TEACHER_PHOTO_URL,
  TEACHER_NAME_LATIN,
  TEACHER_PROFILE_CONTROL,
  TEACHER_STAFF_TAKEN,
  TEACHER_STAFF_UNKNOWN,
} from '../../../../../shared/admin/teacherTexts.js';
import type { MessageId } from '../messageIds.js';

// The server's teacher refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language. The schema's field
// texts are here too: a refused field's text is shown as the detail (see problemOr).
export const teachersDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [TEACHER_NAME_REQUIRED, 'teachers.detail.nameRequired'],
  [TEACHER_LANGUAGES_REQUIRED, 'teachers.detail.languagesRequired'],
  [TEACHER_PHOTO_URL, 'teachers.detail.photoUrl'],
  [TEACHER_NAME_LATIN, 'teachers.error.nameLatin'],
  [TEACHER_PHOTO_HOST, 'teachers.detail.photoHost'],
  [TEACHER_NAME_CONTROL, 'teachers.detail.nameControl'],
  [TEACHER_PROFILE_CONTROL, 'teachers.detail.profileControl'],
  [TEACHER_DAY_TWICE, 'teachers.detail.dayTwice'],
  [TEACHER_CONFLICT, 'teachers.detail.conflict'],
  [TEACHER_NOT_FOUND, 'teachers.detail.notFound'],
  [TEACHER_STAFF_UNKNOWN, 'teachers.detail.staffUnknown'],
  [TEACHER_STAFF_TAKEN, 'teachers.detail.staffTaken'],
  [STALE_TEACHER, 'teachers.detail.stale'],
  [FIRST_TEACHERS_CONFLICT, 'teachers.detail.firstTeachers'],
  [REASSIGN_NOT_ACTIVE, 'teachers.detail.reassignNotActive'],
  [NO_TEACHERS, 'teachers.detail.noTeachers'],
  [SAME_TEACHER, 'teachers.detail.sameTeacher'],
  [TEACHER_LESSONS_CHANGED, 'teachers.detail.lessonsChanged'],
];
