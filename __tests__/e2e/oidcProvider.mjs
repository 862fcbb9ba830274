// A local stand-in for Google's OpenID Connect issuer (and LINE Login's), for the Google and LINE e2e tests.
// Runs as a child process because oidc-provider is ESM-only; oidcKit.ts starts it. Configured by environment:
// OIDC_PORT, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_URI, OIDC_EMAIL, OIDC_NAME, and OIDC_ID_TOKEN_ALG
// (HS256 plays LINE Login, whose ID tokens are signed with the channel secret; default RS256 as Google).
// Prints "ready <issuer>" once it listens.
import Provider from 'oidc-provider';

const env = process.env;
const issuer = `http://127.0.0.1:${env.OIDC_PORT}`;
const provider = new Provider(issuer, {
  clients: [
    {
      client_id: env.OIDC_CLIENT_ID,
      client_secret: env.OIDC_CLIENT_SECRET,
      redirect_uris: [env.OIDC_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      id_token_signed_response_alg: env.OIDC_ID_TOKEN_ALG || 'RS256',
    },
  ],
  enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
  // Like Google, put the profile and email claims in the id_token of the code flow too
  conformIdTokenClaims: false,
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  features: { devInteractions: { enabled: true } },
  cookies: { keys: ['e2e-only-cookie-key'] },
  // Whatever login the dev page is given, it is this one Google account
  findAccount: async (_ctx, sub) => ({
    accountId: sub,
    claims: async () => ({ sub, email: env.OIDC_EMAIL, email_verified: true, name: env.OIDC_NAME }),
  }),
});
provider.listen(Number(env.OIDC_PORT), '127.0.0.1', () => console.log(`ready ${issuer}`));
