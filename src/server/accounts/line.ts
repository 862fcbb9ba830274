import * as client from 'openid-client';
import type { Queryable } from '../db/db.js';
import { startOidcLogin } from './oidcStart.js';
import { sha256 } from './secrets.js';
import { USER_COLUMNS, type UserRow } from './userRepository.js';

export interface LineLoginOptions {
  channelId: string;
  channelSecret: string;
  issuer: string;
  /** LINE_API_BASE: the friendship status API. */
  apiBase: string;
  /** PUBLIC_URL/api/auth/line/callback: the LINE Login channel's callback URL. */
  redirectUri: string;
}

export class LineLoginError extends Error {}

/** What LINE Login proved: the LINE user id, and whether that user is a friend of the school's account. */
export interface LineIdentity {
  lineUserId: string;
  friend: boolean | null;
  /** LINE's display name (the ID token's `name`); the booking page names where LINE messages go by it. */
  displayName: string;
}

/**
 * LINE Login is OpenID Connect (code flow, state, nonce, PKCE) as Google's sign-in (google.ts), with
 * LINE's differences: the ID token is HS256-signed with the channel secret, no email is asked for (the
 * account is found by its connected LINE id), and `bot_prompt=aggressive` offers to add the school's
 * official account as a friend on the consent screen. The state row also says which account a
 * "connect LINE" from my page is for.
 */
export function lineLogin(db: Queryable, o: LineLoginOptions, now: () => Date) {
  let discovered: Promise<client.Configuration> | null = null;
  const insecure = o.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined;
  const config = () =>
    (discovered ??= client
      .discovery(
        new URL(o.issuer),
        o.channelId,
        { client_secret: o.channelSecret, id_token_signed_response_alg: 'HS256' },
        undefined,
        insecure,
      )
      .catch((e) => {
        discovered = null;
        throw e;
      }));

  /** The friendship status API (with the login's access token); null when it cannot tell. */
  async function friendship(accessToken: string): Promise<boolean | null> {
    try {
      // a slow LINE must not hold the visitor's sign-in: without an answer the flag stays unknown
      const res = await fetch(`${o.apiBase}/friendship/v1/status`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(5_000),
      });
      if (!res.ok) return null;
      const body = (await res.json()) as { friendFlag?: unknown };
      return typeof body.friendFlag === 'boolean' ? body.friendFlag : null;
    } catch {
      return null;
    }
  }

  return {
    /** `guest`: "Continue with LINE" for a guest booking (an unknown LINE user is remembered, not sent to log in). */
    start: async (returnTo: string | null, connectUserId: number | null, guest = false): Promise<{ url: string; browserBinding: string }> =>
      startOidcLogin(db, await config(), now(), {
        redirectUri: o.redirectUri,
        scope: 'openid profile',
        extra: { bot_prompt: 'aggressive' },
        returnTo,
        connectUserId,
        lineGuest: guest,
      }),

    /** The LINE identity from the callback, the page to return to, and the account a connect was started for. */
    async finish(
      callbackUrl: URL,
      browserBinding: string | undefined,
    ): Promise<{ identity: LineIdentity; returnTo: string | null; connectUserId: number | null; guest: boolean }> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const [login] = await db.query<{
        nonce: string;
        code_verifier: string;
        browser_hash: string;
        return_to: string | null;
        connect_user_id: number | null;
        line_guest: boolean;
      }>(
        `delete from oidc_logins where state_hash = $1 and expires_at > $2
         returning nonce, code_verifier, browser_hash, return_to, connect_user_id, line_guest`,
        [sha256(state), now().toISOString()],
      );
      if (!login) throw new LineLoginError('unknown or expired sign-in state');
      if (!browserBinding || sha256(browserBinding) !== login.browser_hash)
        throw new LineLoginError('the sign-in was started by another browser');
      // LINE adds its own parameters (friendship_status_changed) that the token exchange must not see
      const standard = new URL(callbackUrl);
      standard.searchParams.delete('friendship_status_changed');
      const tokens = await client.authorizationCodeGrant(await config(), standard, {
        pkceCodeVerifier: login.code_verifier,
        expectedState: state,
        expectedNonce: login.nonce,
      });
      const claims = tokens.claims();
      const sub = claims?.sub;
      if (!sub) throw new LineLoginError('no id_token');
      const displayName = (typeof claims.name === 'string' ? claims.name.trim() : '').slice(0, 100) || 'LINE';
      // The friendship API is the truth; the callback's flag only says the consent screen changed it (to a friend).
      const changed = callbackUrl.searchParams.get('friendship_status_changed') === 'true';
      const friend = (await friendship(tokens.access_token)) ?? (changed ? true : null);
      return {
        identity: { lineUserId: sub, friend, displayName },
        returnTo: login.return_to,
        connectUserId: login.connect_user_id,
        guest: login.line_guest,
      };
    },
  };
}

