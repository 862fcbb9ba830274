import * as client from 'openid-client';
import type { Queryable } from '../db/db.js';
import { randomToken, sha256 } from './secrets.js';

/** How long a started sign-in may take to come back to the callback. */
const LOGIN_TTL_MS = 10 * 60_000;

export interface OidcStart {
  /** The callback URL registered with the provider. */
  redirectUri: string;
  scope: string;
  /** The provider's own authorization parameters (LINE's `bot_prompt`). */
  extra?: Record<string, string>;
  /** The page the sign-in was started for (null: none). */
  returnTo: string | null;
  /** LINE: the account a "connect LINE" from my page is for. */
  connectUserId?: number | null;
  /** LINE: "Continue with LINE" for a guest booking. */
  lineGuest?: boolean;
}

/**
 * The start of an OpenID Connect authorization-code flow with state, nonce and PKCE, for Google and LINE
 * alike. The state's hash keys the nonce and verifier in `oidc_logins` (single use, ten minutes), so any
 * process can finish it. Returns the provider's URL to send the browser to, and the value for the browser's
 * binding cookie: the callback is accepted only from the browser that holds it (security review finding 3:
 * otherwise an attacker could hand a victim a callback URL of the attacker's own account, a login CSRF).
 */
export async function startOidcLogin(
  db: Queryable,
  config: client.Configuration,
  now: Date,
  o: OidcStart,
): Promise<{ url: string; browserBinding: string }> {
  const state = randomToken();
  const browserBinding = randomToken();
  const nonce = client.randomNonce();
  const verifier = client.randomPKCECodeVerifier();
  const url = client.buildAuthorizationUrl(config, {
    // first, so that no extra parameter can replace the flow's own
    ...o.extra,
    redirect_uri: o.redirectUri,
    scope: o.scope,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  await db.query(
    `insert into oidc_logins (state_hash, nonce, code_verifier, expires_at, browser_hash, return_to, connect_user_id, line_guest)
     values ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      sha256(state),
      nonce,
      verifier,
      new Date(now.getTime() + LOGIN_TTL_MS).toISOString(),
      sha256(browserBinding),
      o.returnTo,
      o.connectUserId ?? null,
      o.lineGuest ?? false,
    ],
  );
  return { url: url.href, browserBinding };
}
