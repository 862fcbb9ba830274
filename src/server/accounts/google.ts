import * as client from 'openid-client';
import { Email, PersonName } from '../../shared/auth.js';
import type { Db } from '../db/db.js';
import { startOidcLogin } from './oidcStart.js';
import { sha256 } from './secrets.js';
import type { LanguageCode } from '../../shared/constants.js';
import type { Referral } from '../../shared/referral.js';
import { upsertGoogleUser, type UserRow } from './userRepository.js';

export interface GoogleOptions {
  clientId: string;
  clientSecret: string;
  issuer: string;
  /** PUBLIC_URL/api/auth/google/callback: must be registered with the identity provider. */
  redirectUri: string;
}

export class GoogleSignInError extends Error {}

/**
 * OpenID Connect authorization-code flow with state, nonce and PKCE (started in oidcStart.ts). The state's
 * hash keys the nonce and verifier in the database (single use, ten minutes), so any process can finish it.
 */
export function googleSignIn(db: Db, o: GoogleOptions, now: () => Date) {
  let discovered: Promise<client.Configuration> | null = null;
  // An http:// issuer is only ever a local test provider; Google itself is https.
  const insecure = o.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : undefined;
  const config = () =>
    (discovered ??= client.discovery(new URL(o.issuer), o.clientId, o.clientSecret, undefined, insecure).catch((e) => {
      discovered = null; // try the discovery again on the next sign-in
      throw e;
    }));

  return {
    /** The provider's URL to send the browser to, and the value for the browser's binding cookie (oidcStart.ts). */
    start: async (returnTo: string | null = null): Promise<{ url: string; browserBinding: string }> =>
      startOidcLogin(db, await config(), now(), { redirectUri: o.redirectUri, scope: 'openid email profile', returnTo }),

    /**
     * Finishes the flow from the callback URL: the account with Google's verified email (created if new),
     * and the page the sign-in was started for (null: none).
     */
    async finish(
      callbackUrl: URL,
      browserBinding: string | undefined,
      language: LanguageCode,
      referral: Referral | null = null,
    ): Promise<{ user: UserRow; returnTo: string | null }> {
      const state = callbackUrl.searchParams.get('state') ?? '';
      const [login] = await db.query<{ nonce: string; code_verifier: string; browser_hash: string; return_to: string | null }>(
        'delete from oidc_logins where state_hash = $1 and expires_at > $2 returning nonce, code_verifier, browser_hash, return_to',
        [sha256(state), now().toISOString()],
      );
      if (!login) throw new GoogleSignInError('unknown or expired sign-in state');
      if (!browserBinding || sha256(browserBinding) !== login.browser_hash) {
        throw new GoogleSignInError('the sign-in was started by another browser');
      }
      const tokens = await client.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: login.code_verifier,
        expectedState: state,
        expectedNonce: login.nonce,
      });
      let claims: Record<string, unknown> & { sub: string } = tokens.claims() ?? { sub: '' };
      if (!claims.sub) throw new GoogleSignInError('no id_token');
      if (claims.email === undefined || claims.email_verified === undefined) {
        // A conforming OpenID Connect provider puts scope claims in the UserInfo response, not the ID token.
        claims = { ...(await client.fetchUserInfo(await config(), tokens.access_token, claims.sub)), ...claims };
      }
      const email = Email.safeParse(claims.email);
      if (!email.success || claims.email_verified !== true) throw new GoogleSignInError('no verified email from the provider');
      // the same rules as a typed name (a NUL would even fail the insert); else the email's local part
      const name = PersonName.safeParse(typeof claims.name === 'string' ? claims.name.trim().slice(0, 100) : '');
      const user = await upsertGoogleUser(db, {
        sub: claims.sub,
        email: email.data,
        name: name.success ? name.data : email.data.split('@')[0],
        language,
        referral,
      });
      return { user, returnTo: login.return_to };
    },
  };
}

export type GoogleSignIn = ReturnType<typeof googleSignIn>;
