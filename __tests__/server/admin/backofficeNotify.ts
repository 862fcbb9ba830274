import type { Queryable } from '../../../src/server/db/db';

/** The tables migration 0095 leaves without the trigger: written on sign-in, per request or by mail; no cached read uses them. */
export const UNWATCHED = [
  'account_tokens',
  'line_webhook_events',
  'mail_outbox',
  'oidc_logins',
  'rate_limits',
  'schema_migrations',
  'sessions',
  'trusted_devices',
];

/** This schema's tables without a statement trigger that notifies gtss_backoffice on insert, update, delete and truncate. */
export const untriggered = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(
      `select c.relname as name from pg_class c
        where c.relnamespace = current_schema()::regnamespace and c.relkind in ('r', 'p')
          and not exists (
            select 1 from pg_trigger t join pg_proc p on p.oid = t.tgfoid
             where t.tgrelid = c.oid and p.proname = 'gtss_backoffice_changed' and t.tgenabled <> 'D'
               and (t.tgtype & 1) = 0 and (t.tgtype & 60) = 60)
        order by 1`,
    )
  ).map((r) => r.name);

/** The unwatched tables some view of this schema reads (a cached read may read it through the view). */
export const unwatchedInViews = async (db: Queryable) =>
  (
    await db.query<{ name: string }>(
      `select distinct table_name as name from information_schema.view_table_usage
        where view_schema = current_schema() and table_name = any($1::text[]) order by 1`,
      [UNWATCHED],
    )
  ).map((r) => r.name);
