import type { Config } from '../config.js';
import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Db } from './types.js';

// The database seam: the interfaces the repositories use (defined in types.ts), and the choice between the
// embedded database (pglite.ts) and a PostgreSQL server (postgres.ts, with its LISTEN connection in pgListen.ts).

export type { Db, ListenEvents, Queryable, SubscribeOptions, Subscription } from './types.js';

/** PGlite under DATA_DIR unless DATABASE_URL names a PostgreSQL server. */
export async function openDb(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<Db> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}
