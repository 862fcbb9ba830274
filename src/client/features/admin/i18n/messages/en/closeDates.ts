// "Cancel these N bookings and close the date", offered when closing dates was refused for their bookings.
export const closeDates = {
  'closeDates.offer': '{count, plural, one {Cancel this booking} other {Cancel these # bookings}} and close {dates}',
  'closeDates.title': 'Cancel {count, plural, one {# booking} other {# bookings}} and close {dates}?',
  'closeDates.intro': 'This cannot be undone. In one step:',
  'closeDates.emails': "Each customer gets the school's closure notice in their own language (a walk-in without email is not emailed).",
  'closeDates.card': 'Card payments are refunded in full to the card.',
  'closeDates.cash': 'Bookings paid in cash are marked as cash to pay back: they show on Today until you mark them paid back.',
  'closeDates.unpaid': 'Payment links not yet paid stop working.',
  'closeDates.closed': 'The school is closed on {dates}: visitors can no longer book it.',
  'closeDates.changed': 'If any of these bookings changes meanwhile, nothing is canceled and you see the new list.',
  'closeDates.keep': 'Keep the bookings',
  'closeDates.confirm': 'Cancel {count, plural, one {# booking} other {# bookings}} and close',
  'closeDates.done':
    '{count, plural, one {# booking was} other {# bookings were}} canceled and {dates} closed. The customers were emailed; card refunds are on their way and cash to pay back shows on Today.',
  'closeDates.failed': 'The bookings could not be canceled and nothing was closed. Please try again.',
  'closeDates.detail.changed':
    'The bookings on these dates changed after you looked. Nothing was canceled and no date was closed; here they are now.',
  'closeDates.detail.notOpen': 'These dates are already closed.',
  'closeDates.reason': "Why the school is closed (optional; each customer's notice says it as you write it)",
  'closeDates.detail.notHolidays': 'Only national holidays are closed by "Closed on national holidays".',
} as const;
