import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Enrolment, TuitionMonth } from '../../../../shared/enrolment.js';
import { tokyoToday } from '../../../../shared/dates.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { DetailList } from '../../../components/DetailList.js';
import { useWords } from '../../../i18n/useWords.js';
import { monthText, weeklyText, yenIn } from '../enrolFormat.js';
import { monthPayRequested, selectEnrol } from '../enrolSlice.js';
import { CardChange } from './CardChange.js';
import { TermsList } from './TermsList.js';
import { EnrolmentChanges } from './EnrolmentChanges.js';
import { AbsencesMakeups } from './AbsencesMakeups.js';

/** A card month to pay by hand: failed, or due on or after its charge day (a month ahead is never paid up front). */
const payable = (e: Enrolment, m: TuitionMonth) =>
  e.billing === 'card' && e.status !== 'pending' && (m.status === 'failed' || (m.status === 'due' && m.charge_on <= tokyoToday()));

/**
 * One enrolment on my page: course, teacher and weekly time, the next lessons, each month's tuition (a paid one with its
 * receipt), changing the card, the terms as confirmed.
 */
export function EnrolmentCard({ enrolment: e }: { enrolment: Enrolment }) {
  const dispatch = useAppDispatch();
  const words = useWords();
  const { t, language } = words;
  const paying = useAppSelector(selectEnrol).payingMonth;
  const titleId = `enrolment-${e.id}`;
  const cell = { p: 1, borderBottom: 1, borderColor: 'divider', textAlign: 'left' } as const;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={titleId} variant="h3" sx={{ fontSize: '1.25rem' }}>
        {e.terms.course_name}
      </Typography>
      <DetailList
        items={[
          { label: t('enrol.code'), value: e.code },
          { label: t('common.status'), value: t(`enrol.status.${e.status}`) },
          { label: t('enrol.teacher'), value: <span translate="no">{e.terms.teacher_name}</span> },
          { label: t('enrol.weeklyLesson'), value: weeklyText(words, e.terms) },
        ]}
      />
      <Typography variant="h4" sx={{ fontSize: '1.05rem' }}>
        {t('enrol.nextLessons')}
      </Typography>
      {e.next_lessons.length ? (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {e.next_lessons.map((d) => (
            <li key={d}>
              <time dateTime={d}>{formatDate(language, d)}</time> {e.terms.start}–{e.terms.end}
            </li>
          ))}
        </Box>
      ) : (
        <Typography>{t('enrol.noLessons')}</Typography>
      )}
      {(e.status === 'active' || e.status === 'ending') && <AbsencesMakeups enrolment={e} />}
      <Typography variant="h4" sx={{ fontSize: '1.05rem' }}>
        {t('enrol.tuition')}
      </Typography>
      <Box component="table" sx={{ borderCollapse: 'collapse', width: '100%' }}>
        <thead>
          <tr>
            <Box component="th" scope="col" sx={cell}>
              {t('enrol.month')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('enrol.amount')}
            </Box>
            <Box component="th" scope="col" sx={cell}>
              {t('enrol.state')}
            </Box>
          </tr>
        </thead>
        <tbody>
          {e.tuition.map((m) => (
            <tr key={m.month}>
              <Box component="th" scope="row" sx={{ ...cell, fontWeight: 400 }}>
                {monthText(language, m.month)}
              </Box>
              <Box component="td" sx={cell}>
                {yenIn(language, m.tuition_yen + m.fee_yen)}
              </Box>
              <Box component="td" sx={cell}>
                {m.status === 'due' && m.charge_on > tokyoToday()
                  ? t('enrol.tuition.upcoming', { date: formatDate(language, m.charge_on) })
                  : t(`enrol.tuition.${m.status}`)}
                {payable(e, m) && (
                  <Button
                    size="small"
                    variant="contained"
                    color={m.status === 'failed' ? 'error' : 'primary'}
                    sx={{ ml: 1 }}
                    loading={paying === `${e.id}:${m.month}`}
                    onClick={() => dispatch(monthPayRequested({ id: e.id, month: m.month }))}
                  >
                    {t('enrol.payMonth', { month: monthText(language, m.month) })}
                  </Button>
                )}
                {m.receipt_url && (
                  // the month's receipt page (the server's, printable): its address holds the month's secret
                  <Link
                    href={m.receipt_url}
                    target="_blank"
                    rel="noopener"
                    sx={{ ml: 1 }}
                    aria-label={t('enrol.receiptOf', { month: monthText(language, m.month) })}
                  >
                    {t('enrol.receipt')}
                  </Link>
                )}
              </Box>
            </tr>
          ))}
        </tbody>
      </Box>
      <CardChange enrolment={e} />
      <EnrolmentChanges enrolment={e} />
      <Box component="details">
        <Box component="summary" sx={{ cursor: 'pointer', fontWeight: 500 }}>
          {t('enrol.termsAsConfirmed')}
        </Box>
        <Box sx={{ mt: 2 }}>
          <TermsList terms={e.terms} words={words} />
        </Box>
      </Box>
    </Paper>
  );
}
