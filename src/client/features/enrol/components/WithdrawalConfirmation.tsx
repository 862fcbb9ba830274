import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { WithdrawalSummary } from '../../../../shared/enrolmentChanges.js';
import { formatDate } from '../../../../shared/localeFormat.js';
import { useAppDispatch } from '../../../app/hooks.js';
import { DetailList } from '../../../components/DetailList.js';
import { useWords } from '../../../i18n/useWords.js';
import { monthText } from '../enrolFormat.js';
import { withdrawConfirmed } from '../enrolmentChangesSlice.js';

/** What a withdrawal asked now means, listed before the student confirms it: when it ends, what is canceled, what expires. */
export function WithdrawalConfirmation({ id, summary: s, sending }: { id: number; summary: WithdrawalSummary; sending: boolean }) {
  const dispatch = useAppDispatch();
  const { t, language } = useWords();
  const dates = (days: string[]) => (days.length ? days.map((d) => formatDate(language, d)).join(', ') : t('enrol.change.none'));
  const months = (ms: string[]) => (ms.length ? ms.map((m) => monthText(language, m)).join(', ') : t('enrol.change.none'));
  const credits = s.credits_expiring.map((c) => t('enrol.change.credit', { n: c.count, date: formatDate(language, c.valid_until) }));
  return (
    <Box component="section" aria-label={t('enrol.change.withdrawTitle')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography sx={{ fontWeight: 500 }}>
        {t(s.after_deadline ? 'enrol.change.endsLate' : 'enrol.change.endsThisMonth', {
          date: formatDate(language, s.ends_on),
          day: s.withdraw_by_day,
        })}
      </Typography>
      <DetailList
        items={[
          { label: t('enrol.change.lessonsLeft'), value: dates(s.lessons_left) },
          { label: t('enrol.change.lessonsCanceled'), value: dates(s.lessons_canceled) },
          { label: t('enrol.change.monthsCharged'), value: months(s.months_charged) },
          { label: t('enrol.change.monthsCanceled'), value: months(s.months_canceled) },
          { label: t('enrol.change.creditsExpiring'), value: credits.length ? credits.join(', ') : t('enrol.change.none') },
        ]}
      />
      <Box>
        <Button variant="contained" color="error" loading={sending} onClick={() => dispatch(withdrawConfirmed({ id }))}>
          {t('enrol.change.confirmWithdraw', { date: formatDate(language, s.ends_on) })}
        </Button>
      </Box>
    </Box>
  );
}
