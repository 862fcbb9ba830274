import type { EnrolmentTerms } from '../../../../shared/enrolment.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { DetailList } from '../../../components/DetailList.js';
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
    <DetailList
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
