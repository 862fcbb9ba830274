import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteInterface, type Transaction } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { pglitePrepared } from './prepared.js';
import type { Db, Queryable } from './types.js';

// The embedded database: PGlite in this process, under DATA_DIR/pg.

/** `prepared`: the names of the statements prepared in the instance's one session (shared by its transactions). */
function pgliteQueryable(q: PGliteInterface | Transaction, prepared: Set<string>): Queryable {
  const query = async <T>(sql: string, params?: unknown[]) => (await q.query<T>(sql, params)).rows;
  return {
    query,
    prepared: pglitePrepared(query, prepared),
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
  const prepared = new Set<string>();
  const direct = pgliteQueryable(instance, prepared);
  return {
    query: async <T>(sql: string, params?: unknown[]) => {
      await nextTurn();
      return direct.query<T>(sql, params);
    },
    prepared: async <T>(sql: string, params?: unknown[]) => {
      await nextTurn();
      return direct.prepared<T>(sql, params);
    },
    exec: async (sql) => {
      await nextTurn();
      return direct.exec(sql);
    },
    transaction: async (fn) => {
      await nextTurn();
      return instance.transaction((tx) => fn(pgliteQueryable(tx, prepared)));
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

/**
 * The extensions every PGlite that opens the site's database loads (the server, the tests' snapshots, the bench):
 * the migrations' indexes use them, and a database whose index names an extension's operator class cannot be
 * written without it. btree_gist: the exclusion constraints; pg_trgm: the list's search (migration 0092).
 */
export const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/** Opens (or creates, about 3 s the first time) the embedded database under DATA_DIR/pg. */
export async function openPglite(dataDir: string): Promise<Db> {
  const dir = path.join(dataDir, 'pg');
  fs.mkdirSync(dir, { recursive: true });
  const instance = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  return pgliteDb(instance);
}
