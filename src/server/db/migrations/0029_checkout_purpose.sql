-- Every checkout session records what it is for when it is created: the booking (booking_id, as before) and,
-- for a move's difference, that charge. A paid session that no booking or charge accepts (its charge settled
-- another way before the session could be attached) is then still known, and refunded as a late payment.
-- (Stripe's sessions carry the same in their metadata.)
alter table test_checkout_sessions add column difference_id int references booking_differences (id);

-- Sessions made before: a difference's is its charge's (attached), or else (a session that is not its booking's
-- own and was never attached) the booking's newest charge of that amount.
update test_checkout_sessions s set difference_id = coalesce(
  (select d.id from booking_differences d where d.checkout_session_id = s.id),
  (select d.id from booking_differences d where d.booking_id = s.booking_id and d.kind = 'charge' and d.amount = s.amount
   order by d.id desc limit 1))
where not exists (select 1 from bookings b where b.checkout_session_id = s.id);
