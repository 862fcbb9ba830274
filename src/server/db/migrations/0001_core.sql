-- Core. Later migrations use exclusion constraints (`exclude using gist`), which
-- need btree_gist for the plain-equality parts; PGlite ships it, PostgreSQL has it in contrib.
create extension if not exists btree_gist;

-- Small facts about this installation (key/value); nothing writes here yet.
create table app_meta (
  key   text primary key,
  value text not null
);
