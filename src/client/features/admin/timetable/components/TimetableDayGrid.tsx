import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { TimetableDay, TimetableRow } from '../../../../../shared/admin/timetable.js';
import { useConsoleText, type ConsoleText } from '../../i18n/useConsoleText.js';
import { TimetableBlockCard } from './TimetableBlockCard.js';
import { columnCells, type Cell } from './timetableCells.js';

/** A column of the grid: a teacher's (id), or the bookings without a teacher (null). */
export interface Column {
  teacherId: number | null;
  label: string;
  detail?: string;
}

const STATE_COLOURS: Record<TimetableRow['state'], { bg: string; fg: string }> = {
  closed: { bg: '#eeeeee', fg: '#424242' },
  no_teacher: { bg: '#fdecea', fg: '#8e1b10' },
  full: { bg: '#fff4e5', fg: '#7a3e00' },
  open: { bg: 'transparent', fg: '#1b5e20' },
};

/** One day: a row per timeslot (its time and state), a column per teacher, one cell per class spanning its slots. */
export function TimetableDayGrid({ day, columns, label }: { day: TimetableDay; columns: Column[]; label: string }) {
  const c = useConsoleText();
  const cells = columns.map((col) =>
    col.teacherId === null
      ? null
      : columnCells(
          day.rows,
          day.blocks.filter((b) => b.teacher_id === col.teacherId),
        ),
  );
  return (
    <Table size="small" aria-label={label} sx={{ tableLayout: 'fixed', width: '100%', '& td, & th': { verticalAlign: 'top' } }}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col" sx={{ width: { xs: 88, sm: 112 } }}>
            {c.t('timetable.time')}
          </TableCell>
          {columns.map((col) => (
            <TableCell key={col.teacherId ?? 'none'} component="th" scope="col" sx={{ overflowWrap: 'anywhere' }}>
              {col.label}
              {col.detail && (
                <Typography variant="body2" color="text.secondary">
                  {col.detail}
                </Typography>
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {day.rows.map((row, i) => (
          <TableRow key={row.start}>
            <TableCell component="th" scope="row" sx={{ bgcolor: STATE_COLOURS[row.state].bg }}>
              <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
                {row.start}
              </Typography>
              <Typography variant="body2" sx={{ color: STATE_COLOURS[row.state].fg }}>
                {c.t('timetable.state', { state: row.state, free: row.free })}
              </Typography>
            </TableCell>
            {columns.map((col, j) => {
              const key = col.teacherId ?? 'none';
              const columnOf = cells[j];
              if (columnOf === null) return <UnassignedCell key={key} day={day} row={row} index={i} />;
              return <GridCell key={key} cell={columnOf[i]} row={row} teacherId={col.teacherId!} c={c} />;
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A teacher's cell: their class, else closed, free (they work then) or not working. */
function GridCell({ cell, row, teacherId, c }: { cell: Cell; row: TimetableRow; teacherId: number; c: ConsoleText }) {
  if (cell.kind === 'covered') return null;
  if (cell.kind === 'block') {
    return (
      <TableCell rowSpan={cell.span} sx={{ p: 0.5 }}>
        <TimetableBlockCard block={cell.block} />
      </TableCell>
    );
  }
  const [text, bg, fg] =
    row.state === 'closed'
      ? [c.t('timetable.closed'), '#eeeeee', '#424242']
      : row.working.includes(teacherId)
        ? [c.t('timetable.free'), 'transparent', '#1b5e20']
        : [c.t('timetable.off'), '#f5f5f5', '#5f5f5f'];
  return (
    <TableCell sx={{ bgcolor: bg, color: fg }}>
      <Typography variant="body2">{text}</Typography>
    </TableCell>
  );
}

/** Bookings without a teacher (a school booking anonymous seats): each listed in the row it starts, side by side with others. */
function UnassignedCell({ day, row, index }: { day: TimetableDay; row: TimetableRow; index: number }) {
  const starting = day.blocks.filter(
    (b) => b.teacher_id === null && day.rows.findIndex((r) => r.start < b.end && b.start < r.end) === index && row.start < b.end,
  );
  return (
    <TableCell sx={{ p: 0.5 }}>
      {starting.map((b) => (
        <TimetableBlockCard key={`${b.kind}-${b.id}`} block={b} />
      ))}
    </TableCell>
  );
}
