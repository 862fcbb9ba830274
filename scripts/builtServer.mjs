// Starts the production build as `npm start` ends (node dist-server/server/server.js) on a free port
// with a fresh temporary DATA_DIR (embedded PGlite, test checkout, mail to the outbox), and waits for
// /api/health. Used by `npm run bench` and `npm run lighthouse`.
// `--pg-template <dir>` on the command line of the script using it: each server starts on a copy of that
// PGlite directory (an empty database with every migration applied) instead of making its own as a first
// start does (initdb and the migrations, 4-6 s of CPU). The tests pass the one they make once per run.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const templateAt = process.argv.indexOf('--pg-template');
const PG_TEMPLATE = templateAt === -1 ? undefined : process.argv[templateAt + 1];

const freePort = () =>
  new Promise((resolve, reject) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

/** Resolves to { baseUrl, dataDir, stop() }; `name` tags the temporary folder; `env` adds variables. */
export async function startBuiltServer(name, env = {}) {
  if (!fs.existsSync('dist-server/server/server.js') || !fs.existsSync('dist/index.html')) {
    throw new Error('No build found: run `npm run build` first.');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `gtss-${name}-`));
  if (PG_TEMPLATE && !env.DATA_DIR) fs.cpSync(PG_TEMPLATE, path.join(dataDir, 'pg'), { recursive: true });
  const baseUrl = `http://127.0.0.1:${port}`;
  let stderr = '';
  // stdout (one log line per request at level info) is discarded: it would flood the terminal.
  const child = spawn(process.execPath, ['dist-server/server/server.js'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: baseUrl, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (d) => (stderr += d));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  for (const deadline = Date.now() + 60_000; ;) {
    const ok = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { baseUrl, dataDir, stop };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`the server ${child.exitCode !== null ? `exited with ${child.exitCode}` : 'was not healthy after 60 s'}\n${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
