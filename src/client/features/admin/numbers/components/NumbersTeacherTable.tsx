import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TeacherNumbers } from '../../../../../shared/admin/numbers.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { useHours } from './NumbersTable.js';

type Figure = { head: MessageId; value: (r: TeacherNumbers) => string };

/** On a phone each teacher's row is a block read down the page, each figure beside its heading (data-label). */
const PHONE_BLOCKS = {
  '@media (max-width: 599.95px)': {
    '& thead': { display: 'none' },
    '& tr, & th, & td': { display: 'block' },
    '& td': { display: 'flex', justifyContent: 'space-between', gap: 2, borderBottom: 0, py: 0.25 },
    '& td::before': { content: 'attr(data-label)', textAlign: 'left' },
    '& tr': { borderBottom: 1, borderColor: 'divider', pb: 1 },
  },
};

/**
 * What the owner pays teachers by, per teacher in the range: lessons held, no-shows and cancellations apart, hours
 * taught and the revenue received. A table; on a phone one block per teacher, read down the page.
 * Nothing in a school without teachers.
 */
export function NumbersTeacherTable({ rows }: { rows: TeacherNumbers[] }) {
  const { t, count, yen } = useConsoleText();
  const hours = useHours();
  if (rows.length === 0) return null;
  const figures: Figure[] = [
    { head: 'numbers.teachers.held', value: (r) => count(r.held) },
    { head: 'numbers.teachers.noShows', value: (r) => count(r.no_shows) },
    { head: 'numbers.teachers.cancellations', value: (r) => count(r.cancellations) },
    { head: 'numbers.teachers.hours', value: (r) => hours(r.hours_taught) },
    { head: 'numbers.teachers.received', value: (r) => yen(r.received) },
  ];
  return (
    <Box component="section" aria-labelledby="numbers-teachers-title">
      <Typography id="numbers-teachers-title" variant="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
        {t('numbers.teachers.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('numbers.teachers.note')}
      </Typography>
      <Table size="small" aria-labelledby="numbers-teachers-title" sx={{ border: 1, borderColor: 'divider', ...PHONE_BLOCKS }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('numbers.teachers.teacher')}
            </TableCell>
            {figures.map((f) => (
              <TableCell key={f.head} component="th" scope="col" align="right">
                {t(f.head)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.teacher_id}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', fontWeight: { xs: 600, sm: 400 } }}>
                {r.name}
              </TableCell>
              {figures.map((f) => (
                <TableCell key={f.head} align="right" data-label={t(f.head)} sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  {f.value(r)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
