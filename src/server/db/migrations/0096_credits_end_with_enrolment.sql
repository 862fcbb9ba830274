-- A make-up credit ends with its enrolment ("credits expire on the 休会 or 退会 date"): an expiry may also take a lot
-- of an enrolment that has ended (the day after its last), before the lot's own date. A pack's lot never: it is the
-- customer's. Otherwise as 0070: a use only while the lot is valid, an expiry only once it is not.
create or replace function gtss_lesson_credit_debit() returns trigger language plpgsql as $$
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
  if new.kind = 'expiry' and day <= lot.valid_until and not (lot.pack_purchase_id is null and exists (
      select 1 from enrolments e where e.id = lot.enrolment_id and e.status = 'ended' and e.ends_on < day)) then
    raise exception 'lesson credit: lot % is valid until %', lot.id, lot.valid_until using errcode = '23514';
  end if;
  return new;
end
$$;
