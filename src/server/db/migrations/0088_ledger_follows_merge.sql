-- Two records of one person merged (issue 39, point 4) take the whole of the other's lesson-credit ledger with them
-- (issue 41): the ledger stays written once, but a row may change its customer and nothing else. A merge moves every
-- row of the other record in one statement, so each debit still names a lot of its own customer.
create or replace function gtss_lesson_credit_frozen() returns trigger language plpgsql as $$
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'customer_id') = (to_jsonb(old) - 'customer_id') then
    return new;
  end if;
  raise exception 'lesson credits are never changed: write a correction' using errcode = '23514';
end
$$;
