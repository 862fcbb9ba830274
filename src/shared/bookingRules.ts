// Booking rules without zod, so the browser can use them without shipping the schemas (booking.ts re-exports them).

/** Cancellable only when Confirmed and the class date is after today in Tokyo. */
export function isCancellable(booking: { status: string; booking_date: string }, tokyoTodayIso: string): boolean {
  return booking.status === 'Confirmed' && booking.booking_date > tokyoTodayIso;
}
