import type { Enrolment } from '../../shared/enrolment.js';
import type { Queryable } from '../db/db.js';
import { tuitionOf } from './tuition.js';

// An enrolment as the desk and the student read it: its confirmed terms, its next lessons and its months of tuition.

/** How many of the next lessons are listed. */
const NEXT_LESSONS = 8;

export async function enrolmentById(db: Queryable, id: number, today: string): Promise<Enrolment | null> {
  const [row] = await db.query<Omit<Enrolment, 'next_lessons' | 'tuition' | 'pauses'>>(
    'select id, code, status, billing, class_id, customer_id, terms, ends_on::text as ends_on from enrolments where id = $1',
    [id],
  );
  if (!row) return null;
  const lessons = await db.query<{ day: string }>(
    `select l.day::text as day from enrolment_lessons l join enrolments e on e.id = l.enrolment_id
     where l.enrolment_id = $1 and l.status = 'scheduled' and l.day >= greatest(e.starts_on, $2::date)
       and (e.ends_on is null or l.day <= e.ends_on)
       and not exists (select 1 from enrolment_pauses p where p.enrolment_id = e.id
         and l.day >= p.first_month and l.day < p.first_month + p.months * interval '1 month')
     order by l.day limit ${NEXT_LESSONS}`,
    [id, today],
  );
  const pauses = await db.query<Enrolment['pauses'][number]>(
    `select to_char(first_month, 'YYYY-MM') as first_month, months, fee_yen from enrolment_pauses where enrolment_id = $1 order by first_month`,
    [id],
  );
  return { ...row, next_lessons: lessons.map((l) => l.day), tuition: await tuitionOf(db, id), pauses };
}
