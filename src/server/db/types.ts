// The interfaces the repositories use, whichever database is behind them. db.ts re-exports them beside
// openDb; the implementations (pglite.ts, postgres.ts, pgListen.ts) import them from here, so they never
// import the module that imports them.

/** The one query interface the repositories use, whichever database is behind it. */
export interface Queryable {
  /** Runs one parameterised statement and returns its rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * query, as a prepared statement: planned once per connection, then only run (prepared.ts). For the hot reads whose
   * planning costs more than their running; parameters: strings, numbers, booleans, dates and nulls.
   */
  prepared<T>(sql: string, params?: unknown[]): Promise<T[]>;
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
