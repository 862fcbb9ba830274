// The refusals of choosing a teacher (400/409 { detail }), zod-free: the console's bundle translates them by their words.

export const NO_SINGLE_TEACHER = 'No single teacher is free for all of these timeslots. Please choose other timeslots or another teacher.';
export const TEACHER_NOT_FREE = 'This teacher is not free for all of these timeslots. Please choose other timeslots or another teacher.';
export const UNKNOWN_TEACHER = 'This teacher cannot be booked.';
