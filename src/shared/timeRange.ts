// zod-free (the console's bundle uses it without the schema library).

/** Merges slots into runs: adjacent ones join ("10:00-12:00"), separate runs are joined by ", ". */
export function timeRangeOf(slots: Array<{ start: string; end: string }>): string {
  const sorted = [...slots].sort((a, b) => a.start.localeCompare(b.start));
  const runs: Array<{ start: string; end: string }> = [];
  for (const s of sorted) {
    const last = runs.at(-1);
    if (last && last.end === s.start) last.end = s.end;
    else runs.push({ ...s });
  }
  return runs.map((r) => `${r.start}-${r.end}`).join(', ');
}
