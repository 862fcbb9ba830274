-- One ledger of lesson credits (issue 41, point 4): every credit a student is given and every one used, expired or
-- taken back is a row, never updated or deleted. A grant (an absence, a lesson the school canceled, a pack, a staff
-- grant, a make-up's credit returned) is a lot of `amount` credits valid through `valid_until`; a debit (a use, an
-- expiry, a staff correction) takes `-amount` units of ONE lot, numbered from `first_unit`. The database, not the
-- code, makes the three wrongs impossible:
-- * a unit taken twice: the units of one lot as one line of numbers (lot after lot, like classes' weekly minutes:
--   no btree_gist needed), and no two debits' ranges overlap: a credit is used at most once;
-- * a negative balance: a debit takes only units the lot has (the trigger), so no customer spends more than given;
-- * an expired credit used: a use on a Tokyo date after the lot's valid_until is refused (the trigger), and an expiry
--   row only after it.
create table lesson_credits (
  id           serial primary key,
  customer_id  int not null references customers (id),
  enrolment_id int references enrolments (id),
  kind         text not null check (kind in ('absence', 'school_cancel', 'pack', 'staff', 'returned',
                                             'use', 'expiry', 'correction')),
  amount       int not null check (amount <> 0 and amount between -999 and 999),
  reason       text check (length(reason) <= 500),
  valid_until  date,
  lot_id       int references lesson_credits (id),
  first_unit   int check (first_unit >= 1),
  lesson_id    int references lessons (id),       -- the lesson it came from (an absence, a closure)
  booking_id   int references bookings (id),      -- the make-up it paid for (a use) or gave back (returned)
  returned_id  int unique references lesson_credits (id), -- returned: the use it gives back (once)
  by_kind      text not null check (by_kind in ('customer', 'staff', 'system')),
  by_user      int references users (id),
  created_at   timestamptz not null default now(),
  constraint lesson_credits_grant check (
    (kind in ('absence', 'school_cancel', 'pack', 'staff', 'returned'))
      = (amount > 0 and valid_until is not null and lot_id is null and first_unit is null)),
  constraint lesson_credits_debit check (
    (kind in ('use', 'expiry', 'correction')) = (amount < 0 and lot_id is not null and first_unit is not null)),
  constraint lesson_credits_use_one check (kind <> 'use' or amount = -1),
  constraint lesson_credits_returned check ((kind = 'returned') = (returned_id is not null)),
  constraint lesson_credits_once exclude using gist (
    int8range(lot_id::int8 * 1000 + first_unit, lot_id::int8 * 1000 + first_unit - amount) with &&) where (lot_id is not null)
);
create index lesson_credits_customer on lesson_credits (customer_id, id);
create index lesson_credits_enrolment on lesson_credits (enrolment_id) where enrolment_id is not null;
create index lesson_credits_lots on lesson_credits (valid_until) where lot_id is null;
-- one absence credit per lesson, one closure credit per student and lesson, one use per make-up booking
create unique index lesson_credits_one_per_lesson on lesson_credits (kind, customer_id, lesson_id)
  where kind in ('absence', 'school_cancel');
create unique index lesson_credits_one_use on lesson_credits (booking_id) where kind = 'use';

-- A debit takes units its lot has, of the same customer, and a use only while the lot is valid (Tokyo's date), an
-- expiry only once it is not.
create function gtss_lesson_credit_debit() returns trigger language plpgsql as $$
declare
  lot lesson_credits%rowtype;
  day date := (new.created_at at time zone 'Asia/Tokyo')::date;
begin
  select * into lot from lesson_credits where id = new.lot_id;
  if lot.id is null or lot.lot_id is not null or lot.customer_id <> new.customer_id then
    raise exception 'lesson credit: % is not a lot of customer %', new.lot_id, new.customer_id using errcode = '23514';
  end if;
  if new.first_unit - new.amount - 1 > lot.amount then
    raise exception 'lesson credit: lot % has % units', lot.id, lot.amount using errcode = '23514';
  end if;
  if new.kind = 'use' and day > lot.valid_until then
    raise exception 'lesson credit: lot % expired on %', lot.id, lot.valid_until using errcode = '23514';
  end if;
  if new.kind = 'expiry' and day <= lot.valid_until then
    raise exception 'lesson credit: lot % is valid until %', lot.id, lot.valid_until using errcode = '23514';
  end if;
  return new;
end
$$;

create trigger lesson_credits_debit before insert on lesson_credits
  for each row when (new.lot_id is not null) execute function gtss_lesson_credit_debit();

-- The ledger is written once: a correction is a new row.
create function gtss_lesson_credit_frozen() returns trigger language plpgsql as $$
begin
  raise exception 'lesson credits are never changed: write a correction' using errcode = '23514';
end
$$;
create trigger lesson_credits_frozen before update or delete on lesson_credits
  for each row execute function gtss_lesson_credit_frozen();
