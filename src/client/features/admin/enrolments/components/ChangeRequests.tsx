import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { EnrolmentChangeRequest } from '../../../../../shared/enrolmentChanges.js';
import { adminEnrolmentPath } from '../../../../../shared/paths.js';
import type { ConsoleText } from '../../i18n/useConsoleText.js';
import { weeklyText } from './weekly.js';

const KIND = {
  pause: 'enrolments.changes.pause',
  withdrawal: 'enrolments.changes.withdrawal',
  change: 'enrolments.courseChange.kind',
} as const;

/** What a request asks: a pause's months, or a withdrawal's last day. */
function asked(c: ConsoleText, r: EnrolmentChangeRequest): string {
  if (r.kind === 'change' && r.change) {
    const x = r.change;
    const weekly = weeklyText(c, x.weekday, x.start, x.end);
    return c.t('enrolments.courseChange.asked', { date: c.longDay(x.from), course: x.course_name, weekly, teacher: x.teacher_name });
  }
  if (r.kind === 'withdrawal') return c.t('enrolments.changes.endsOn', { date: c.longDay(r.ends_on ?? '') });
  return c.t('enrolments.changes.pauseOf', { from: c.month(r.first_month ?? ''), months: r.months ?? 0 });
}

/** The pause and withdrawal requests, newest first (all of them, or one enrolment's). */
export function ChangeRequests({ c, requests, withStudent }: { c: ConsoleText; requests: EnrolmentChangeRequest[]; withStudent: boolean }) {
  const { t } = c;
  if (!requests.length) return <Typography>{t('enrolments.changes.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('enrolments.changes.requests')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('enrolments.changes.when')}</TableCell>
            {withStudent && <TableCell>{t('enrolments.changes.student')}</TableCell>}
            <TableCell>{t('enrolments.changes.kind')}</TableCell>
            <TableCell>{t('enrolments.changes.asked')}</TableCell>
            <TableCell>{t('enrolments.changes.by')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {requests.map((r) => (
            <TableRow key={`${r.kind}-${r.enrolment_id}-${r.requested_at}`}>
              <TableCell>{c.dateTime(r.requested_at)}</TableCell>
              {withStudent && (
                <TableCell>
                  <Link component={RouterLink} to={adminEnrolmentPath(r.enrolment_id)}>
                    {r.customer_name}
                  </Link>{' '}
                  · {r.course_name} ({r.code})
                </TableCell>
              )}
              <TableCell>{t(KIND[r.kind])}</TableCell>
              <TableCell>{asked(c, r)}</TableCell>
              <TableCell>{t(r.at_desk ? 'enrolments.changes.atDesk' : 'enrolments.changes.myPage')}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
