import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TodayCredits } from '../../../../../shared/admin/todayCredits.js';
import { adminEnrolmentPath } from '../../../../../shared/paths.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * Issue 41 on Today: who will not come (the day's and the next day's absences) and who comes for a make-up, each to
 * open on its enrolment's page. Shown only when there is one.
 */
export function TodayCreditsLists({ credits }: { credits: TodayCredits | undefined }) {
  const c = useConsoleText();
  const { t } = c;
  if (!credits || (!credits.absences.length && !credits.makeups.length)) return null;
  return (
    <>
      {credits.absences.length > 0 && (
        <Box component="section" aria-labelledby="today-absences" sx={{ mb: 2 }}>
          <Typography id="today-absences" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('credits.today.absences')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {credits.absences.map((a) => (
              <li key={`${a.enrolment_id}-${a.day}`}>
                <Link component={RouterLink} to={adminEnrolmentPath(a.enrolment_id)}>
                  {t('credits.today.absence', {
                    name: a.name,
                    code: a.code,
                    day: c.day(a.day),
                    start: a.start,
                    credited: String(a.credited),
                  })}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {credits.makeups.length > 0 && (
        <Box component="section" aria-labelledby="today-makeups" sx={{ mb: 2 }}>
          <Typography id="today-makeups" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            {t('credits.today.makeups')}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {credits.makeups.map((m) => (
              <li key={m.booking_id}>
                <Link component={RouterLink} to={adminEnrolmentPath(m.enrolment_id)}>
                  {t('credits.today.makeup', { name: m.name, code: m.code, time: m.time_range, teacher: m.teacher_name ?? '—' })}
                </Link>
              </li>
            ))}
          </Box>
        </Box>
      )}
    </>
  );
}
