import type { LanguageCode } from '../../shared/constants.js';
import type { LineSignupBody } from '../../shared/line.js';
import { LINE_VISITOR_TEXTS } from '../../shared/lineVisitorTexts.js';
import { HttpError } from '../errors.js';
import { lineSignupMail } from '../mail/accountMails.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AccountDeps } from './accountService.js';
import { issueToken, TOKEN_TTL_MS } from './accountTokens.js';
import type { LineVisitor } from './lineVisitors.js';
import { randomToken, sha256 } from './secrets.js';
import { insertUser, type UserRow } from './userRepository.js';

/** The new account, and the token of the browser cookie that its confirmation link must be followed with. */
export interface LineSignupMade {
  user: UserRow;
  browserToken: string;
  expiresAt: Date;
}

/**
 * A new account for a LINE user nobody connected (sign-in with LINE, then name and email once), in one
 * transaction: the account, unverified, with no LINE and no session (LINE proves the LINE user, not the
 * email); the LINE user kept aside for this browser (lineSignupBrowser.ts) until the confirmation link is
 * followed here; the mail that says LINE was used. A typed email that has an account is refused, never
 * linked: only that account's owner may connect LINE to it (log in, then My page).
 */
export async function createLineAccount(
  deps: AccountDeps,
  visitor: LineVisitor,
  body: LineSignupBody,
  language: LanguageCode,
): Promise<LineSignupMade> {
  const texts = LINE_VISITOR_TEXTS[language];
  const browserToken = randomToken();
  const expiresAt = new Date(deps.now().getTime() + TOKEN_TTL_MS.confirm);
  const user = await deps.db.transaction(async (tx) => {
    // the visitor is used up by one sign-up: a second tab's (waiting on this row's lock) finds none
    const used = await tx.query('delete from line_visitors where line_user_id = $1 returning 1', [visitor.lineUserId]);
    if (used.length === 0) throw new HttpError(400, texts.expired);
    const connected = await tx.query('select 1 from users where line_user_id = $1', [visitor.lineUserId]);
    if (connected.length > 0) throw new HttpError(409, texts.lineTaken);
    const made = await insertUser(tx, { email: body.email, name: body.name, passwordHash: null, language });
    if (!made) throw new HttpError(409, texts.emailTaken);
    await tx.query('insert into line_signups (user_id, line_user_id, browser_hash, expires_at) values ($1, $2, $3, $4)', [
      made.id,
      visitor.lineUserId,
      sha256(browserToken),
      expiresAt.toISOString(),
    ]);
    await enqueueMail(tx, lineSignupMail(made, deps.publicUrl, await issueToken(tx, made.id, 'confirm', deps.now())));
    return made;
  });
  deps.mailQueued();
  return { user, browserToken, expiresAt };
}
