// The refusals of the teachers' console (zod-free, so the console can translate them by their words).
export const TEACHER_NAME_REQUIRED = 'A teacher needs a name.';
export const TEACHER_LANGUAGES_REQUIRED = 'Choose at least one language the teacher teaches.';
/** The labels of the shared free-text rule (src/shared/text.ts), and its refusals as they read with them. */
export const TEACHER_NAME_LABEL = 'The name';
export const TEACHER_PROFILE_LABEL = 'A profile';
export const TEACHER_NAME_CONTROL = `${TEACHER_NAME_LABEL} must not contain control characters.`;
export const TEACHER_PROFILE_CONTROL = `${TEACHER_PROFILE_LABEL} must not contain control characters.`;
/** The reading of a name in Latin letters (name_latin): letters (accents too), spaces, dots, hyphens and apostrophes. */
export const TEACHER_NAME_LATIN_LABEL = 'The name in Latin letters';
export const TEACHER_NAME_LATIN = 'Write the name in Latin letters (for example Hanako Yamada), or leave it empty.';
export const TEACHER_PHOTO_URL = 'The photo must be an https:// address (or left empty).';
/** A photo elsewhere would not show: the pages' CSP allows images from this site and TEACHER_PHOTO_HOST only. */
export const TEACHER_PHOTO_HOST = "The photo must be on this site or on the school's photo host (TEACHER_PHOTO_HOST).";
export const TEACHER_DAY_TWICE = 'Each date can have only one exception.';
export const TEACHER_CONFLICT = 'This change would leave booked classes without their teacher. Move or cancel these bookings first.';
export const TEACHER_NOT_FOUND = 'Teacher not found.';
export const TEACHER_STAFF_UNKNOWN = 'That staff member does not exist.';
export const TEACHER_STAFF_TAKEN = 'That staff member is already linked to another teacher.';
export const STALE_TEACHER = 'Someone else changed this teacher meanwhile. Reload it and make your change again.';
export const NO_TEACHER_FREE = 'No teacher is free for the whole booking. Choose other timeslots.';
export const REASSIGN_NOT_FREE = 'That teacher is not free for the whole booking.';
export const FIRST_TEACHERS_CONFLICT =
  'These bookings would have no teacher free for their whole time. Add hours for a teacher, or move or cancel these bookings first.';
export const REASSIGN_NOT_ACTIVE = 'Only a booking that still holds its class (awaiting payment or paid) can change teacher.';
export const NO_TEACHERS = 'This school has no teachers.';
export const REASSIGNED = 'The teacher was changed.';
export const SAME_TEACHER = 'This teacher already teaches this booking.';
/** A staff move or reassignment whose teacher does not teach the lesson's language: 409 with `code` and the names. */
export const LANGUAGE_NOT_TAUGHT =
  "That teacher does not teach this lesson's language. Choose another teacher, or confirm to give the lesson to them anyway.";
/** A staff move whose "any teacher" finds none of the lesson's language free, but another teacher is: 409. */
export const LANGUAGE_NONE_FREE =
  "No teacher of this lesson's language is free then. Choose another time, or confirm to give the lesson to a teacher of another language.";
/** A confirmed cancel of the enrolled lessons in a teacher's change's way, whose list changed after the owner saw it: 409. */
export const TEACHER_LESSONS_CHANGED =
  "The lessons in this change's way changed after you looked. Nothing was saved or canceled; here they are now.";
