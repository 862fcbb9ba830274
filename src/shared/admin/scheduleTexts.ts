// The schedule's refusals, in English as the server answers them. A module of their own without zod,
// so the console can know them (and show them in the staff's language) without bundling the schemas.

export const TIME_FORMAT = 'times are HH:MM (24-hour)';
export const RANGE_ORDER = 'a range must end after it starts';
export const CLOSED_DATE_FORMAT = 'closed dates are real days written yyyy-MM-dd, from 2000-01-01 to 2100-12-31';
export const STALE_SCHEDULE = 'The schedule was changed by someone else meanwhile. Reload it and make your change again.';
export const SCHEDULE_CONFLICT =
  'This change would remove or shrink timeslots that have bookings. Cancel or move these bookings first, then make the change again.';
export const CLOSE_DATES_CHANGED =
  'The bookings on these dates changed after you looked. Nothing was canceled and no date was closed; here they are now.';
export const CLOSE_DATES_NOT_OPEN = 'These dates are already closed.';
export const NOT_HOLIDAYS = 'Only national holidays are closed by "Closed on national holidays".';
