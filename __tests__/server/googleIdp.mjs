// A local OpenID provider standing in for Google in googleSignIn.test.ts. It runs in its own Node
// process because oidc-provider is ESM-only and Jest (CommonJS mode) cannot load it as is.
// Accounts are whatever the test says: PUT /test-accounts/<sub> with the claims as JSON (email,
// email_verified, name), then type <sub> as the login name on the provider's dev login page.
// Prints "READY <issuer>" once listening on 127.0.0.1 (random port). Env: CLIENT_ID, CLIENT_SECRET, REDIRECT_URI, CONFORM,
// ID_TOKEN_ALG (HS256 plays LINE Login, whose ID tokens are signed with the channel secret; default RS256 as Google).
import http from 'node:http';
import Provider from 'oidc-provider';

const server = http.createServer();
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const issuer = `http://127.0.0.1:${server.address().port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: process.env.CLIENT_ID,
      client_secret: process.env.CLIENT_SECRET,
      redirect_uris: [process.env.REDIRECT_URI],
      id_token_signed_response_alg: process.env.ID_TOKEN_ALG || 'RS256',
    },
  ],
  features: { devInteractions: { enabled: true } },
  enabledJWA: { idTokenSigningAlgValues: ['RS256', 'HS256'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  // Google puts email and name in the id_token. CONFORM=1 plays a strictly conforming provider instead,
  // which puts the scope claims in the UserInfo response only.
  conformIdTokenClaims: process.env.CONFORM === '1',
  cookies: { keys: ['local-test-only-cookie-key'] },
  async findAccount(_ctx, sub) {
    const claims = accounts.get(sub);
    return claims && { accountId: sub, claims: async () => ({ ...claims, sub }) };
  },
});
const accounts = new Map();
provider.on('server_error', (_ctx, err) => console.error('provider server_error', err));
const oidc = provider.callback();
server.on('request', (req, res) => {
  if (req.method !== 'PUT' || !req.url.startsWith('/test-accounts/')) return oidc(req, res);
  let body = '';
  req.on('data', (d) => (body += d));
  req.on('end', () => {
    accounts.set(decodeURIComponent(req.url.slice('/test-accounts/'.length)), JSON.parse(body));
    res.end();
  });
});
// Ends with the test process, even one killed mid-run: its end of the stdin pipe closes.
process.stdin.on('end', () => process.exit(0)).resume();
console.log(`READY ${issuer}`);
