import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import pg from 'pg';
import type { Config } from '../config.js';

/** The one query interface the repositories use, whichever database is behind it. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Commits when fn resolves, rolls back when it throws. Keep it short: PGlite queues other queries meanwhile. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
}

function pgliteQueryable(q: PGliteInterface | Transaction): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows,
    exec: async (sql) => {
      await q.exec(sql);
    },
  };
}

/** Wraps any PGlite instance, including the `clone()`s that tests hand out. */
export function pgliteDb(instance: PGliteInterface): Db {
  return {
    ...pgliteQueryable(instance),
    transaction: (fn) => instance.transaction((tx) => fn(pgliteQueryable(tx))),
    close: () => instance.close(),
    kind: 'pglite',
  };
}

/** Opens (or creates, about 3 s the first time) the embedded database under DATA_DIR/pg. */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  // btree_gist must be loaded here for migrations' exclusion constraints (STACK.md).
  const instance = await PGlite.create(dir, { extensions: { btree_gist } });
  return pgliteDb(instance);
}

// Make pg return what PGlite returns, so repositories see the same values on both:
// int8 (count(*), bigserial) as a number, and a `date` as UTC midnight instead of local midnight.
const PG_INT8 = 20;
const PG_DATE = 1082;
const sameAsPglite: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === PG_INT8) return (v: string) => Number(v);
    if (oid === PG_DATE) return (v: string) => new Date(`${v}T00:00:00Z`);
    return pg.types.getTypeParser(oid, format);
  }) as pg.CustomTypesConfig['getTypeParser'],
};

function pgQueryable(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    query: async <T>(sql: string, params?: unknown[]) => (await client.query(sql, params)).rows as T[],
    exec: async (sql) => {
      await client.query(sql); // no parameters: the simple protocol, which allows several statements
    },
  };
}

async function pgTransaction<T>(pool: pg.Pool, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(pgQueryable(client));
    await client.query('commit');
    client.release();
    return result;
  } catch (error) {
    // A connection whose rollback failed is in an unknown state: destroy it instead of reusing it.
    const broken = await client.query('rollback').then(() => undefined, (e: Error) => e);
    client.release(broken);
    throw error;
  }
}

/** A real PostgreSQL server (DATABASE_URL). */
export function openPostgres(databaseUrl: string): Db {
  // A server that does not answer fails requests (and /api/health) after 5 s instead of hanging them.
  const pool = new pg.Pool({ connectionString: databaseUrl, types: sameAsPglite, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection (server restart) must not crash the process; the pool reconnects.
  pool.on('error', (err) => console.warn(`PostgreSQL: an idle connection failed: ${err.message}`));
  return {
    ...pgQueryable(pool),
    transaction: (fn) => pgTransaction(pool, fn),
    close: () => pool.end(),
    kind: 'postgres',
  };
}

/** PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
