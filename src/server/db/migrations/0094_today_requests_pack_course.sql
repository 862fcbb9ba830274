-- Today's requests (issue 41, point 8): the packs paid in the week up to the day shown, read by the instant paid like
-- the pauses (enrolment_pauses_requested) and withdrawals (enrolments_withdrawals) beside them.
create index pack_purchases_paid on pack_purchases (paid_at desc) where status = 'paid';
