import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { OwedBack } from '../../../../../shared/admin/today.js';
import { adminBookingPath, paths } from '../../../../../shared/paths.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * Today's cash owed back, whatever the lessons' dates, from the moment it is owed until it is handed back: each
 * booking to open (where "Mark the cash refund as paid back" is), and the day's till report.
 */
export function OwedBackList({ owed, date }: { owed: OwedBack[]; date: string }) {
  const { t, yen, day } = useConsoleText();
  return (
    <Box component="section" aria-labelledby="owed-back" sx={{ mb: 2 }}>
      <Typography id="owed-back" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {t('till.owedBack')}
      </Typography>
      {owed.length === 0 ? (
        <Typography color="text.secondary">{t('till.owedBackNone')}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
          {owed.map((o) => (
            <li key={o.booking_id}>
              <Link component={RouterLink} to={adminBookingPath(o.booking_id)}>
                {t('till.owedBackLine', { name: o.user_name, code: o.code, day: day(o.booking_date), amount: yen(o.yen) })}
              </Link>
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 1, displayPrint: 'none' }}>
        <Link component={RouterLink} to={`${paths.adminTill}?date=${date}`}>
          {t('till.open')}
        </Link>
      </Box>
    </Box>
  );
}
