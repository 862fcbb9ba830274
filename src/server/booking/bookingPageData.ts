import type { FastifyReply } from 'fastify';
import { ViewBookingParams } from '../../shared/booking.js';
import { BOOKING_DATA_ID, type PageBooking } from '../../shared/bookingData.js';
import { paths } from '../../shared/paths.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { jsonDataBlock } from '../html.js';
import { bookingDetail, linkedBooking, setBookingCookie } from './bookingView.js';
import type { BookingCopy, RenderBooking } from './bookingCopy.js';
import type { LanguageCode } from '../../shared/constants.js';

// A view-booking link's page carries the booking as the link's first call would answer it (issue 38: its largest
// paint, the refund line, waited for that call). Only for the link that names the booking: its holder sees the same
// through the API. Anything else gets no block and the page calls as before, which answers the 404.

const LINK = new RegExp(`^${paths.viewBooking.replace(/:[A-Za-z]+/g, '([^/]+)')}/?$`);

const decoded = (part: string) => {
  try {
    return decodeURIComponent(part);
  } catch {
    return '';
  }
};

/** The link's ids, or null when the path is no view-booking link or its ids cannot name a booking. */
function linkOf(pathname: string) {
  const m = LINK.exec(pathname);
  const params = m && ViewBookingParams.safeParse({ reference_id: decoded(m[1]), booking_id: decoded(m[2]) });
  return params?.success ? params.data : null;
}

/** The page's copy, or none when drawing it failed: the app draws the page from the block all the same. */
const drawn = (deps: ServerDeps, render: () => Promise<BookingCopy>) =>
  render().catch((err: unknown) => {
    deps.log.error({ err }, 'the view-booking page could not be drawn');
    return null;
  });

/** What a view-booking link's page adds for its holder: the data block, and the page drawn with it (null: not drawn). */
export interface BookingPage {
  block: string;
  copy: BookingCopy | null;
}

export interface BookingPageRequest {
  pathname: string;
  language: LanguageCode;
  timeZone: string | null;
  reply: FastifyReply;
}

/** The page's block and copy (null for any other page or link), and the booking's cookie as the call sets it (the cancel needs it). */
export async function bookingPage(
  deps: ServerDeps,
  { secure, render }: { secure: boolean; render: RenderBooking | null },
  { pathname, language, timeZone, reply }: BookingPageRequest,
): Promise<BookingPage | null> {
  const link = linkOf(pathname);
  if (!link) return null;
  try {
    const b = await linkedBooking(deps, link, null);
    const detail = await bookingDetail(deps, b);
    const block: PageBooking = { reference_id: b.reference_id, booking_id: b.id, detail };
    const copy = render ? await drawn(deps, () => render(pathname, language, detail, timeZone)) : null;
    setBookingCookie(reply, b, secure);
    return { block: jsonDataBlock(BOOKING_DATA_ID, block), copy };
  } catch (e) {
    // a wrong link: the page's call answers the 404; a failure: the page still loads, and its call reports it
    if (!(e instanceof HttpError)) deps.log.error({ err: e }, 'the view-booking page could not read its booking');
    return null;
  }
}
