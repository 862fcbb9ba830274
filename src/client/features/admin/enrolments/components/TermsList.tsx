import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EnrolmentTerms } from '../../../../../shared/enrolment.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { weeklyText } from './weekly.js';

/**
 * The terms as the final confirmation screen shows them (特定商取引法 12条の6): lessons a month, the first payment and
 * every later one, the charge day, the contract's period and how and by when to withdraw. The course's and teacher's
 * names are as the customer sees them (their language).
 */
export function TermsList({ c, terms }: { c: ConsoleText; terms: EnrolmentTerms }) {
  const { t } = c;
  const f = terms.first_month;
  const items = [
    t('enrolments.terms.weekly', {
      count: terms.lessons_per_month,
      weekly: weeklyText(c, terms.weekday, terms.start, terms.end),
      teacher: terms.teacher_name,
    }),
    t('enrolments.terms.first', {
      amount: c.yen(terms.first_payment),
      month: f.month,
      lessons: f.lessons,
      tuition: c.yen(f.tuition),
      fee: c.yen(f.enrolment_fee),
    }),
    t('enrolments.terms.monthly', { amount: c.yen(terms.monthly_fee), day: terms.charge_day }),
    t('enrolments.terms.period', { date: c.longDay(terms.starts_on) }),
    t('enrolments.terms.withdraw', { day: terms.withdraw_by_day }),
  ];
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{terms.course_name}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </Box>
    </Box>
  );
}
