import pg from 'pg';
import type { Db, Queryable } from './types.js';
import { pgSubscribe } from './pgListen.js';
import { statementName } from './prepared.js';

// A PostgreSQL server (DATABASE_URL) through a pg pool.

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
    // pg prepares a named statement once per connection (it keeps the names each connection has prepared)
    prepared: async <T>(sql: string, params?: unknown[]) =>
      (await client.query({ name: statementName(sql), text: sql, values: params })).rows as T[],
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
    const broken = await client.query('rollback').then(
      () => undefined,
      (e: Error) => e,
    );
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
    subscribe: (channel, events, options) => pgSubscribe(databaseUrl, channel, events, options),
    close: () => pool.end(),
    kind: 'postgres',
  };
}
