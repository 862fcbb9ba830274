import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGLITE_EXTENSIONS } from '../../src/server/db/pglite';
import { freshSchema, TEST_DATABASE_URL, type FreshSchema } from '../server/pgTestDb';
import { startServer, type RunningServer } from './harness';

// Robustness: a real server process that a test kills with SIGKILL and starts again on the
// same data (same DATA_DIR, port and PUBLIC_URL), plus SQL on its database to check what survived.

export type Sql = <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;

/** The embedded database (the default), and a real PostgreSQL server when TEST_DATABASE_URL is set. */
export const BACKENDS: Array<[string, boolean]> = [
  ['embedded PGlite', false],
  ...(TEST_DATABASE_URL ? [['PostgreSQL', true] as [string, boolean]] : []),
];

export class CrashSite {
  server!: RunningServer;
  private schema?: FreshSchema;
  private env: Record<string, string> = {};

  static async start(postgres: boolean, env: Record<string, string> = {}): Promise<CrashSite> {
    const site = new CrashSite();
    site.schema = postgres ? await freshSchema() : undefined;
    site.env = { ...env, ...(site.schema ? { DATABASE_URL: site.schema.url } : {}) };
    site.server = await startServer(site.env);
    return site;
  }

  get url(): string {
    return this.server.baseUrl;
  }

  /** SIGKILL: no graceful shutdown, nothing flushed, in-flight requests cut off. */
  kill(): Promise<void> {
    return this.server.kill();
  }

  /** The output of every process this site ran, oldest first. */
  readonly logs: Array<() => string> = [];

  /** A new process on the same data (after kill() or terminate()). */
  async restart(): Promise<void> {
    this.logs.push(this.server.output);
    this.server = await startServer(this.env, { dataDir: this.server.dataDir, port: this.server.port });
  }

  /**
   * SQL on the site's database. PGlite is one process's file: the server is shut down (SIGTERM) around
   * the queries and started again afterwards; PostgreSQL is simply queried while the server runs.
   */
  async sql<T>(fn: (sql: Sql) => Promise<T>): Promise<T> {
    if (this.schema) {
      const client = new pg.Client({ connectionString: this.schema.url });
      await client.connect();
      try {
        return await fn(async (text, params) => (await client.query(text, params)).rows);
      } finally {
        await client.end();
      }
    }
    await this.server.terminate();
    const db = await PGlite.create(path.join(this.server.dataDir, 'pg'), { extensions: PGLITE_EXTENSIONS });
    try {
      return await fn(async (text, params) => (await db.query(text, params)).rows as never[]);
    } finally {
      await db.close();
      await this.restart();
    }
  }

  async stop(): Promise<void> {
    await this.server?.stop();
    await this.schema?.drop();
  }
}

/**
 * Slots whose free-seat counter disagrees with the bookings holding them, or that more bookings hold
 * than they have seats. Must always be empty: the invariant a crash may never break.
 */
export const BROKEN_SLOTS = `
  select s.id, s.seats, s.seats_free, count(b.id)::int as held from slots s
  left join booking_slots bs on bs.slot_id = s.id
  left join bookings b on b.id = bs.booking_id and b.status in ('Pending', 'Confirmed')
  group by s.id having s.seats_free <> s.seats - count(b.id) or count(b.id) > s.seats`;

/** Resolves once `check` answers true, polling for up to `ms`. */
export async function eventually(check: () => Promise<boolean>, what: string, ms = 20_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Fires all requests at once and SIGKILLs the server once `killAfter` of them have answered. */
export async function killMidway<T>(site: CrashSite, calls: Array<() => Promise<T>>, killAfter: number): Promise<Array<T | 'cut off'>> {
  let answered = 0;
  let killing: Promise<void> | undefined;
  const results = await Promise.all(
    calls.map(async (call) => {
      try {
        const r = await call();
        if (++answered === killAfter) killing = site.kill();
        return r;
      } catch {
        return 'cut off' as const; // the connection died with the process
      }
    }),
  );
  await (killing ?? site.kill());
  return results;
}
