// npm run dev: one terminal for the whole stack. The client is rebuilt on change (webpack watch, development
// mode, then scripts/postbuild.mjs --dev so the server finds dist/index.html and dist/pages/); the server is
// compiled on change (tsc --watch) and restarted when its output changes (node --watch). Lines are tagged
// [client], [tsc] and [server]; the server's JSON log lines are made readable (scripts/devLog.cjs).
// Ctrl-C (or SIGTERM) stops everything.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import readline from 'node:readline';
import webpack from 'webpack';
import webpackConfig from '../webpack.config.js';
import devLog from './devLog.cjs';

const require = createRequire(import.meta.url);
const children = new Set();
let stopping = false;
let watching = null;

const say = (tag, line) => console.log(`[${tag}] ${line}`);

/** Runs `node args…` with its output tagged; a long-running child that exits ends the session. */
function run(tag, args, { env = {}, format = (line) => line, onLine = () => {}, longRunning = true } = {}) {
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (line.trim()) say(tag, format(line)); // tsc pads its messages with blank lines
      onLine(line);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!longRunning || stopping) return;
    say(tag, `exited (${signal ?? `code ${code}`}): stopping the rest`);
    void stop(signal ? 0 : 1); // a signal: Ctrl-C reached the child first
  });
  return child;
}

async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (watching) await new Promise((resolve) => watching.close(resolve));
  const exits = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of children) child.kill('SIGTERM'); // the server closes gracefully (PGlite flushes DATA_DIR)
  // The server gives up on a hung close after 10 s itself; this is only a last resort.
  setTimeout(() => [...children].forEach((child) => child.kill('SIGKILL')), 15_000).unref();
  await Promise.all(exits);
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
// npm runs this under `sh -c`, which does not pass on a SIGTERM sent to npm: notice being orphaned instead,
// rather than leave a server holding the port and DATA_DIR.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void stop(0), 1000).unref();

// The server: its first start waits for tsc's first compile, so dist-server/ is complete.
let server = null;
const startServer = () =>
  (server ??= run('server', ['--watch', '--watch-preserve-output', 'dist-server/server/server.js'], {
    env: { NODE_ENV: process.env.NODE_ENV ?? 'development' }, // debug-level logs
    format: devLog.formatLogLine,
  }));
run('tsc', [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.server.json', '--watch', '--preserveWatchOutput'], {
  onLine: (line) => /Found \d+ errors?\. Watching for file changes/.test(line) && startServer(),
});

// The client: after each successful build, postbuild writes the pages; one run at a time, the latest build last.
let postbuild = null;
let postbuildAgain = false;
function afterBuild() {
  if (postbuild) return void (postbuildAgain = true);
  const started = Date.now();
  postbuild = run('client', ['scripts/postbuild.mjs', '--dev'], { longRunning: false });
  postbuild.on('exit', (code) => {
    postbuild = null;
    if (code === 0) say('client', `pages written in ${Date.now() - started} ms: reload the browser`);
    if (postbuildAgain && !stopping) {
      postbuildAgain = false;
      afterBuild();
    }
  });
}
watching = webpack(webpackConfig({}, { mode: 'development' })).watch({ aggregateTimeout: 300 }, (error, stats) => {
  if (error) return say('client', error.stack ?? String(error));
  if (stats.hasErrors() || stats.hasWarnings()) {
    for (const line of stats.toString({ preset: 'errors-warnings', colors: false }).split('\n')) if (line.trim()) say('client', line);
  }
  if (stats.hasErrors()) return say('client', 'build failed: the last good build is still served');
  say('client', `built (${stats.stats.map((s) => `${s.compilation.name} ${s.endTime - s.startTime} ms`).join(', ')})`);
  afterBuild();
});
