import type { Queryable } from '../db/db.js';
import type { UserRow } from '../accounts/userRepository.js';

/** The customer record of a visitor's account: theirs, else the one with their email (now linked), else a new one. */
export async function customerOfUser(tx: Queryable, u: Pick<UserRow, 'id' | 'email' | 'name' | 'language'>): Promise<number> {
  const [own] = await tx.query<{ id: number }>('select id from customers where user_id = $1', [u.id]);
  if (own) return own.id;
  const [row] = await tx.query<{ id: number }>(
    `insert into customers (name, email, user_id, first_language, first_source) values ($1, lower($2), $3, $4, 'web')
     on conflict (email) do update set user_id = coalesce(customers.user_id, excluded.user_id) returning id`,
    [u.name, u.email, u.id, u.language],
  );
  return row.id;
}