export type LineLogin = ReturnType<typeof lineLogin>;

/**
 * The LINE user as a push recipient (line_recipients: the one place that knows whether pushes reach a LINE
 * user, for accounts and guests alike); its reachability refreshed when LINE Login told it.
 */
export async function rememberLineRecipient(db: Queryable, who: Pick<LineIdentity, 'lineUserId' | 'friend'>): Promise<void> {
  await db.query(
    `insert into line_recipients (line_user_id, reachable) values ($1, coalesce($2, false))
     on conflict (line_user_id) do update set reachable = coalesce($2, line_recipients.reachable), updated_at = now()`,
    [who.lineUserId, who.friend],
  );
}

/**
 * The account that connected this LINE user (sign-in with LINE), never one whose email is unverified (LINE
 * comes only after the verification); its reachability refreshed when known.
 */
export async function signInLineUser(db: Queryable, who: Pick<LineIdentity, 'lineUserId' | 'friend'>): Promise<UserRow | null> {
  await rememberLineRecipient(db, who);
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users where line_user_id = $1 and email_verified_at is not null`, [
    who.lineUserId,
  ]);
  return row ?? null;
}

/**
 * Connects LINE to the account; false when that LINE user is connected to another account (also when
 * another account connected it at the same moment: the unique constraint decides, the loser is told), and
 * for an account whose email is not verified (LINE comes only after it; line_connected_at records when).
 */
export async function connectLineUser(db: Queryable, userId: number, who: Pick<LineIdentity, 'lineUserId' | 'friend'>): Promise<boolean> {
  await rememberLineRecipient(db, who);
  try {
    const rows = await db.query(
      `update users set line_user_id = $2, line_connected_at = now(), updated_at = now()
       where id = $1 and email_verified_at is not null
         and not exists (select 1 from users o where o.line_user_id = $2 and o.id <> $1) returning id`,
      [userId, who.lineUserId],
    );
    return rows.length === 1;
  } catch (e) {
    if ((e as { code?: unknown }).code === '23505') return false;
    throw e;
  }
}

export async function disconnectLine(db: Queryable, userId: number): Promise<void> {
  await db.query('update users set line_user_id = null, line_only = false, line_connected_at = null, updated_at = now() where id = $1', [
    userId,
  ]);
}

export async function myLine(db: Queryable, userId: number) {
  const [row] = await db.query<{ connected: boolean; reachable: boolean | null; line_only: boolean }>(
    `select u.line_user_id is not null as connected, r.reachable, u.line_only
     from users u left join line_recipients r on r.line_user_id = u.line_user_id where u.id = $1`,
    [userId],
  );
  return {
    connected: row?.connected ?? false,
    reachable: (row?.connected ?? false) && (row?.reachable ?? false),
    notify: row?.line_only ? ('line_only' as const) : ('email_and_line' as const),
  };
}

export async function setLineOnly(db: Queryable, userId: number, lineOnly: boolean): Promise<void> {
  await db.query('update users set line_only = $2, updated_at = now() where id = $1', [userId, lineOnly]);
}

/** The webhook's follow / unfollow: whether pushes reach this LINE user (an account's or a guest's). */
export async function setLineReachable(db: Queryable, lineUserId: string, reachable: boolean): Promise<void> {
  await db.query('update line_recipients set reachable = $2, updated_at = now() where line_user_id = $1', [lineUserId, reachable]);
}
