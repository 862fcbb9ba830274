-- The school's profile (issue 38): one row, the whole profile as the console saved it (jsonb, checked by
-- shared/school.ts before it is written; no row: the defaults, shared/schoolProfile.ts), its version (a save
-- names the version it edited) and its logo (at most 200 KB, PNG, JPEG or WebP, served with the version as its
-- cache key).
create table school (
  id int primary key default 1 check (id = 1),
  profile jsonb not null,
  version int not null default 1,
  updated_at timestamptz not null default now(),
  updated_by text,
  logo bytea,
  logo_type text,
  logo_version int
);
