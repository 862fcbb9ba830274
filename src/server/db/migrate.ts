import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, Queryable } from './db.js';

// Any fixed number: every process migrating the same database takes this lock, so two
// instances starting at once apply each file exactly once (the second waits, then skips).
const MIGRATION_LOCK = 4_711_020_501;

const CREATE_TABLE = `create table if not exists schema_migrations (
  id text primary key,
  applied_at timestamptz not null default now()
)`;

export interface Migration {
  /** The file name without `.sql`, e.g. `0001_core`; recorded in schema_migrations. */
  id: string;
  file: string;
}

/** The `.sql` files of dir in filename order (hence the zero-padded number prefix). */
export async function listMigrations(dir: string): Promise<Migration[]> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith('.sql')).sort();
  return names.map((n) => ({ id: n.slice(0, -'.sql'.length), file: path.join(dir, n) }));
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
}

async function appliedIds(db: Queryable): Promise<Set<string>> {
  const rows = await db.query<{ id: string }>('select id from schema_migrations');
  return new Set(rows.map((r) => r.id));
}

/** Applies one file in its own transaction, unless another process applied it meanwhile. */
async function applyOne(db: Db, m: Migration): Promise<boolean> {
  const sql = await fs.readFile(m.file, 'utf8');
  try {
    return await db.transaction(async (tx) => {
      await lock(tx);
      if ((await appliedIds(tx)).has(m.id)) return false;
      await tx.exec(sql); // files hold no BEGIN/COMMIT of their own
      await tx.query('insert into schema_migrations (id) values ($1)', [m.id]);
      return true;
    });
  } catch (error) {
    throw new Error(`Migration ${path.basename(m.file)} failed: ${(error as Error).message}`, { cause: error });
  }
}

/** Brings the database up to date with dir; returns the ids it applied now. */
export async function migrate(db: Db, dir: string): Promise<string[]> {
  await db.transaction(async (tx) => {
    await lock(tx); // `create table if not exists` itself races when two servers start together
    await tx.exec(CREATE_TABLE);
  });
  const done = await appliedIds(db);
  const applied: string[] = [];
  for (const m of await listMigrations(dir)) {
    if (!done.has(m.id) && (await applyOne(db, m))) applied.push(m.id);
  }
  return applied;
}
