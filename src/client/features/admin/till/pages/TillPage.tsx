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
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { TillReport } from '../../../../../shared/admin/till.js';
import { isIsoDate } from '../../../../../shared/dates.js';
import { adminBookingPath, adminEnrolmentPath } from '../../../../../shared/paths.js';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks.js';
import { consoleFeatures } from '../../consoleAreas.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { tillArea } from '../tillArea.js';
import { selectTill, tillDateChosen, tillPageOpened } from '../tillSlice.js';

/** The areas this page's route starts (app/router.tsx). */
export const features = consoleFeatures(tillArea);

/** The till report (レジ締め) of a day: each cash movement with its time, booking, customer and clerk, and the totals. */
export function TillPage() {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { date, report, status, error } = useAppSelector(selectTill);
  const c = useConsoleText();
  const { t, m, longDay } = c;
  useEffect(() => {
    const asked = params.get('date');
    dispatch(tillPageOpened({ date: asked && isIsoDate(asked) ? asked : null }));
  }, [dispatch, params]);

  return (
    <>
      <Typography variant="h1" gutterBottom>
        {t('till.title')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2, displayPrint: 'none' }}>
        <TextField
          type="date"
          size="small"
          label={t('till.date')}
          value={date ?? ''}
          onChange={(e) => isIsoDate(e.target.value) && dispatch(tillDateChosen(e.target.value))}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={() => window.print()} disabled={!report}>
          {t('till.print')}
        </Button>
      </Box>
      {status === 'failed' && error && <Alert severity="error">{m(error)}</Alert>}
      {status === 'loading' && !report && <Skeleton variant="rounded" height={240} role="progressbar" aria-label={t('till.loading')} />}
      {report && status !== 'failed' && (
        <Box aria-busy={status === 'loading'}>
          <Typography variant="h2" sx={{ fontSize: '1.5rem', mb: 1.5 }}>
            {longDay(report.date)}
          </Typography>
          <TillTotals c={c} report={report} />
          <TillMovements c={c} report={report} />
        </Box>
      )}
    </>
  );
}

function TillTotals({ c, report }: { c: ConsoleText; report: TillReport }) {
  const figures = [
    [c.t('till.taken'), report.taken],
    [c.t('till.handedBack'), report.handed_back],
    [c.t('till.net'), report.net],
  ] as const;
  return (
    <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
      {figures.map(([label, yen]) => (
        <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: '1.4rem', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {c.yen(yen)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function TillMovements({ c, report }: { c: ConsoleText; report: TillReport }) {
  const { t } = c;
  if (report.movements.length === 0) return <Typography color="text.secondary">{t('till.none')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('till.movements')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('till.time')}</TableCell>
            <TableCell>{t('till.booking')}</TableCell>
            <TableCell>{t('till.customer')}</TableCell>
            <TableCell>{t('till.clerk')}</TableCell>
            <TableCell>{t('till.what')}</TableCell>
            <TableCell align="right">{t('till.yen')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {report.movements.map((mv, i) => (
            <TableRow key={`${mv.booking_id}-${mv.at}-${i}`}>
              <TableCell sx={{ fontVariantNumeric: 'tabular-nums' }}>{c.time(mv.at)}</TableCell>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={mv.booking_id !== null ? adminBookingPath(mv.booking_id) : adminEnrolmentPath(mv.enrolment_id ?? 0)}
                >
                  {mv.code}
                </Link>
              </TableCell>
              <TableCell>{mv.customer}</TableCell>
              <TableCell>{mv.clerk ?? t('till.clerkUnknown')}</TableCell>
              <TableCell>{t('till.part', { kind: mv.kind, part: mv.part })}</TableCell>
              <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {mv.kind === 'refund' ? `−${c.yen(mv.yen)}` : c.yen(mv.yen)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
