-- Customers: the person behind bookings (an account, a guest's email, or a walk-in who gave only a name),
-- with a staff-only note. Bookings and their customer are linked where each booking is created (createHold).

-- The digits of a phone number as typed, the way src/shared/phone.ts normalises a search
-- ("+81 90-1234-5678" and "(090) 1234-5678" are both 09012345678); null when there are none.
create function gtss_phone_digits(p text) returns text language sql immutable parallel safe as $$
  select case
    when d = '' then null
    when p ~ '^\s*\+\s*81' then case when substr(d, 3, 1) = '0' then substr(d, 3) else '0' || substr(d, 3) end
    else d end
  from (select regexp_replace(coalesce(p, ''), '[^0-9]', '', 'g') as d) digits
$$;

create table customers (
  id             serial primary key,
  name           text not null,
  email          text unique check (email = lower(email)),  -- null: a walk-in who gave only a name
  phone          text,                                      -- as typed
  phone_digits   text generated always as (gtss_phone_digits(phone)) stored,
  user_id        int unique references users (id) on delete set null,
  first_language text not null check (first_language in ('en', 'zh-CN', 'zh-TW', 'ja')),
  first_source   text not null check (first_source in ('web', 'phone', 'desk')),
  note           text,                                      -- staff only: never shown or sent to the customer
  version        int not null default 1,
  created_at     timestamptz not null default now()
);

alter table bookings
  add column customer_id int references customers (id),
  add column note text,                                     -- staff only
  add column note_version int not null default 1;
create index bookings_customer on bookings (customer_id, booking_date);

-- Backfill, oldest booking first: one customer per account that booked (with the guest bookings made with
-- its email), one per other guest email, one per walk-in without an email.
insert into customers (name, email, phone, user_id, first_language, first_source, created_at)
select distinct on (u.id) u.name, lower(u.email), b.phone, u.id, b.language, b.source, b.created_at
from bookings b join users u on u.id = b.user_id
order by u.id, b.created_at, b.id;

insert into customers (name, email, phone, first_language, first_source, created_at)
select distinct on (lower(b.user_email)) b.user_name, lower(b.user_email), b.phone, b.language, b.source, b.created_at
from bookings b
where b.user_id is null and b.user_email is not null
  and not exists (select 1 from customers c where c.email = lower(b.user_email))
order by lower(b.user_email), b.created_at, b.id;

update bookings b set customer_id = c.id from customers c where c.user_id = b.user_id;
update bookings b set customer_id = c.id from customers c
where b.customer_id is null and b.user_email is not null and c.email = lower(b.user_email);

-- A walk-in per booking: the customer is made with the booking's id in hand, then linked.
alter table customers add column walk_in_booking int;
insert into customers (name, phone, first_language, first_source, created_at, walk_in_booking)
select b.user_name, b.phone, b.language, b.source, b.created_at, b.id from bookings b where b.customer_id is null order by b.id;
update bookings b set customer_id = c.id from customers c where c.walk_in_booking = b.id;
alter table customers drop column walk_in_booking;
