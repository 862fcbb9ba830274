import { randomBytes } from 'node:crypto';
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

/** What a LISTEN subscription reports. `up`: listening (again); `down`: notifications may be missed from now on. */
export interface ListenEvents {
  notified(payload: string): void;
  up(): void;
  down(error: Error): void;
}

export interface Subscription {
  /** Stops listening (and reconnecting). */
  close(): Promise<void>;
  /** The listening connection's application_name on PostgreSQL (tests use it to cut that connection). */
  readonly connectionName?: string;
}

export interface SubscribeOptions {
  /** Wait before reconnecting a lost listening connection (PostgreSQL). Default 1 s, doubling up to 30 s. */
  retryMs?: number;
  /** How often the listening connection is probed with a query, so a silently dead one is noticed. Default 10 s. */
  probeMs?: number;
}

export interface Db extends Queryable {
  /** Commits when fn resolves, rolls back when it throws. Keep it short: PGlite queues other queries meanwhile. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel. Resolves once the first attempt to listen has ended either way (`up` or
   * `down` has been reported); on PostgreSQL a lost connection is reported `down` and re-established.
   */
  subscribe(channel: string, events: ListenEvents, options?: SubscribeOptions): Promise<Subscription>;
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

/** Resolves after the event loop has had a turn (its I/O phase: new connections, requests, timers). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Wraps any PGlite instance, including the `clone()`s that tests hand out.
 *
 * PGlite runs each statement synchronously on this thread, and a finished statement resumes its
 * caller as a microtask, which runs the caller's next statement, and so on: under load, requests'
 * statements follow each other for 100 ms and more without the event loop getting a turn, so new
 * connections are accepted and cheap requests answered only between such runs (measured: 50
 * payment connections, 19 of them first accepted after up to 3 s). Each statement outside a
 * transaction therefore waits for the next turn of the event loop first. (Statements inside a
 * transaction do not: other statements queue behind an open transaction anyway.)
 */
export function pgliteDb(instance: PGliteInterface): Db {
  const direct = pgliteQueryable(instance);
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      await nextTurn();
      return direct.query<T>(sql, params);
    },
    exec: async (sql) => {
      await nextTurn();
      return direct.exec(sql);
    },
    transaction: async (fn) => {
      await nextTurn();
      return instance.transaction((tx) => fn(pgliteQueryable(tx)));
    },
    // One in-process connection: notifications (our own included) arrive with the commit's answer,
    // and there is no connection to lose.
    subscribe: async (channel, events) => {
      try {
        const unlisten = await instance.listen(channel, (payload) => events.notified(payload));
        events.up();
        return { close: () => unlisten().catch(() => undefined) };
      } catch (error) {
        events.down(error as Error);
        return { close: async () => undefined };
      }
    },
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
    const broken = await client.query('rollback').then(
      () => undefined,
      (e: Error) => e,
    );
    client.release(broken);
    throw error;
  }
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). A connection
 * that errors, ends or does not answer the periodic probe is reported down, dropped, and replaced
 * after a back-off; `up` is reported only once the new connection is listening.
 */
async function pgSubscribe(
  databaseUrl: string,
  channel: string,
  events: ListenEvents,
  options: SubscribeOptions = {},
): Promise<Subscription> {
  const connectionName = `gtss-listen-${process.pid}-${randomBytes(4).toString('hex')}`;
  const firstRetryMs = options.retryMs ?? 1000;
  const probeMs = options.probeMs ?? 10_000;
  let retryMs = firstRetryMs;
  let stopped = false;
  let current: pg.Client | null = null;
  let retryTimer: NodeJS.Timeout | undefined;
  let probeTimer: NodeJS.Timeout | undefined;
  let settleFirst: () => void = () => undefined;
  const firstAttempt = new Promise<void>((resolve) => (settleFirst = resolve));

  const connect = () => {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: databaseUrl,
      application_name: connectionName,
      keepAlive: true,
      connectionTimeoutMillis: 5000,
    });
    current = client;
    let lost = false;
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(probeTimer);
      if (stopped) return; // close() ends the client itself
      if (current === client) current = null;
      client.end().catch(() => undefined);
      events.down(error);
      settleFirst();
      retryTimer = setTimeout(connect, retryMs);
      retryTimer.unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on('error', lose);
    client.on('end', () => lose(new Error('the listening connection ended')));
    client.on('notification', (n) => {
      if (n.channel === channel) events.notified(n.payload ?? '');
    });
    client
      .connect()
      .then(() => client.query(`listen ${quoteIdent(channel)}`))
      .then(() => {
        if (lost || stopped) return;
        retryMs = firstRetryMs;
        events.up();
        settleFirst();
        probeTimer = setInterval(() => {
          let timer: NodeJS.Timeout | undefined;
          const timeout = new Promise<never>((_, reject) => {
            timer = setTimeout(() => reject(new Error('the listening connection did not answer the probe')), 5000);
          });
          Promise.race([client.query('select 1'), timeout]).then(
            () => clearTimeout(timer),
            (e: Error) => {
              clearTimeout(timer);
              lose(e);
            },
          );
        }, probeMs);
        probeTimer.unref();
      }, lose);
  };
  connect();
  await firstAttempt;
  return {
    connectionName,
    async close() {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(probeTimer);
      const client = current;
      current = null;
      await client?.end().catch(() => undefined);
    },
  };
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

/** PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
