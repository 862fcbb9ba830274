import type { TimetableBlock, TimetableRow } from '../../../../../shared/admin/timetable.js';

// Where each block sits in a column of the grid: pure, so the placing is tested without a page.

/** What a column shows in one row: a block starting there (spanning `span` rows), nothing (under a block), or a free cell. */
export type Cell = { kind: 'block'; block: TimetableBlock; span: number } | { kind: 'covered' } | { kind: 'empty' };

const overlaps = (row: TimetableRow, b: TimetableBlock) => row.start < b.end && b.start < row.end;

/** One teacher's column of a day: each block from the first row it overlaps, over every row it overlaps. */
export function columnCells(rows: TimetableRow[], blocks: TimetableBlock[]): Cell[] {
  const cells: Cell[] = rows.map(() => ({ kind: 'empty' }));
  for (const block of blocks) {
    const first = rows.findIndex((r) => overlaps(r, block));
    if (first === -1 || cells[first].kind !== 'empty') continue; // two classes at once: the first keeps the cell
    let span = 1;
    while (first + span < rows.length && overlaps(rows[first + span], block) && cells[first + span].kind === 'empty') span++;
    cells[first] = { kind: 'block', block, span };
    for (let i = first + 1; i < first + span; i++) cells[i] = { kind: 'covered' };
  }
  return cells;
}
