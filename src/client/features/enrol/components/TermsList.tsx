import type { EnrolmentTerms } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { VisitorWords } from '../../../i18n/useWords.js';
import { firstRenewal, monthText, weeklyText, yenIn } from '../enrolFormat.js';

/**
 * The contract's terms as the final confirmation screen shows them (特定商取引法 12条の6) and my page repeats them:
 * course, teacher, weekly time, lessons a month, the first payment and every later one, the charge dates, the
 * contract's period and how and by when to withdraw.
 */
export function TermsList({ terms, words }: { terms: EnrolmentTerms; words: VisitorWords }) {
  const { t, language } = words;
  const yen = (n: number) => yenIn(language, n);
  const first = terms.first_month;
  return (
    <TermsDl
      items={[
        { label: t('enrol.course'), value: terms.course_name },
        { label: t('enrol.teacher'), value: <span translate="no">{terms.teacher_name}</span> },
        { label: t('enrol.weeklyLesson'), value: weeklyText(words, terms) },
        { label: t('enrol.lessonsPerMonth'), value: t('enrol.lessonsValue', { count: terms.lessons_per_month }) },
        {
          label: t('enrol.firstPayment'),
          value: t('enrol.firstPaymentValue', {
            total: yen(terms.first_payment),
            month: monthText(language, first.month),
            lessons: first.lessons,
            tuition: yen(first.tuition),
            fee: yen(first.enrolment_fee),
          }),
        },
        { label: t('enrol.laterPayments'), value: t('enrol.laterValue', { amount: yen(terms.monthly_fee) }) },
        {
          label: t('enrol.chargeDates'),
          value: t('enrol.chargeValue', { day: terms.charge_day, month: monthText(language, firstRenewal(terms)) }),
        },
        { label: t('enrol.period'), value: t('enrol.periodValue', { date: formatDate(language, terms.starts_on) }) },
        { label: t('enrol.withdraw'), value: t('enrol.withdrawValue', { day: terms.withdraw_by_day }) },
      ]}
    />
  );
}

/** Label and value side by side from a tablet's width; on a phone each label stands above its value (long legal words). */
function TermsDl({ items }: { items: Array<{ label: string; value: ReactNode }> }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 14rem) 1fr' }, columnGap: 3, m: 0 }}>
      {items.map(({ label, value }) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 500, pt: 1.25 }}>
            {label}
          </Box>
          <Box component="dd" sx={{ m: 0, pt: { xs: 0.25, sm: 1.25 }, overflowWrap: 'anywhere' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
