import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { migrate } from '../../src/server/db/migrate';
import { pgliteDb } from '../../src/server/db/pglite';

// An empty database with every migration applied is what a server's first start makes (initdb, then the
// migrations: 4-6 s of CPU). The tests make it once per set of migrations and PGlite version, kept in the
// temporary directory, and start from a copy: as a data-directory tarball for the in-process tests, as a
// directory for the servers the browser tests start. Both are made by whichever worker needs them first;
// two workers making one together each write their own and rename it into place, so no reader sees half.

export const APP_ROOT = path.resolve(__dirname, '../..');
export const MIGRATIONS = path.join(APP_ROOT, 'src/server/db/migrations');

/** Names what the migrated database depends on: PGlite's version and every migration file. */
function migrationsKey(): string {
  const hash = crypto.createHash('sha256').update(fs.readFileSync(path.join(APP_ROOT, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of fs.readdirSync(MIGRATIONS).sort()) hash.update(file).update(fs.readFileSync(path.join(MIGRATIONS, file)));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated database as a data-directory tarball (loading it: 0.3-0.7 s). */
export async function migratedSnapshot(): Promise<Blob> {
  const snapshot = path.join(os.tmpdir(), `gtss-migrated-${migrationsKey()}.tar`);
  if (!fs.existsSync(snapshot)) {
    const db = await PGlite.create({ extensions: { btree_gist } });
    await migrate(pgliteDb(db), MIGRATIONS);
    const tarball = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer());
    await db.close();
    const partial = `${snapshot}.${process.pid}.partial`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, snapshot);
  }
  return new Blob([fs.readFileSync(snapshot)]);
}

/**
 * The migrated database as a server's data directory (DATA_DIR/pg, which src/server/db/pglite.ts opens),
 * to copy into a new DATA_DIR.
 */
export async function migratedPgDir(): Promise<string> {
  const dir = path.join(os.tmpdir(), `gtss-migrated-${migrationsKey()}-pg`);
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    const db = await PGlite.create(partial, { extensions: { btree_gist } });
    await migrate(pgliteDb(db), MIGRATIONS);
    await db.close();
    try {
      fs.renameSync(partial, dir);
    } catch (err) {
      // another worker renamed its copy into place first
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(dir)) throw err;
    }
  }
  return dir;
}
