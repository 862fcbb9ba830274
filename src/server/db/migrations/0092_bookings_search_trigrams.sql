-- The bookings list's search is a contains-search of search_text (lower(name) \n lower(email), migration 0013):
-- `like '%guest 123%'` read all 20,000 rows of the bench's school (40-50 ms on the embedded database, the slowest
-- read of the back office). A trigram index answers it from the few rows holding the term's trigrams (about 1 ms);
-- for a term too short to have trigrams (one or two letters) the planner keeps the scan.
-- fastupdate off: each new booking goes into the index at once. With it on, new rows wait in GIN's pending list until
-- a vacuum (the embedded database has no autovacuum) or 4 MB of them; every search then reads that list, and the
-- planner, which has only the index's size, kept scanning the table of a school that grew after the index was made.
-- pg_trgm ships with PGlite (loaded by every PGlite that opens the database: PGLITE_EXTENSIONS in
-- src/server/db/pglite.ts) and with PostgreSQL's contrib; it is a trusted extension, so the database's owner may create
-- it without being a superuser.
create extension if not exists pg_trgm;
-- The operator class is named by the schema the extension lives in, which need not be on this connection's search_path
-- (an extension installed earlier in another schema; PostgreSQL finds a default operator class anywhere, as btree_gist's
-- are found, but a named one only on the path).
do $$
declare
  home text := (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm');
begin
  execute format('create index bookings_search_trgm on bookings using gin (search_text %I.gin_trgm_ops) with (fastupdate = off)', home);
end
$$;
