import type { LanguageCode } from '../../shared/constants.js';
import * as messages from '../../shared/messages.js';
import { MOVE_TOO_OFTEN } from '../../shared/moveTexts.js';
import { LIMITS } from '../accounts/limits.js';
import { rateLimit, type Limit } from '../accounts/rateLimit.js';
import type { ServerDeps } from '../deps.js';
import { HttpError } from '../errors.js';
import { findById } from './bookingRows.js';
import { visitorActor, type CancelProof } from './cancelService.js';

/** One hit on a limit, refused in the visitor's language. */
async function counted(deps: ServerDeps, limit: Limit, key: string, language: LanguageCode): Promise<void> {
  try {
    await rateLimit(deps.db, limit, [key], deps.now());
  } catch (e) {
    if (e instanceof HttpError && e.status === 429) throw new HttpError(429, MOVE_TOO_OFTEN[language]);
    throw e;
  }
}

/**
 * The visitor's own move is throttled like a payment, counted in the database (so across processes): every
 * attempt per address, then the attempts per booking of whoever may move it. A stranger's tries are refused
 * (the same 404 as the move's own) before they count on the booking, so they cannot use up its holder's moves.
 */
export async function throttleVisitorMove(deps: ServerDeps, bookingId: number, proof: CancelProof, language: LanguageCode): Promise<void> {
  await counted(deps, LIMITS.moveByIp, proof.ip ?? 'unknown', language);
  const booking = await findById(deps.db, bookingId);
  if (!booking) throw new HttpError(404, messages.bookingNotFound);
  visitorActor(booking, proof);
  await counted(deps, LIMITS.moveByBooking, String(bookingId), language);
}
