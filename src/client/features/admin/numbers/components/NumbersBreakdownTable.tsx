import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useConsoleText } from '../../i18n/useConsoleText.js';

export interface BreakdownRow {
  key: string;
  /** What the row is about (a teacher's name, where bookings came from). */
  name: string;
  count: number;
  netRevenue: number;
}

/**
 * The range's numbers split one way (per teacher, per source): a named section with a table of each one's
 * count and net revenue, scrolling sideways on its own on a phone. Nothing when there are no rows.
 */
export function NumbersBreakdownTable(props: {
  id: string;
  title: string;
  region: string;
  nameHeading: string;
  countHeading: string;
  rows: BreakdownRow[];
}) {
  const { t, count, yen } = useConsoleText();
  if (props.rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={`${props.id}-title`}>
      <Typography id={`${props.id}-title`} variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {props.title}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={props.region}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {props.nameHeading}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {props.countHeading}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('numbers.netRevenue')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.rows.map((r) => (
              <TableRow key={r.key}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </TableCell>
                <TableCell align="right">{count(r.count)}</TableCell>
                <TableCell align="right">{yen(r.netRevenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
