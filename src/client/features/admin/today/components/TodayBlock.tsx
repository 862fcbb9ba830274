import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TodayBooking } from '../../../../../shared/admin/today.js';
import { adminBookingPath } from '../../../../../shared/paths.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { AttendanceMarks } from './AttendanceMarks.js';
import { todayAttendanceTapped } from '../todaySlice.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';

/** Paid (how), awaiting payment (until when), or cash owed back: in words, so it reads the same printed. */
function paymentText({ t, time, yen }: ConsoleText, b: TodayBooking): string {
  if (b.payment === 'owed_back') return t('today.owedBack', { amount: yen(b.owed_back_yen) });
  if (b.payment === 'due') return t('today.due', { amount: yen(b.due_yen) });
  if (b.payment === 'awaiting') return b.pay_by ? t('today.awaitingUntil', { time: time(b.pay_by) }) : t('today.awaiting');
  if (b.makeup) return t('credits.today.paidCredit');
  if (b.pack) return t('packs.today.paidPack');
  return t(b.paid_in_cash ? 'today.paidCash' : 'today.paidOnline');
}

/** The printed day sheet's columns: time, who, payment, attendance (TodaySheetHeadings names them). */
export const PRINT_COLUMNS = '6.5rem 1fr 9.5rem 11.5rem';

const PAYMENT_COLOR = { paid: 'success.dark', due: 'warning.dark', awaiting: 'warning.dark', owed_back: 'error.dark' } as const;

/**
 * One booking of the day: time, who, notes, payment, and one tap for Arrived / No-show (a pressed button
 * pressed again clears the mark). Greyed once over. Printed, the buttons give way to two boxes to tick.
 */
export function TodayBlock({ booking: b, markable, saving }: { booking: TodayBooking; markable: boolean; saving: boolean }) {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t } = c;
  const over = b.timing === 'over';
  const canMark = markable && b.status === 'Confirmed';
  return (
    <Box
      component="li"
      className="today-block"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '7.5rem 1fr 14rem 13rem' },
        gap: { xs: 0.75, md: 2 },
        alignItems: 'start',
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        ...(over && { bgcolor: 'action.hover', color: 'text.secondary' }),
        '@media print': { gridTemplateColumns: PRINT_COLUMNS, gap: 1, p: 0.75, breakInside: 'avoid' },
      }}
    >
      <Box>
        <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: 'inherit' }}>
          {b.start}-{b.end}
        </Typography>
        {b.timing !== 'ahead' && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'inherit' }}>
            {t(over ? 'today.over' : 'today.begun')}
          </Typography>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={adminBookingPath(b.id)} sx={{ color: over ? 'inherit' : undefined }}>
            {b.user_name}
          </Link>{' '}
          <Typography component="span" variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', color: 'inherit' }}>
            {b.code}
          </Typography>
        </Typography>
        {b.phone && <Typography variant="body2">{t('today.phone', { phone: b.phone })}</Typography>}
        {b.teacher && <Typography variant="body2">{t('today.teacher', { name: b.teacher.name })}</Typography>}
        {b.lesson_language && (
          <Typography variant="body2">{t('today.lessonLanguage', { language: t(`teachers.language.${b.lesson_language}`) })}</Typography>
        )}
        {b.note && <Typography variant="body2">{t('today.note', { note: b.note })}</Typography>}
        {b.customer_note && <Typography variant="body2">{t('today.customerNote', { note: b.customer_note })}</Typography>}
      </Box>
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 600, color: over ? 'inherit' : PAYMENT_COLOR[b.payment] }}>
          {paymentText(c, b)}
        </Typography>
        {b.payment === 'due' && (
          // taken on the booking's page (cash, or a card link), where the amount is asked and recorded
          <Link component={RouterLink} to={adminBookingPath(b.id)} variant="body2" sx={{ displayPrint: 'none' }}>
            {t('today.takePayment')}
          </Link>
        )}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {canMark && (
          <Box role="group" aria-label={t('today.attendance')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
            <AttendanceMarks
              name={b.user_name}
              attendance={b.attendance}
              saving={saving}
              onTap={(attendance) => dispatch(todayAttendanceTapped({ id: b.id, name: b.user_name, before: b.attendance, attendance }))}
            />
          </Box>
        )}
        {b.status === 'Confirmed' && (
          // the printed sheet's boxes to tick by hand (a mark already made is printed ticked)
          <Box aria-hidden="true" sx={{ display: 'none', displayPrint: 'flex', gap: 1.5, whiteSpace: 'nowrap' }}>
            <span>
              {b.attendance === 'attended' ? '☑' : '☐'} {t('today.arrived')}
            </span>
            <span>
              {b.attendance === 'no_show' ? '☑' : '☐'} {t('today.noShow')}
            </span>
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The printed sheet's column headings (the screen's blocks speak for themselves). */
export function TodaySheetHeadings() {
  const { t } = useConsoleText();
  return (
    <Box
      aria-hidden="true"
      sx={{
        display: 'none',
        displayPrint: 'grid',
        gridTemplateColumns: PRINT_COLUMNS,
        gap: 1,
        px: 0.75,
        pb: 0.5,
        fontWeight: 700,
        fontSize: '0.85rem',
      }}
    >
      <span>{t('today.sheet.time')}</span>
      <span>{t('today.sheet.customer')}</span>
      <span>{t('today.sheet.payment')}</span>
      <span>{t('today.attendance')}</span>
    </Box>
  );
}
