// Pausing and withdrawing's refusals (issue 41), word for word and zod-free: the console's catalogue and my page's
// words map them; src/shared/enrolmentChanges.ts re-exports them.

export const PAUSE_TOO_LATE = 'A pause must be asked by the pause deadline of the month before it.';
export const PAUSE_LENGTH = 'A pause is for whole months, within the school’s shortest and longest pause.';
export const PAUSE_OVERLAP = 'This enrolment is already paused in one of these months.';
export const NOT_RUNNING = 'This enrolment is not running: it cannot be paused or withdrawn.';
export const PAUSE_BEFORE_START = 'A pause starts after the enrolment’s first month.';
export const PAUSE_PAID = 'One of these months is already paid: the desk refunds it before it can be paused.';
