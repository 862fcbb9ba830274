-- The back office's reads (Today, the timetable, the till, the calendar, the bookings list and its search) are kept in
-- each server process's memory until the database says they changed (backofficeCache.ts), as the visitor's
-- availability is (migration 0004). Those reads join most of the schema and its views (booking_money,
-- money_movements, tuition_movements, enrolment_lessons), so every table notifies the channel gtss_backoffice on any
-- statement that writes it, except the few written on every request or by mail and sign-in alone, which none of
-- those reads touches: sessions, rate_limits, mail_outbox, account_tokens, oidc_logins, trusted_devices,
-- line_webhook_events and schema_migrations. A table added later gets its trigger in its own migration:
-- backofficeNotify.test.ts fails for a table that has neither the trigger nor a place in that list.
-- NOTIFY is delivered at commit; PostgreSQL folds one transaction's identical notifications into one.
create function gtss_backoffice_changed() returns trigger language plpgsql as $$
begin
  perform pg_notify('gtss_backoffice', tg_table_name);
  return null;
end
$$;

do $$
declare
  t text;
begin
  for t in
    select tablename from pg_tables
    where schemaname = current_schema()
      and tablename not in ('sessions', 'rate_limits', 'mail_outbox', 'account_tokens', 'oidc_logins',
                            'trusted_devices', 'line_webhook_events', 'schema_migrations')
  loop
    execute format(
      'create trigger %I after insert or update or delete or truncate on %I for each statement execute function gtss_backoffice_changed()',
      t || '_backoffice_changed', t);
  end loop;
end
$$;
