import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SourceStudents } from '../../../../../shared/admin/numbers.js';
import { cameFromText } from '../../format/sourceLabels.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';

/** Trials that became students, per source (issue 40): the range's trials, the customers who enrolled, the share. */
export function NumbersStudentsTable({ rows }: { rows: SourceStudents[] }) {
  const c = useConsoleText();
  const { t } = c;
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="numbers-students-title">
      <Typography id="numbers-students-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('enrolments.numbers.title')}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('enrolments.numbers.region')}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('sources.numbers.source')}</TableCell>
              <TableCell align="right">{t('enrolments.numbers.trials')}</TableCell>
              <TableCell align="right">{t('enrolments.numbers.students')}</TableCell>
              <TableCell align="right">{t('enrolments.numbers.share')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={[r.utm_source, r.utm_medium, r.utm_campaign, r.referrer_host].join('|')}>
                <TableCell>{cameFromText(c, r)}</TableCell>
                <TableCell align="right">{c.count(r.trials)}</TableCell>
                <TableCell align="right">{c.count(r.students)}</TableCell>
                <TableCell align="right">{r.trials ? c.percent(r.students / r.trials) : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
