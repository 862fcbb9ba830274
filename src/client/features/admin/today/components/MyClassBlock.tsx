import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { MyClass } from '../../../../../shared/admin/myClasses.js';
import { useAppDispatch } from '../../../../app/hooks.js';
import { AttendanceMarks } from './AttendanceMarks.js';
import { myClassAttendanceTapped } from '../todaySlice.js';
import { OWN_LANGUAGE_NAMES } from '../../format/languageNames.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * One of a teacher's classes: time, student, booking code, language, the staff's note on the lesson, and one tap
 * for Arrived / No-show once the class day has come (pressed again, the mark is cleared). Printed (the day sheet),
 * the buttons give way to boxes to tick. No money and no contact details: the server sends none.
 */
export function MyClassBlock({ lesson: c, markable, saving }: { lesson: MyClass; markable: boolean; saving: boolean }) {
  const dispatch = useAppDispatch();
  const { t } = useConsoleText();
  const over = c.timing === 'over';
  const confirmed = c.status === 'Confirmed';
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '7.5rem 1fr 13rem' },
        gap: { xs: 0.75, md: 2 },
        p: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
        ...(over && { bgcolor: 'action.hover', color: 'text.secondary' }),
        '@media print': { gridTemplateColumns: '6.5rem 1fr 11.5rem', gap: 1, p: 0.75, breakInside: 'avoid' },
      }}
    >
      <Typography sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', color: 'inherit' }}>
        {c.start}-{c.end}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h3" sx={{ fontWeight: 600, fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
          {c.user_name}
        </Typography>
        <Typography variant="body2">{t('myClasses.code', { code: c.code })}</Typography>
        {c.lesson_language && (
          <Typography variant="body2">
            {t('myClasses.lessonLanguage', { language: t(`teachers.language.${c.lesson_language}`) })}
          </Typography>
        )}
        <Typography variant="body2">{t('myClasses.language', { language: OWN_LANGUAGE_NAMES[c.language] })}</Typography>
        {c.note && <Typography variant="body2">{t('myClasses.note', { note: c.note })}</Typography>}
        {/* a Pending booking: its payment is awaited, which is the desk's business, not the teacher's */}
        {!confirmed && <Typography variant="body2">{t('myClasses.pending')}</Typography>}
      </Box>
      <Box>
        {markable && confirmed && (
          <Box role="group" aria-label={t('today.attendance')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', displayPrint: 'none' }}>
            <AttendanceMarks
              name={c.user_name}
              attendance={c.attendance}
              saving={saving}
              onTap={(attendance) => dispatch(myClassAttendanceTapped({ id: c.id, name: c.user_name, before: c.attendance, attendance }))}
            />
          </Box>
        )}
        {confirmed && (
          <Box aria-hidden="true" sx={{ display: 'none', displayPrint: 'flex', gap: 1.5, whiteSpace: 'nowrap' }}>
            <span>
              {c.attendance === 'attended' ? '☑' : '☐'} {t('today.arrived')}
            </span>
            <span>
              {c.attendance === 'no_show' ? '☑' : '☐'} {t('today.noShow')}
            </span>
          </Box>
        )}
      </Box>
    </Box>
  );
}
