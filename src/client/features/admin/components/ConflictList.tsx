import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import type { ConflictBooking } from '../../../../shared/admin/common.js';
import { adminBookingPath } from '../../../../shared/paths.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** The bookings (each linked to its page) and enrolled lessons a refused change would leave without their slot or teacher. */
export function ConflictList({ intro, conflicts }: { intro: string; conflicts: ConflictBooking[] }) {
  const { t, longDay } = useConsoleText();
  if (conflicts.length === 0) return null;
  return (
    <>
      <Box component="p" sx={{ my: 1 }}>
        {intro}
      </Box>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {conflicts.map((c) => (
          <li key={`${c.kind ?? 'booking'}${c.id}`}>
            {c.kind === 'lesson' ? (
              t('schedule.conflict.lesson', { code: c.code })
            ) : (
              <Link component={RouterLink} to={adminBookingPath(c.id)}>
                {t('schedule.conflict.booking', { code: c.code })}
              </Link>
            )}{' '}
            — {t('schedule.conflict.line', { date: longDay(c.booking_date), time: c.time_range, name: c.user_name, status: c.status })}
          </li>
        ))}
      </Box>
    </>
  );
}
