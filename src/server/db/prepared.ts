import { createHash } from 'node:crypto';

// Prepared statements for the back office's hot reads (Queryable.prepared). Planning, not running, is what those
// statements cost: the views booking_money and money_movements expand into dozens of joins, and PGlite planned
// Today's statements in 3-9 ms each for well under 1 ms of work (EXPLAIN ANALYZE on 20,000 bookings). A prepared
// statement is planned once per connection (after five custom plans PostgreSQL keeps a generic one), so each
// call only runs. The name is the text's hash: one text, one name, on every connection and in every process.

/** The statement's name: `q_` and 20 hex digits of the SHA-1 of its text. */
export const statementName = (sql: string) => `q_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;

/**
 * One parameter as an SQL literal for PGlite's `execute name(…)` (a utility statement takes no bound parameters).
 * An untyped quoted literal takes the type the statement gave its parameter, as a bound text value does. With
 * standard_conforming_strings on (PostgreSQL's default since 9.1; nothing here turns it off) a quote doubled is the
 * only escape; a NUL, which would cut the statement's text short, is refused, as are values of other kinds.
 */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'bigint' || typeof value === 'boolean') text = String(value);
  else if (value instanceof Date && !Number.isNaN(value.getTime())) text = value.toISOString();
  else throw new TypeError(`prepared: a parameter of type ${typeof value} is not supported`);
  if (text.includes('\0')) throw new TypeError('prepared: a parameter holds a NUL character');
  return `'${text.replaceAll("'", "''")}'`;
}

/** The statement that runs the prepared statement `name` with `params` on PGlite. */
export const executeSql = (name: string, params: readonly unknown[]) =>
  params.length ? `execute ${name}(${params.map(sqlLiteral).join(', ')})` : `execute ${name}`;

const DUPLICATE_PREPARED = '42P05';
const UNKNOWN_PREPARED = '26000';
const codeOf = (e: unknown) => (e as { code?: string }).code;

/**
 * PGlite's prepared statements (one session: the names prepared are kept per instance). `run` runs one statement
 * without bound parameters, on the instance or in a transaction. A name is marked prepared only once it is: a call
 * never waits for another's PREPARE (which may queue behind the very transaction it runs in). A statement gone (a
 * `deallocate`) is prepared again (outside a transaction; inside one the failed EXECUTE has aborted it).
 */
export function pglitePrepared(run: (sql: string) => Promise<unknown[]>, prepared: Set<string>) {
  const prepare = async (name: string, sql: string) => {
    // asked first: inside a transaction an "already exists" would abort it (another wrapper of the instance may have
    // prepared it); outside one, two calls may still both prepare, and the second's error is success
    const known = await run(`select 1 from pg_prepared_statements where name = '${name}'`);
    if (!known.length)
      await run(`prepare ${name} as ${sql}`).catch((e: unknown) => {
        if (codeOf(e) !== DUPLICATE_PREPARED) throw e;
      });
    prepared.add(name);
  };
  return async <T>(sql: string, params: readonly unknown[] = []): Promise<T[]> => {
    const name = statementName(sql);
    const execute = executeSql(name, params); // refuses a bad parameter before anything is prepared
    if (!prepared.has(name)) await prepare(name, sql);
    try {
      return (await run(execute)) as T[];
    } catch (e) {
      if (codeOf(e) !== UNKNOWN_PREPARED) throw e;
      await prepare(name, sql);
      return (await run(execute)) as T[];
    }
  };
}
