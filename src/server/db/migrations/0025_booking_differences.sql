-- The money of a booking after its first payment: a move to another number of timeslots makes a difference,
-- charged (in cash at the desk, or by a payment link of its own) or refunded (to the card, or in cash), and a
-- cancel refunds what those charges took. bookings.total_amount stays the price of the booking's slots now, and
-- the booking's own payment columns keep its first payment and that payment's refund.
create table booking_differences (
  id serial primary key,
  booking_id int not null references bookings (id),
  kind text not null check (kind in ('charge', 'refund')),
  method text not null check (method in ('cash', 'card')),
  amount int not null check (amount > 0),
  -- 'move': the move's difference (already in total_amount); 'cancel': a cancel's refund of a charge (part of the
  -- booking's refund_amount); 'late': a charge paid after its booking was canceled, refunded whole
  reason text not null check (reason in ('move', 'cancel', 'late')),
  -- a charge by payment link: its checkout session (unique, like a booking's) and when the link stops working
  checkout_session_id text unique,
  checkout_url text,
  expires_at timestamptz,
  -- a card charge: its payment once paid; a card refund: the payment it goes back to
  payment_ref text,
  -- a charge paid, a refund paid out (a card one by the provider, a cash one handed back at the desk)
  settled_at timestamptz,
  -- a charge never paid: the booking was canceled (a payment arriving afterwards is refunded)
  voided_at timestamptz,
  created_at timestamptz not null default now(),
  check (kind = 'charge' or (voided_at is null and checkout_session_id is null)),
  check (settled_at is null or voided_at is null)
);
create index booking_differences_booking on booking_differences (booking_id);
-- the sweeper's batch: card refunds owed
create index booking_differences_refunds_due on booking_differences (id) where kind = 'refund' and method = 'card' and settled_at is null;
-- A booking has at most one charge still owed: its length changes again only once that is settled.
-- A card payment that came for a charge no longer owed (taken in cash meanwhile, or its booking canceled) is
-- refunded once, however often the provider reports it.
create unique index booking_differences_late_once on booking_differences (payment_ref) where reason = 'late';
create unique index booking_differences_one_owed on booking_differences (booking_id)
  where kind = 'charge' and settled_at is null and voided_at is null;

-- The built-in test checkout refunds a payment more than once (a move's difference, then the cancel): each
-- refund adds up, once per idempotency key, as Stripe's do.
alter table test_checkout_sessions add column refund_keys text[] not null default '{}';
