import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeacherNumbers } from '../../../../shared/admin/numbers.js';
import { useConsoleText } from '../i18n/useConsoleText.js';

/** Each teacher's paid classes and net revenue in the range; nothing in a school without teachers. */
export function NumbersTeacherTable({ rows }: { rows: TeacherNumbers[] }) {
  const { t, count, yen } = useConsoleText();
  if (rows.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="numbers-teachers-title">
      <Typography id="numbers-teachers-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('numbers.teachers.title')}
      </Typography>
      <Box
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        role="region"
        aria-label={t('numbers.teachers.region')}
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('numbers.teachers.teacher')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('numbers.teachers.classes')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('numbers.netRevenue')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((r) => (
              <TableRow key={r.teacher_id}>
                <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
                  {r.name}
                </TableCell>
                <TableCell align="right">{count(r.classes)}</TableCell>
                <TableCell align="right">{yen(r.net_revenue)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
