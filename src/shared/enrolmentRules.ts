// The school's rules for a student's year (issue 41, points 5 and 6): by which day of a month a pause must be asked
// for it to start the next month, how long a pause may be (whole months), the monthly fee a pause costs (0: none),
// and the withdrawal day new enrolments' terms show (a withdrawal asked by it ends the enrolment at that month's
// end; the terms confirmed at enrolment keep theirs). Owners set them on the console's School page.

export interface EnrolmentRules {
  pause_deadline_day: number;
  pause_min_months: number;
  pause_max_months: number;
  pause_fee_yen: number;
  withdraw_by_day: number;
}

/** The defaults: the terms the research found (a pause of 1 to 3 whole months asked by the 15th of the month before). */
export const DEFAULT_ENROLMENT_RULES: EnrolmentRules = {
  pause_deadline_day: 15,
  pause_min_months: 1,
  pause_max_months: 3,
  pause_fee_yen: 0,
  withdraw_by_day: 15,
};

/** The longest pause any school may set (a pause longer than a season is a withdrawal). */
export const PAUSE_MONTHS_CAP = 6;
export const PAUSE_MONTHS_ORDER = 'The shortest pause cannot be longer than the longest.';
