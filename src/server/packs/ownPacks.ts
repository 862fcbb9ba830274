import type { LanguageCode } from '../../shared/constants.js';
import type { OwnPack } from '../../shared/packs.js';
import { packName } from '../../shared/packWords.js';
import type { Queryable } from '../db/db.js';
import type { PackReceiptRow } from './packReceipt.js';

/**
 * The account's packs bought, newest first: issue date, expiry and the lessons left (its lot's
 * units not used nor expired, with the credits given back by a cancel; 0 once past its expiry).
 */
export async function ownPacks(
  db: Queryable,
  userId: number,
  language: LanguageCode,
  today: string,
  slotMinutes: number,
): Promise<OwnPack[]> {
  const rows = await db.query<Omit<OwnPack, 'name' | 'lesson_minutes'> & { names: Record<string, string> }>(
    `select p.id, p.code, p.names, p.lessons, p.lesson_slots, p.price_yen, p.status, p.issued_on::text, p.valid_until::text,
       case when p.valid_until < $2::date then 0 else coalesce((
         select sum(l.amount) + coalesce((select sum(d.amount) from lesson_credits d where d.lot_id in
           (select id from lesson_credits where pack_purchase_id = p.id and lot_id is null)), 0)
         from lesson_credits l where l.pack_purchase_id = p.id and l.lot_id is null), 0) end::int as left
     from pack_purchases p where p.user_id = $1 and p.status = 'paid'
     order by p.id desc`,
    [userId, today],
  );
  return rows.map(({ names, ...p }) => ({ ...p, name: packName(names, language), lesson_minutes: p.lesson_slots * slotMinutes }));
}

/** A paid purchase's receipt facts, the buyer's own only (null otherwise). */
export async function packReceiptRow(db: Queryable, id: number, userId: number, language: LanguageCode): Promise<PackReceiptRow | null> {
  const [r] = await db.query<Omit<PackReceiptRow, 'name'> & { names: Record<string, string> }>(
    `select p.id, p.code, p.names, u.name as buyer, p.lessons, p.price_yen, p.provider,
       to_char(p.paid_at at time zone 'Asia/Tokyo', 'YYYY-MM-DD') as paid_at, p.issued_on::text, p.valid_until::text
     from pack_purchases p join users u on u.id = p.user_id where p.id = $1 and p.user_id = $2 and p.status = 'paid'`,
    [id, userId],
  );
  if (!r) return null;
  const { names, ...rest } = r;
  return { ...rest, name: packName(names, language) };
}
