// The course page's own failures, in English as state keeps every message (enrolWords shows them in the visitor's language).
export const LOAD_FAILED = 'This could not be loaded. Please reload the page.';
export const ENROL_FAILED = 'Enrolling did not work. Please try again.';
export const PAY_FAILED = 'Paying did not start. Please try again.';
export const CARD_FAILED = 'The card change did not start. Please try again.';
