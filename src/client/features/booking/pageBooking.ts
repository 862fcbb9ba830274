import type { BookingDetail } from '../../../shared/booking.js';
import { BOOKING_DATA_ID, type PageBooking } from '../../../shared/bookingData.js';

/**
 * The booking the link's page came with (server/booking/bookingPageData.ts), for that link only and only once: the
 * block is removed as it is read, so any later load (after a cancel or a move, the page opened again in the app)
 * asks the server. Null when the page has no block, or one written for another link.
 */
export function takePageBooking(referenceId: string, bookingId: string): BookingDetail | null {
  // (no document: the build's pre-render of the page, which shows it loading)
  const block = globalThis.document?.getElementById(BOOKING_DATA_ID);
  if (!block) return null;
  block.remove();
  try {
    const page = JSON.parse(block.textContent!) as PageBooking;
    return page.reference_id === referenceId && String(page.booking_id) === bookingId ? page.detail : null;
  } catch {
    return null;
  }
}

export type TakePageBooking = typeof takePageBooking;
