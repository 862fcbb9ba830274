import { tokyoToday } from '../../shared/dates.js';
import { paths } from '../../shared/paths.js';
import { nextMonth, monthOf } from '../../shared/tuition.js';
import type { ServerDeps } from '../deps.js';
import { enqueueMail } from '../mail/outbox.js';
import { nextMonthMail } from '../mail/enrolmentTexts.js';
import { studentFactsOn } from './factsOn.js';

/** From this day of a month, each student is told next month's lessons (the schools' custom: published around the 20th). */
export const LESSONS_TOLD_FROM_DAY = 20;

/**
 * The job's part: from the 20th, every running enrolment's next month, not told yet, with at least one lesson: its
 * dates mailed (and sent on LINE), the month marked told in the same transaction (once, however many processes run it).
 */
export async function tellNextMonthLessons(deps: Pick<ServerDeps, 'db' | 'now' | 'publicUrl' | 'mailQueued'>): Promise<number> {
  const today = tokyoToday(deps.now());
  if (Number(today.slice(8, 10)) < LESSONS_TOLD_FROM_DAY) return 0;
  const month = nextMonth(monthOf(today));
  const told = await deps.db.transaction(async (tx) => {
    const due = await tx.query<{ enrolment_id: number; days: string[] }>(
      `select t.enrolment_id, array(select l.day::text from enrolment_lessons l where l.enrolment_id = e.id and l.status = 'scheduled'
          and l.day >= t.month and l.day < t.month + interval '1 month' order by l.day) as days
       from tuition_months t join enrolments e on e.id = t.enrolment_id
       where t.month = $1::date and not t.lessons_told and e.status in ('active', 'ending')
       for update of t skip locked`,
      [month],
    );
    for (const d of due) {
      await tx.query('update tuition_months set lessons_told = true where enrolment_id = $1 and month = $2::date', [d.enrolment_id, month]);
      if (d.days.length)
        await enqueueMail(
          tx,
          // (the course and weekly time of the lessons listed: before a change starts, the old ones)
          nextMonthMail(await studentFactsOn(tx, d.enrolment_id, month), month.slice(0, 7), d.days, `${deps.publicUrl}${paths.myPage}`),
        );
    }
    return due.length;
  });
  if (told) deps.mailQueued();
  return told;
}
