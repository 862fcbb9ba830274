import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SourceNumbers } from '../../../../shared/admin/numbers.js';
import { cameFromText } from '../format/sourceLabels.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** Where the range's paid bookings came from: bookings and net revenue per source ("Direct / unknown" for the untracked). */
export function NumbersSourceTable({ rows }: { rows: SourceNumbers[] }) {
  const c = useConsoleText();
  const { t, count, yen } = c;
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="numbers-sources-title">
      <Typography id="numbers-sources-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('sources.numbers.title')}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('sources.numbers.region')}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('sources.numbers.source')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('numbers.bookings')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('numbers.netRevenue')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => {
              const label = cameFromText(c, r);
              return (
                <TableRow key={[r.utm_source, r.utm_medium, r.utm_campaign, r.referrer_host].join('|')}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                    {label}
                  </TableCell>
                  <TableCell align="right">{count(r.bookings)}</TableCell>
                  <TableCell align="right">{yen(r.net_revenue)}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
