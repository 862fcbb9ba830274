import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';

// The local identity provider (googleIdp.mjs, a child process; it plays LINE Login too) and a fetch-driven "browser" for it.

export const CLIENT = { id: 'gtss-web', secret: 'local-client-secret' };

export interface Idp {
  issuer: string;
  stop(): void;
}

/** Starts the provider for a client whose only redirect URI is `redirectUri`. */
export async function startIdp(
  redirectUri: string,
  {
    conform = false,
    idTokenAlg = 'RS256',
    client = CLIENT,
  }: { conform?: boolean; idTokenAlg?: 'RS256' | 'HS256'; client?: typeof CLIENT } = {},
): Promise<Idp> {
  const child: ChildProcess = spawn(process.execPath, [path.join(__dirname, 'googleIdp.mjs')], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      CLIENT_ID: client.id,
      CLIENT_SECRET: client.secret,
      ID_TOKEN_ALG: idTokenAlg,
      REDIRECT_URI: redirectUri,
      CONFORM: conform ? '1' : '',
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const errors: string[] = [];
  child.stderr!.on('data', (d) => errors.push(String(d))); // "Unsupported runtime" on Node 20 is harmless
  const issuer = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => line.startsWith('READY ') && resolve(line.slice(6)));
    child.on('exit', (code) => reject(new Error(`identity provider exited with ${code}: ${errors.join('')}`)));
  });
  return { issuer, stop: () => void child.kill() };
}

export interface Claims {
  /** Google's id for the account; derived from the email unless given. */
  sub?: string;
  email?: string;
  email_verified: boolean;
  name?: string;
}

/**
 * Plays the browser at the provider: from the authorize URL through login and consent, with a cookie
 * jar, until the provider redirects to the app. Answers that redirect (the callback URL).
 */
export async function signInAtIdp(authorizeUrl: string, { sub, ...claims }: Claims, appOrigin: string): Promise<URL> {
  const login = sub ?? `google-${Buffer.from(claims.email ?? '').toString('hex')}`;
  const account = await fetch(new URL(`/test-accounts/${encodeURIComponent(login)}`, authorizeUrl), {
    method: 'PUT',
    body: JSON.stringify(claims),
  });
  expect(account.status).toBe(200);
  const jar = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}) => {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as object), cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      jar.set(pair.slice(0, i), pair.slice(i + 1));
    }
    return res;
  };
  let url = new URL(authorizeUrl);
  for (let step = 0; step < 12; step++) {
    let res = await send(url);
    if (url.pathname.startsWith('/interaction/')) {
      const page = await res.text();
      const form: Record<string, string> = page.includes('name="login"')
        ? { prompt: 'login', login, password: 'any' }
        : { prompt: 'consent' };
      res = await send(url, {
        method: 'POST',
        body: new URLSearchParams(form),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider stopped at ${url} with ${res.status}: ${(await res.text()).slice(0, 500)}`);
    url = new URL(location, url);
    if (url.origin === appOrigin) return url;
  }
  throw new Error('too many redirects at the provider');
}
