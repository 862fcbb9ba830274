import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TuitionToCollect } from '../../../../../shared/admin/today.js';
import { adminEnrolmentPath } from '../../../../../shared/paths.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * Tuition the desk should collect or follow up (issue 40): a card month whose charge failed, a month paid at the school
 * that is due; each to open on its enrolment's page (where a school month is marked paid). Shown only when there is one.
 */
export function TuitionDueList({ months }: { months: TuitionToCollect[] }) {
  const { t, yen } = useConsoleText();
  if (months.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="tuition-due" sx={{ mb: 2 }}>
      <Typography id="tuition-due" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('today.tuition')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {months.map((m) => (
          <li key={`${m.enrolment_id}-${m.month}`}>
            <Link component={RouterLink} to={adminEnrolmentPath(m.enrolment_id)}>
              {t('today.tuitionLine', { name: m.name, code: m.code, month: m.month, amount: yen(m.yen), status: m.status })}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
