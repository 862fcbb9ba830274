-- LINE webhook events already handled, by LINE's webhookEventId: a replayed (or redelivered) event is
-- acknowledged and ignored. Kept for a day (pruneAccountRows), longer than LINE redelivers.
create table line_webhook_events (
  event_id text primary key,
  received_at timestamptz not null
);
create index line_webhook_events_received on line_webhook_events (received_at);
