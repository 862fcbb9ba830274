import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from './harness';

/** oidcProvider.mjs's environment (its header says what each one does); its port is chosen here. */
export interface OidcProviderEnv {
  OIDC_CLIENT_ID: string;
  OIDC_CLIENT_SECRET: string;
  OIDC_REDIRECT_URI: string;
  OIDC_EMAIL?: string;
  OIDC_NAME?: string;
  /** HS256 plays LINE Login; RS256 (the default) plays Google. */
  OIDC_ID_TOKEN_ALG?: 'RS256' | 'HS256';
}

export interface OidcProvider {
  /** The issuer URL, as the provider printed it on its "ready" line (the app's *_ISSUER). */
  issuer: string;
  output(): string;
  /** SIGTERM and wait for the exit; safe to call twice, or after the provider died. */
  stop(): Promise<void>;
}

const READY_MS = 30_000;

/**
 * Starts __tests__/e2e/oidcProvider.mjs (a child process: oidc-provider is ESM-only) on a free port and waits
 * for its "ready <issuer>" line. It starts before the app, which discovers the issuer at the first sign-in;
 * the app's port is chosen first so that OIDC_REDIRECT_URI can name it (`startServer(env, { port })`). When it does not get there (it exited, or it is still silent after 30 s), the child
 * is killed before this rejects; once it resolves, the caller's afterAll calls `stop()`, which runs even
 * when a later step of beforeAll or a test throws.
 */
export async function startOidcProvider(env: OidcProviderEnv): Promise<OidcProvider> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, 'oidcProvider.mjs')], {
    env: { ...process.env, ...env, OIDC_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  child.stderr.on('data', (d) => (log += d));
  try {
    const issuer = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the OIDC provider was not ready after ${READY_MS} ms:\n${log}`)), READY_MS);
      child.stdout.on('data', (d) => {
        log += d;
        const ready = /^ready (\S+)$/m.exec(log);
        if (ready) {
          clearTimeout(timer);
          resolve(ready[1]);
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the OIDC provider exited with ${code}:\n${log}`));
      });
    });
    return { issuer, output: () => log, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}
