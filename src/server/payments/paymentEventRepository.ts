import type { Queryable } from '../db/db.js';

// Every statement on payment_events: the provider's webhook events already applied, by their id.

export async function eventApplied(db: Queryable, id: string): Promise<boolean> {
  return (await db.query('select 1 from payment_events where id = $1', [id])).length > 0;
}

export async function recordEventApplied(db: Queryable, id: string, type: string): Promise<void> {
  await db.query('insert into payment_events (id, type) values ($1, $2) on conflict (id) do nothing', [id, type]);
}
