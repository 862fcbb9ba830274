// Enrolment's words (issue 40), zod-free: a course's levels and the refusals, word for word. The console's catalogue
// maps them (i18n/details) without carrying a schema library; src/shared/enrolment.ts re-exports them.

export const COURSE_NOT_FOUND = 'This course is not offered.';
export const COURSE_DESK_ONLY = 'This course is enrolled at the school: please ask at the desk.';
export const TEACHER_NOT_FOR_COURSE = 'This teacher does not teach this course.';
export const WEEKLY_TIME_TAKEN = 'This weekly time is no longer free with this teacher. Please choose another.';
export const CLASS_FULL = 'This class is full. Please choose another time.';
export const ALREADY_ENROLLED = 'You are already enrolled in this class.';
export const START_NOT_ON_WEEKDAY = 'The first lesson must fall on the chosen weekday, from tomorrow on.';
export const TUITION_NOT_DUE = 'This month is not due.';
export const ENROLMENT_NOT_FOUND = 'This enrolment was not found.';
/** Changing the card (issue 40, point 5): only a running card enrolment has one. */
export const CARD_NOT_CHANGEABLE = 'Only a running enrolment paid by card has a card to change.';

// The owner's course form (src/shared/admin/courses.ts).
export const COURSE_CHANGED = 'This course was changed meanwhile. Reload it and make your change again.';
export const COURSE_TEACHER_UNKNOWN = 'One of the chosen teachers does not teach at the school any more.';
export const COURSE_NAME_NEEDED = 'Give the course a name in English.';

/** A course's levels (the console's form lists them, the database checks them). */
export const COURSE_LEVELS = ['beginner', 'elementary', 'intermediate', 'advanced', 'business'] as const;

/** The desk's enrolment list shows one of these at a time ('active' with those awaiting their first payment). */
export const ENROLMENT_LIST_STATUSES = ['active', 'ending', 'ended'] as const;
