import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { TeacherNumbers } from '../../../../../shared/admin/numbers.js';
import type { MessageId } from '../../i18n/messageIds.js';
import { useConsoleText } from '../../i18n/useConsoleText.js';
import { useHours } from './NumbersTable.js';

type Figure = { head: MessageId; value: (r: TeacherNumbers) => string };

/**
 * What the owner pays teachers by, per teacher in the range: lessons held, no-shows and cancellations apart, hours
 * taught and the revenue received. A table on a wide screen; on a phone one block per teacher, read down the page.
 * Nothing in a school without teachers.
 */
export function NumbersTeacherTable({ rows }: { rows: TeacherNumbers[] }) {
  const { t, count, yen } = useConsoleText();
  const hours = useHours();
  const phone = useMediaQuery((theme) => theme.breakpoints.down('sm'));
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
      {phone ? <TeacherBlocks rows={rows} figures={figures} /> : <TeacherRows rows={rows} figures={figures} />}
    </Box>
  );
}

function TeacherRows({ rows, figures }: { rows: TeacherNumbers[]; figures: Figure[] }) {
  const { t } = useConsoleText();
  return (
    <Table size="small" aria-labelledby="numbers-teachers-title" sx={{ border: 1, borderColor: 'divider' }}>
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
            <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
              {r.name}
            </TableCell>
            {figures.map((f) => (
              <TableCell key={f.head} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {f.value(r)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function TeacherBlocks({ rows, figures }: { rows: TeacherNumbers[]; figures: Figure[] }) {
  const { t } = useConsoleText();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
      {rows.map((r) => (
        <Box component="li" key={r.teacher_id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Typography component="h3" sx={{ fontWeight: 600, mb: 0.5 }}>
            {r.name}
          </Typography>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2 }}>
            {figures.map((f) => (
              <Box key={f.head} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {t(f.head)}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                  {f.value(r)}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
