import type { LanguageCode } from '../../shared/constants.js';
import type { LineSignupBody } from '../../shared/line.js';
import { LINE_VISITOR_TEXTS } from '../../shared/lineVisitorTexts.js';
import { HttpError } from '../errors.js';
import { confirmEmailMail } from '../mail/accountMails.js';
import { enqueueMail } from '../mail/outbox.js';
import type { AccountDeps } from './accountService.js';
import { issueToken } from './accountTokens.js';
import type { LineVisitor } from './lineVisitors.js';
import { insertUser, type UserRow } from './userRepository.js';

/**
 * A new account for a LINE user nobody connected (sign-in with LINE, then name and email once): LINE
 * connected, the email unconfirmed until its link is followed (LINE proves the LINE user, not the email),
 * and the usual confirmation email, in one transaction. A typed email that has an account is refused,
 * never linked: only that account's owner may connect LINE to it (log in, then My page).
 */
export async function createLineAccount(
  deps: AccountDeps,
  visitor: LineVisitor,
  body: LineSignupBody,
  language: LanguageCode,
): Promise<UserRow> {
  const texts = LINE_VISITOR_TEXTS[language];
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, { email: body.email, name: body.name, passwordHash: null, language });
      if (!user) throw new HttpError(409, texts.emailTaken);
      // the LINE user may have been connected to an account meanwhile (another tab): the unique index decides
      const linked = await tx.query(
        `update users set line_user_id = $2 where id = $1 and not exists (select 1 from users o where o.line_user_id = $2) returning id`,
        [user.id, visitor.lineUserId],
      );
      if (linked.length === 0) throw new HttpError(409, texts.lineTaken);
      await enqueueMail(tx, confirmEmailMail(user, deps.publicUrl, await issueToken(tx, user.id, 'confirm', deps.now())));
      await tx.query('delete from line_visitors where line_user_id = $1', [visitor.lineUserId]);
      return user;
    });
  let created: UserRow;
  try {
    created = await attempt();
  } catch (e) {
    // the same LINE user made an account in another tab at this very moment: the unique index decided
    if ((e as { code?: unknown }).code === '23505') throw new HttpError(409, texts.lineTaken);
    throw e;
  }
  deps.mailQueued();
  return created;
}
