import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { INSTALL_COMMAND, chromiumPath } from '../setup/browserPrerequisites';
import { migratedPgDir } from '../setup/migratedDatabase';

// Debian's chromium with the flags a closed network needs (no background connections, no first-run tasks).
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
export const SCREENSHOT_DIR = path.resolve('screenshots');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  /** The server process's id (for tests that kill it at a chosen moment). */
  pid: number;
  output: () => string;
  /** SIGTERM, wait for the exit, then delete the data directory. */
  stop(): Promise<void>;
  /** SIGKILL (no graceful shutdown, as in a power cut or an OOM kill); the data directory is kept. */
  kill(): Promise<void>;
  /** SIGTERM (graceful shutdown); the data directory is kept. */
  terminate(): Promise<void>;
}

export interface StartOptions {
  /** Start on an existing data directory (a restart) instead of a fresh one. */
  dataDir?: string;
  /** Listen on this port (a restart keeps its PUBLIC_URL, which is in every emailed and checkout link). */
  port?: number;
  /**
   * Let the server make its database as a first start on a new machine does (initdb and every migration),
   * instead of starting on a copy of that empty, migrated database made once for the run (4-6 s of CPU less).
   */
  emptyDataDir?: boolean;
}

/**
 * Starts the production server exactly as `npm start` ends (node dist-server/server/server.js,
 * after `npm run build`), on a free port with a new data directory, and waits for /api/health.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  let dataDir = options.dataDir;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-e2e-'));
    if (!options.emptyDataDir && !env.DATABASE_URL) fs.cpSync(await migratedPgDir(), path.join(dataDir, 'pg'), { recursive: true });
  }
  const baseUrl = `http://127.0.0.1:${port}`;
  let log = '';
  const child: ChildProcess = spawn(process.execPath, ['dist-server/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not become healthy:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  };
  return {
    baseUrl,
    port,
    dataDir,
    pid: child.pid!,
    output: () => log,
    async stop() {
      await end('SIGTERM');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    kill: () => end('SIGKILL'),
    terminate: () => end('SIGTERM'),
  };
}

/** Debian's Chromium (CHROMIUM_PATH, else /usr/bin/chromium); a missing one fails at once, naming the install command. */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!fs.existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}. Install it with:\n  ${INSTALL_COMMAND}`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/**
 * A fresh context (required by axe) whose page also fails the test on any uncaught page error. Its clock
 * is Japan's unless a test gives a visitor elsewhere (pages add the visitor's own time then),
 * so pages look the same on any machine.
 */
export async function newPage(
  browser: Browser,
  width = 1280,
  height = 900,
  options: { timezoneId?: string; locale?: string } = {},
): Promise<{ context: BrowserContext; page: Page; pageErrors: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, timezoneId: 'Asia/Tokyo', ...options });
  // The translate widget is third-party; tests that need it serve a stand-in themselves.
  await context.route(/translate\.google(apis)?\.com/, (route) => route.abort());
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(String(e)));
  return { context, page, pageErrors };
}

/**
 * Waits until the app has rendered. A pre-rendered page starts as an inert copy (src/client/prerender.tsx)
 * that looks the same but is hidden from assistive technology and takes no input; the app's first render
 * replaces it.
 */
export const appRendered = (page: Page) => page.waitForFunction(() => !document.querySelector('[data-prerendered]'));

export async function screenshot(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * One server (started as `npm start` ends) and one browser for a whole test file, stopped after it.
 * Read `site.server` and `site.browser` inside tests (they exist once beforeAll has run).
 */
export function useSite(env: Record<string, string> = {}) {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Both start together; when one fails, the other is still kept, so afterAll stops it and nothing is left running.
    const [started, launched] = await Promise.allSettled([startServer(env), launchBrowser()]);
    if (started.status === 'fulfilled') server = started.value;
    if (launched.status === 'fulfilled') browser = launched.value;
    for (const outcome of [started, launched]) if (outcome.status === 'rejected') throw outcome.reason;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server(): RunningServer {
      if (!server) throw new Error('the server starts in beforeAll');
      return server;
    },
    get browser(): Browser {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
  };
}
