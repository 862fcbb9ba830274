-- A booking's code, short enough to read over the phone (GT-4821): unique, not a secret (the
-- reference stays the secret of the customer's link). Alphabet: the digits 2-9 and the letters
-- without I, O, L, S, Z, B (28 symbols, bookingCode.ts). The bookings made before it get theirs from
-- their id, written in that alphabet with at least 4 characters: one id, one code.
alter table bookings add column code text;
update bookings set code = 'GT-' || (
  select string_agg(substr('23456789ACDEFGHJKMNPQRTUVWXY', ((bookings.id / power(28, p)::bigint) % 28)::int + 1, 1), '' order by p desc)
  from generate_series(0, 12) as p
  where p < 4 or power(28, p)::bigint <= bookings.id);
alter table bookings alter column code set not null;
alter table bookings add constraint bookings_code_key unique (code);
