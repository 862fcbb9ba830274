import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { TodayRequest } from '../../../../../shared/admin/todayRequests.js';
import { tokyoToday } from '../../../../../shared/dates.js';
import { textFor } from '../../../../../shared/localText.js';
import { adminCustomerPath, adminEnrolmentPath } from '../../../../../shared/paths.js';
import { useAppSelector } from '../../../../app/hooks.js';
import { selectConsoleLanguage } from '../../consoleSlice.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/**
 * Issue 41 on Today: the pauses and withdrawals asked and the packs bought in the week up to the day, newest first,
 * each to open on its enrolment's page (a pack: its customer's). Shown only when there is one.
 */
export function TodayRequestsList({ requests }: { requests: TodayRequest[] | undefined }) {
  const c = useConsoleText();
  const language = useAppSelector(selectConsoleLanguage) ?? 'en';
  if (!requests?.length) return null;
  const words = (r: TodayRequest) => {
    const at = `${c.day(tokyoToday(new Date(r.at)))} ${c.time(r.at)}`;
    const who = { at, name: r.name, code: r.code, desk: String(r.at_desk) };
    if (r.kind === 'pause') return c.t('credits.today.pauseAsked', { ...who, months: r.months ?? 0, from: c.month(r.first_month ?? '') });
    if (r.kind === 'withdrawal') return c.t('credits.today.withdrawalAsked', { ...who, date: c.day(r.ends_on ?? '') });
    return c.t('credits.today.packBought', { ...who, pack: textFor(r.pack_names ?? {}, language, 'en') });
  };
  return (
    <Box component="section" aria-labelledby="today-requests" sx={{ mb: 2 }}>
      <Typography id="today-requests" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        {c.t('credits.today.requests')}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {requests.map((r) => (
          <li key={`${r.kind}-${r.code}-${r.at}`}>
            <Link component={RouterLink} to={r.enrolment_id ? adminEnrolmentPath(r.enrolment_id) : adminCustomerPath(r.customer_id)}>
              {words(r)}
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
