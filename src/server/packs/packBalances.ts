import type { PackBalances } from '../../shared/admin/packs.js';
import { PACK_BALANCE_THRESHOLD_YEN } from '../../shared/packWords.js';
import type { Queryable } from '../db/db.js';

// 資金決済法's reference dates (基準日): 31 March and 30 September. The unused balance of every pack on such a date is
// its lessons not yet used nor expired by the end of that day (Tokyo), each at the price per lesson it was sold at.
// Over ¥10,000,000 the school must notify the authority and deposit half (the numbers page names the threshold).

/** The last `count` reference dates on or before today, newest first. */
export function referenceDates(today: string, count = 4): string[] {
  const dates: string[] = [];
  let year = Number(today.slice(0, 4));
  while (dates.length < count) {
    for (const d of [`${year}-09-30`, `${year}-03-31`]) if (d <= today && dates.length < count) dates.push(d);
    year--;
  }
  return dates;
}

const LEFT = `l.amount - coalesce((select sum(-d.amount) from lesson_credits d
  where d.lot_id = l.id and (d.created_at at time zone 'Asia/Tokyo')::date <= $1::date), 0)`;

export async function balanceOn(db: Queryable, on: string) {
  const [row] = await db.query<{ lessons_left: number; yen: number }>(
    `select coalesce(sum(${LEFT}), 0)::int as lessons_left,
       coalesce(round(sum((${LEFT}) * p.price_yen::numeric / p.lessons)), 0)::int as yen
     from lesson_credits l join pack_purchases p on p.id = l.pack_purchase_id
     where l.lot_id is null and (l.created_at at time zone 'Asia/Tokyo')::date <= $1::date and l.valid_until >= $1::date`,
    [on],
  );
  return { on, lessons_left: row.lessons_left, yen: row.yen, over_threshold: row.yen > PACK_BALANCE_THRESHOLD_YEN };
}

/** Each pack's lessons unused today and their value (packs with none are left out): the console's packs list. */
export async function unusedByPack(db: Queryable, today: string) {
  const rows = await db.query<{ pack_id: number; unused_lessons: number; unused_yen: number }>(
    `select p.pack_id, coalesce(sum(${LEFT}), 0)::int as unused_lessons,
       coalesce(round(sum((${LEFT}) * p.price_yen::numeric / p.lessons)), 0)::int as unused_yen
     from lesson_credits l join pack_purchases p on p.id = l.pack_purchase_id
     where l.lot_id is null and (l.created_at at time zone 'Asia/Tokyo')::date <= $1::date and l.valid_until >= $1::date
     group by p.pack_id`,
    [today],
  );
  return new Map(rows.map(({ pack_id, ...unused }) => [pack_id, unused]));
}

export async function packBalances(db: Queryable, today: string): Promise<PackBalances> {
  const balances = [];
  for (const on of referenceDates(today)) balances.push(await balanceOn(db, on));
  return { threshold_yen: PACK_BALANCE_THRESHOLD_YEN, balances };
}
