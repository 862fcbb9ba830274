import type { PackChange, PackForEdit, PackInput } from '../../shared/admin/packs.js';
import { COURSE_NOT_FOUND } from '../../shared/enrolmentWords.js';
import { PACK_DEFAULT_VALID_DAYS, PACK_NOT_FOUND, PACK_STALE } from '../../shared/packWords.js';
import { writeAudit, type Actor } from '../audit/auditLog.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// The owner's lesson packs (issue 41, point 3): made and changed at the version read, each change audited in its
// transaction. Taking a pack off sale stops new purchases; packs bought keep their own terms (pack_purchases).

const COLUMNS = `p.id, p.names, p.lessons, p.lesson_slots, p.price_yen, p.valid_days, p.on_sale, p.version, p.course_id,
  (select count(*) from pack_purchases s where s.pack_id = p.id and s.status = 'paid')::int as sold`;

type Row = Omit<PackForEdit, 'lesson_minutes'>;

export async function listPacks(db: Queryable, slotMinutes: number, onSaleOnly = false): Promise<PackForEdit[]> {
  const rows = await db.query<Row>(`select ${COLUMNS} from lesson_packs p where $1::boolean is false or p.on_sale order by p.id`, [
    onSaleOnly,
  ]);
  return rows.map((r) => ({ ...r, lesson_minutes: r.lesson_slots * slotMinutes }));
}

export async function packById(db: Queryable, slotMinutes: number, id: number): Promise<PackForEdit | null> {
  const [r] = await db.query<Row>(`select ${COLUMNS} from lesson_packs p where p.id = $1`, [id]);
  return r ? { ...r, lesson_minutes: r.lesson_slots * slotMinutes } : null;
}

/** The pack's columns; a pack of a course takes the course's length (400 for a course retired or unknown). */
async function values(tx: Queryable, p: PackInput) {
  let slots = p.lesson_slots;
  if (p.course_id) {
    const [course] = await tx.query<{ lesson_slots: number }>('select lesson_slots from courses where id = $1 and retired_at is null', [
      p.course_id,
    ]);
    if (!course) throw new HttpError(400, COURSE_NOT_FOUND);
    slots = course.lesson_slots;
  }
  return [JSON.stringify(p.names), p.lessons, slots, p.price_yen, p.valid_days ?? PACK_DEFAULT_VALID_DAYS, p.on_sale, p.course_id ?? null];
}

export async function createPack(tx: Queryable, actor: Actor, p: PackInput): Promise<number> {
  const [row] = await tx.query<{ id: number }>(
    `insert into lesson_packs (names, lessons, lesson_slots, price_yen, valid_days, on_sale, course_id)
     values ($1::jsonb, $2, $3, $4, $5, $6, $7) returning id`,
    await values(tx, p),
  );
  await writeAudit(tx, actor, { action: 'pack.created', targetType: 'pack', targetId: row.id, after: p });
  return row.id;
}

/** The change at the version read; 404 for no such pack, 409 when it changed meanwhile. */
export async function updatePack(tx: Queryable, actor: Actor, id: number, p: PackChange, slotMinutes: number): Promise<void> {
  const before = await packById(tx, slotMinutes, id);
  if (!before) throw new HttpError(404, PACK_NOT_FOUND);
  const rows = await tx.query(
    `update lesson_packs set names = $1::jsonb, lessons = $2, lesson_slots = $3, price_yen = $4, valid_days = $5, on_sale = $6,
       course_id = $7, version = version + 1
     where id = $8 and version = $9 returning id`,
    [...(await values(tx, p)), id, p.version],
  );
  if (!rows.length) throw new HttpError(409, PACK_STALE);
  const { version: _read, ...after } = p;
  await writeAudit(tx, actor, { action: 'pack.changed', targetType: 'pack', targetId: id, before, after });
}
