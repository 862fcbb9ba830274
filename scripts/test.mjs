// `npm test`: the whole suite, phase by phase, stopping at the first that fails, then each phase's time.
//   1. prerequisites: Debian's Chromium and a CJK font for the browser tests (installed here when run as root
//      with apt-get, else a stop within seconds with the command to run)
//   2. lint (ESLint, Prettier), the type-check and the production build, side by side: the server's
//      type-check is its build (tsc emitting dist-server), and the client's bundling fills the time ESLint
//      alone keeps one core busy
//   3. unit and integration tests, two Jest workers (a real PostgreSQL comes from Jest's global setup)
//   4. the production build, when phase 2 did not run (`node scripts/test.mjs build e2e`)
//   5. the build checks and browser tests, three Jest workers (they wait on browsers more than they compute)
//   6. the browser tests that measure time or load the machine, one at a time
// `node scripts/test.mjs unit` (or any phase names) runs only those phases; `--record-durations` then writes
// each Jest file's time into __tests__/setup/durations.json (the order a clean clone starts them in).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkBrowserPrerequisites } from '../__tests__/setup/browserPrerequisites.ts';
import Sequencer from '../__tests__/setup/sequencer.cjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = ['node', '--experimental-vm-modules', 'node_modules/jest/bin/jest.js'];
const resultsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-test-results-'));

/** Runs a command with the terminal's output; resolves when it exits 0, rejects otherwise. */
function run(argv) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), { cwd: root, stdio: 'inherit' });
    child.on('error', reject);
    child.on('close', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${argv.join(' ')} exited with ${code ?? signal}`))));
  });
}

/** A Jest project's run; its results go to resultsDir, for the closing count. */
const jestPhase = (project, workers) => {
  const argv = [...jest, '--selectProjects', project, '--json', `--outputFile=${path.join(resultsDir, `${project}.json`)}`];
  return run(workers === 1 ? [...argv, '--runInBand'] : [...argv, `--maxWorkers=${workers}`]);
};

let built = false;
const phases = {
  prerequisites: () => checkBrowserPrerequisites(),
  'lint+typecheck+build': async () => {
    // `npm run lint` is ESLint then Prettier, `npm run typecheck` the two tsc runs, `npm run build` the client's
    // bundles then the server's tsc: five processes side by side, the server's tsc type-checking as it emits
    await Promise.all([
      run(['npx', 'eslint', '.']),
      run(['npx', 'prettier', '--check', '--log-level', 'warn', '.']),
      run(['npx', 'tsc', '--noEmit', '-p', 'tsconfig.json']),
      run(['npm', 'run', '--silent', 'build:server']),
      run(['npm', 'run', '--silent', 'build:client']),
    ]);
    built = true;
  },
  unit: () => jestPhase('unit', 2),
  build: () => (built ? Promise.resolve() : run(['npm', 'run', '--silent', 'build'])),
  e2e: () => jestPhase('e2e', 3),
  'e2e-timed': () => jestPhase('e2e-timed', 1),
};

const RECORD = '--record-durations';
const { DURATIONS, durationKey } = Sequencer;
const record = process.argv.includes(RECORD);
const chosen = process.argv.slice(2).filter((arg) => arg !== RECORD);
for (const name of chosen) if (!(name in phases)) throw new Error(`unknown phase ${name}; phases: ${Object.keys(phases).join(', ')}`);
const times = [];
let failed;
for (const name of chosen.length ? chosen : Object.keys(phases)) {
  const started = Date.now();
  process.stdout.write(`\n=== npm test: ${name}\n`);
  try {
    await phases[name]();
  } catch (err) {
    failed = { name, err };
  }
  times.push([name, (Date.now() - started) / 1000]);
  if (failed) break;
}

let passed = 0;
let failedTests = 0;
const durations = record && fs.existsSync(DURATIONS) ? JSON.parse(fs.readFileSync(DURATIONS, 'utf8')) : {};
for (const file of fs.readdirSync(resultsDir)) {
  const result = JSON.parse(fs.readFileSync(path.join(resultsDir, file), 'utf8'));
  passed += result.numPassedTests;
  failedTests += result.numFailedTests + result.numRuntimeErrorTestSuites;
  if (record)
    for (const { name, startTime, endTime } of result.testResults)
      durations[durationKey(name)] = Math.round((endTime - startTime) / 100) / 10;
}
if (record) {
  // the files of phases not run keep their times; files that no longer exist are dropped
  const kept = Object.entries(durations).filter(([file]) => fs.existsSync(path.join(root, file)));
  kept.sort(([a], [b]) => a.localeCompare(b));
  fs.writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`);
  process.stdout.write(`\ntimes of ${kept.length} test files written to ${path.relative(root, DURATIONS)}\n`);
}
fs.rmSync(resultsDir, { recursive: true, force: true });

process.stdout.write('\n=== npm test: phase times\n');
for (const [name, seconds] of times) process.stdout.write(`${name.padEnd(22)} ${seconds.toFixed(1).padStart(7)} s\n`);
const total = times.reduce((sum, [, s]) => sum + s, 0);
process.stdout.write(`${'total'.padEnd(22)} ${total.toFixed(1).padStart(7)} s\n\n`);
process.stdout.write(`tests: ${passed} passed, ${failedTests} failed\n`);
if (failed) {
  process.stderr.write(`\nnpm test stopped: ${failed.name} failed: ${failed.err.message}\n`);
  process.exit(1);
}
