import { z } from 'zod';
import { IsoDate } from './admin/common.js';
import { EnrolChoice } from './enrolment.js';

// Changing course or weekly time (issue 41 point 7): my page's and the desk's calls. The change starts on the first
// day of a coming month (the month after next once the terms' withdrawal day has passed); the legal confirmation
// screen shows the new terms (EnrolmentTerms, from the change's quote) before anything is written or charged.

export { CHANGE_NOT_RUNNING, CHANGE_PAUSED, CHANGE_PENDING, CHANGE_SAME_TIME } from './courseChangeWords.js';

/** GET …/enrolments/:id/change: the day a change asked today starts, and the day of the month that decided it. */
export const ChangeOptions = z.object({ from: IsoDate, after_deadline: z.boolean(), withdraw_by_day: z.number().int() });
export type ChangeOptions = z.infer<typeof ChangeOptions>;

/** POST …/enrolments/:id/change/quote: the new course and weekly time (from the weekly times listed from `from`). */
export const ChangeChoice = EnrolChoice.omit({ starts_on: true }).strict();
export type ChangeChoice = z.infer<typeof ChangeChoice>;

/** POST …/enrolments/:id/change: confirmed after the confirmation screen was shown. */
export const ChangeRequest = ChangeChoice.extend({ confirmed: z.literal(true) }).strict();
export type ChangeRequest = z.infer<typeof ChangeRequest>;
