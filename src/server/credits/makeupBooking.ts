import crypto from 'node:crypto';
import { RENTAL_SPACE_ID } from '../../shared/constants.js';
import { ENROLMENT_NOT_FOUND } from '../../shared/enrolmentWords.js';
import type { MakeupRequest } from '../../shared/makeups.js';
import { codeCandidates } from '../booking/bookingCode.js';
import type { Queryable } from '../db/db.js';
import { HttpError } from '../errors.js';

// A make-up's booking row and the enrolment it is for, shared by private (makeups.ts) and group (groupMakeups.ts)
// make-ups. The trial's reminder is marked as sent (its words are a trial's); my page and the desk show the make-up.

/** A make-up's provider: paid by a lesson credit, nothing charged. */
export const CREDIT_PROVIDER = 'credit';

export interface EnrolmentFacts {
  id: number;
  customer_id: number;
  user_id: number | null;
  course_id: number;
  teacher_id: number;
  language: string;
  name: string;
  email: string | null;
  starts_on: string;
  class_id: number;
}

/** The enrolment a make-up is for (active or ending), or 404. */
export async function makeupEnrolment(db: Queryable, enrolmentId: number): Promise<EnrolmentFacts> {
  const [e] = await db.query<EnrolmentFacts>(
    `select e.id, e.customer_id, e.user_id, c.course_id, c.teacher_id, e.language, cu.name, cu.email, e.starts_on::text as starts_on,
       e.class_id
     from enrolments e join classes c on c.id = e.class_id join customers cu on cu.id = e.customer_id
     where e.id = $1 and e.status in ('active', 'ending')`,
    [enrolmentId],
  );
  if (!e) throw new HttpError(404, ENROLMENT_NOT_FOUND);
  return e;
}

/** The make-up's booking row: Confirmed, paid by a credit (nothing charged), the trial reminder marked sent. */
export async function insertMakeupBooking(
  tx: Queryable,
  e: EnrolmentFacts,
  r: MakeupRequest,
  timeRange: string,
  slots: number,
): Promise<{ id: number; code: string }> {
  const [row] = await tx.query<{ id: number; code: string }>(
    `insert into bookings (reference_id, space_id, booking_date, user_name, user_email, total_amount, tax_rate, sales_tax, time_range,
       status, user_id, provider, client_ip, slot_count, language, code, customer_id, kind, makeup_enrolment_id, lesson_language, paid_at,
       reminder_queued_at)
     select $1, $2, $3::date, $4, $5, 0, 10, 0, $6, 'Confirmed', $7, '${CREDIT_PROVIDER}', 'makeup', $8, $9,
       (select c from unnest($10::text[]) with ordinality as candidate(c, n)
        where not exists (select 1 from bookings b where b.code = candidate.c) order by n limit 1),
       $11, 'makeup', $12, (select language from courses where id = $13), now(), now()
     returning id, code`,
    [
      crypto.randomBytes(16).toString('base64url'),
      RENTAL_SPACE_ID,
      r.day,
      e.name,
      e.email,
      timeRange,
      e.user_id,
      slots,
      e.language,
      codeCandidates(),
      e.customer_id,
      e.id,
      e.course_id,
    ],
  );
  return row;
}
