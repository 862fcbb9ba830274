-- Trial bookings. Capacity is enforced by the database: a slot's seats_free can never
-- go below zero nor above its seats, so two payers can never hold the same seat.
create table slots (
  id          serial primary key,
  space_id    text not null,
  day         date not null,
  start_time  text not null,          -- HH:MM, Asia/Tokyo
  end_time    text not null,
  seats       int  not null check (seats > 0),
  seats_free  int  not null,
  constraint slots_capacity check (seats_free between 0 and seats),
  unique (space_id, day, start_time)
);
create index slots_space_day on slots (space_id, day);

create table bookings (
  id                   serial primary key,
  reference_id         text not null unique,
  space_id             text not null,
  booking_date         date not null,
  user_name            text not null,
  user_email           text not null,
  total_amount         int  not null check (total_amount >= 0),
  tax_rate             numeric(5, 2) not null,
  sales_tax            int  not null,
  time_range           text not null,
  status               text not null check (status in ('Pending', 'Confirmed', 'Canceled', 'Expired')),
  provider             text,
  checkout_session_id  text unique,
  checkout_url         text,
  checkout_expires_at  timestamptz,
  payment_ref          text,
  receipt_url          text,
  refund_requested_at  timestamptz,
  refunded_at          timestamptz,
  created_at           timestamptz not null default now(),
  updated_at           timestamptz not null default now()
);
create index bookings_pending on bookings (checkout_expires_at) where status = 'Pending';
create index bookings_email on bookings (user_email);

-- Which slots a booking holds (one seat each). Rows stay after release, for the record;
-- seats_free above is what counts.
create table booking_slots (
  booking_id int not null references bookings (id) on delete cascade,
  slot_id    int not null references slots (id),
  primary key (booking_id, slot_id)
);

-- Built-in test checkout sessions (used when no Stripe key is set).
create table test_checkout_sessions (
  id          text primary key,
  booking_id  int not null references bookings (id),
  amount      int not null,
  status      text not null check (status in ('open', 'complete', 'expired')),
  refunded_amount int not null default 0,
  expires_at  timestamptz not null,
  created_at  timestamptz not null default now()
);

-- Payment provider events already applied (webhook idempotency).
create table payment_events (
  id          text primary key,
  type        text not null,
  received_at timestamptz not null default now()
);

-- Outgoing mail queue: a failing mail server loses nothing and fails no payment.
create table mail_outbox (
  id              serial primary key,
  to_address      text not null,
  subject         text not null,
  text_body       text not null,
  html_body       text not null,
  ics             text,
  status          text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
  attempts        int  not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error      text,
  sent_at         timestamptz,
  created_at      timestamptz not null default now()
);
create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'queued';
