export { daySlots, flush, kim } from './adminBookingsFixtures';

/** The server's words for a seat taken meanwhile (bookingService.ts's SLOT_TAKEN). */
export const SLOT_TAKEN_DETAIL = 'Some of the chosen timeslots were just taken. Please choose other timeslots.';
