import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrate } from '../../src/server/db/migrate';
import { PGLITE_EXTENSIONS, pgliteDb } from '../../src/server/db/pglite';

// An empty database with every migration applied is what a server's first start makes (initdb, then the
// migrations: 4-6 s of CPU). The tests make it once per set of migrations and PGlite version, kept in the
// temporary directory, and start from a copy: as a data-directory tarball for the in-process tests, as a
// directory for the servers the browser tests start. The first worker to need one makes it under a lock
// file while the others wait, and renames it into place when it is whole.

export const APP_ROOT = path.resolve(__dirname, '../..');
export const MIGRATIONS = path.join(APP_ROOT, 'src/server/db/migrations');

/** Names what the migrated database depends on: PGlite's version and every migration file. */
function migrationsKey(): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(APP_ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of fs.readdirSync(MIGRATIONS).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS, file)));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Makes `target` once: `make` writes it at the path it is given, renamed to `target` when done. Other workers
 * wait for it rather than make it too (each would cost the same CPU); a lock older than two minutes was left
 * by a run that was killed, and is taken over.
 */
async function makeOnce(target: string, make: (partial: string) => Promise<void>): Promise<void> {
  const lock = `${target}.lock`;
  while (!fs.existsSync(target)) {
    let fd: number | undefined;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch {
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 120_000) fs.rmSync(lock, { force: true });
      else await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    try {
      const partial = `${target}.${process.pid}.partial`;
      fs.rmSync(partial, { recursive: true, force: true });
      await make(partial);
      fs.renameSync(partial, target);
    } finally {
      fs.closeSync(fd);
      fs.rmSync(lock, { force: true });
    }
  }
}

/** The migrated database as a data-directory tarball (loading it: 0.3-0.7 s). */
export async function migratedSnapshot(): Promise<Blob> {
  const snapshot = path.join(os.tmpdir(), `gtss-migrated-${migrationsKey()}.tar`);
  await makeOnce(snapshot, async (partial) => {
    const db = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    await migrate(pgliteDb(db), MIGRATIONS);
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    await db.close();
    fs.writeFileSync(partial, tarball);
  });
  return new Blob([fs.readFileSync(snapshot)]);
}

/**
 * The migrated database as a server's data directory (DATA_DIR/pg, which src/server/db/pglite.ts opens),
 * to copy into a new DATA_DIR.
 */
export async function migratedPgDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `gtss-migrated-${migrationsKey()}-pg`);
  await makeOnce(dir, async (partial) => {
    const db = await PGlite.create(partial, { extensions: PGLITE_EXTENSIONS });
    await migrate(pgliteDb(db), MIGRATIONS);
    await db.close();
  });
  return dir;
}
