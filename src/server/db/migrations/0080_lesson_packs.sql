-- Lesson packs (回数券, issue 41 point 3). The owner's packs: N lessons of one length (timeslots), a tax-inclusive
-- price and a validity of at most 180 days (資金決済法: prepaid means valid for six months or less are outside the
-- act's reporting and deposit duties). A purchase copies the pack's terms as sold (a later change of the pack does not
-- change what was bought) and, once paid, is ONE ledger lot (kind 'pack') valid through issue date + validity.
create table lesson_packs (
  id           serial primary key,
  names        jsonb not null,
  lessons      int not null check (lessons between 1 and 100),
  lesson_slots int not null check (lesson_slots between 1 and 8),
  price_yen    int not null check (price_yen between 1 and 10000000),
  valid_days   int not null default 60 check (valid_days between 1 and 180),
  on_sale      boolean not null default true,
  version      int not null default 1,
  created_at   timestamptz not null default now()
);

create table pack_purchases (
  id           serial primary key,
  code         text not null unique,
  pack_id      int not null references lesson_packs (id),
  customer_id  int not null references customers (id),
  user_id      int not null references users (id),
  language     text not null,
  names        jsonb not null,
  lessons      int not null check (lessons between 1 and 100),
  lesson_slots int not null,
  price_yen    int not null,
  valid_days   int not null check (valid_days between 1 and 180),
  status       text not null default 'pending' check (status in ('pending', 'paid', 'expired')),
  provider     text not null,
  session_id   text unique,
  payment_ref  text,
  expires_at   timestamptz not null,
  paid_at      timestamptz,
  issued_on    date,
  valid_until  date,
  created_at   timestamptz not null default now(),
  constraint pack_purchases_paid check ((status = 'paid') = (paid_at is not null and issued_on is not null and valid_until is not null)),
  constraint pack_purchases_validity check (valid_until is null or valid_until = issued_on + valid_days)
);
create index pack_purchases_customer on pack_purchases (customer_id, id);
create index pack_purchases_pending on pack_purchases (expires_at) where status = 'pending';

-- The pack a lot came from (its purchase): a pack's credits book lessons of its length only, and never pay a make-up.
alter table lesson_credits add column pack_purchase_id int references pack_purchases (id);
create unique index lesson_credits_one_pack_lot on lesson_credits (pack_purchase_id) where kind = 'pack';
