// Changing course or weekly time's refusals (issue 41 point 7), word for word and zod-free: the console's catalogue
// maps them (a console page must not load zod for four strings); src/shared/courseChange.ts re-exports them.

export const CHANGE_SAME_TIME = 'This is the enrolment’s course and weekly time already.';
export const CHANGE_PENDING = 'A change of this enrolment is already waiting to start.';
export const CHANGE_NOT_RUNNING = 'This enrolment is not running: its course or weekly time cannot be changed.';
export const CHANGE_PAUSED = 'This enrolment is paused from that month: change it after the pause.';
