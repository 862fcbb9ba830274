import { tokyoToday } from '../../shared/dates.js';
import { paths } from '../../shared/paths.js';
import { monthOf } from '../../shared/tuition.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail } from '../mail/outbox.js';
import { resumingMail } from '../mail/pauseTexts.js';
import { studentFacts } from './cardTuition.js';
import { LESSONS_TOLD_FROM_DAY } from './nextMonthLessons.js';

/**
 * The job's part: a pause ends with this month, so from the 20th (when next month's lessons are told) its student is
 * told the day the lessons resume, once (marked in the same transaction, skipping a pause another process tells).
 * A pause whose enrolment ends before it resumes is never told.
 */
export async function tellResumes(deps: Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>): Promise<number> {
  const today = tokyoToday(deps.now());
  if (Number(today.slice(8, 10)) < LESSONS_TOLD_FROM_DAY) return 0;
  const told = await deps.db.transaction(async (tx) => {
    const due = await tx.query<{ id: number; enrolment_id: number; first: string | null }>(
      `select p.id, p.enrolment_id, (select min(l.day)::text from enrolment_lessons l where l.enrolment_id = e.id and l.status = 'scheduled'
          and l.day >= p.first_month + p.months * interval '1 month') as first
       from enrolment_pauses p join enrolments e on e.id = p.enrolment_id
       where not p.resume_told and e.status = 'active'
         and p.first_month + (p.months - 1) * interval '1 month' <= $1::date
       for update of p skip locked`,
      [monthOf(today)],
    );
    for (const d of due) {
      await tx.query('update enrolment_pauses set resume_told = true where id = $1', [d.id]);
      if (d.first) await enqueueMail(tx, resumingMail(await studentFacts(tx, d.enrolment_id), d.first, `${deps.publicUrl}${paths.myPage}`));
    }
    return due.length;
  });
  if (told) deps.mailQueued();
  return told;
}
