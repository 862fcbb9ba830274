import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TuitionReport } from '../../../../../shared/admin/enrolments.js';
import { adminEnrolmentPath } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { csvExportRequested, selectConsoleLanguage } from '../../consoleSlice.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { useCourseName } from '../components/courseName.js';
import { tuitionCsvUrl } from '../enrolmentsApi.js';
import { enrolmentsArea } from '../enrolmentsArea.js';
import { selectTuition, tuitionMonthChosen } from '../enrolmentsSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(enrolmentsArea);

/** Tuition by month: every enrolment's month (paid, due, failed; by card or at the school), the totals, the CSV. */
export function TuitionPage() {
  const dispatch = useAppDispatch();
  const c = useConsoleText();
  const { t, m } = c;
  const { month, report, status, error } = useAppSelector(selectTuition);
  const language = useAppSelector(selectConsoleLanguage) ?? 'en';
  useEffect(() => {
    dispatch(tuitionMonthChosen(null));
  }, [dispatch]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h1">{t('enrolments.tuition.title')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <TextField
          type="month"
          size="small"
          label={t('enrolments.tuition.month')}
          value={month ?? ''}
          onChange={(e) => /^\d{4}-\d{2}$/.test(e.target.value) && dispatch(tuitionMonthChosen(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" disabled={!month} onClick={() => month && dispatch(csvExportRequested(tuitionCsvUrl(month, language)))}>
          {t('enrolments.tuition.csv')}
        </Button>
      </Box>
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !report && (
        <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('enrolments.tuition.loading')} />
      )}
      {report && status !== 'failed' && (
        <Box aria-busy={status === 'loading'} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Totals c={c} report={report} />
          {report.rows.length === 0 ? (
            <Typography color="text.secondary">{t('enrolments.tuition.none')}</Typography>
          ) : (
            <Rows c={c} report={report} />
          )}
        </Box>
      )}
    </Box>
  );
}

function Totals({ c, report }: { c: ConsoleText; report: TuitionReport }) {
  const { totals } = report;
  const figures = [
    [c.t('enrolments.tuition.paid'), totals.paid],
    [c.t('enrolments.tuition.due'), totals.due],
    [c.t('enrolments.tuition.failed'), totals.failed],
    [c.t('enrolments.tuition.byCard'), totals.card],
    [c.t('enrolments.tuition.atSchool'), totals.school],
  ] as const;
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' }, gap: 1 }}
    >
      {figures.map(([label, yen]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.3rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {c.yen(yen)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function Rows({ c, report }: { c: ConsoleText; report: TuitionReport }) {
  const { t } = c;
  const nameOf = useCourseName();
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('enrolments.tuition.rows')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('enrolments.list.code')}</TableCell>
            <TableCell>{t('enrolments.list.student')}</TableCell>
            <TableCell>{t('enrolments.list.course')}</TableCell>
            <TableCell>{t('enrolments.list.paid')}</TableCell>
            <TableCell align="right">{t('enrolments.detail.amount')}</TableCell>
            <TableCell>{t('enrolments.detail.state')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.rows.map((r) => (
            <TableRow key={r.enrolment_id}>
              <TableCell>
                <Link component={RouterLink} to={adminEnrolmentPath(r.enrolment_id)}>
                  {r.code}
                </Link>
              </TableCell>
              <TableCell>{r.customer_name}</TableCell>
              <TableCell>
                {nameOf(r.course_names)} · {r.teacher_name}
              </TableCell>
              <TableCell>{t('enrolments.billing', { billing: r.billing })}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {c.yen(r.tuition_yen + r.fee_yen)}
              </TableCell>
              <TableCell sx={r.status === 'failed' ? { color: 'error.main', fontWeight: 600 } : undefined}>
                {t('enrolments.detail.monthStatus', { status: r.status })} {r.way && t('enrolments.detail.way', { way: r.way })}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
