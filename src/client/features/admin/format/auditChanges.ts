import type { ConsoleText } from '../i18n/useConsoleText.js';
import { auditFieldWords } from './auditFields.js';
import { isRecord, LOG_STYLE, rangesText, valueText, type ValueStyle } from './auditValues.js';

// An audit entry's before → after, one line per changed field, the same for the activity log and a booking's history
// (each with its own field names and line): a nested record (the school profile's texts) a line per changed leaf,
// named by its path ("page texts › About › Japanese"); the weekly hours a line per day changed.

export interface ChangeStyle extends ValueStyle {
  /** A field's name on this page. */
  field: (text: ConsoleText, key: string) => string;
  /** One line: "status: Confirmed → Canceled". */
  line: (text: ConsoleText, field: string, before: string, after: string) => string;
}

export const LOG_CHANGES: ChangeStyle = {
  ...LOG_STYLE,
  field: auditFieldWords,
  line: (_text, field, before, after) => `${field}: ${before} → ${after}`,
};

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Ranges = Array<[string, string]>;
const isRanges = (v: unknown): v is Ranges =>
  Array.isArray(v) && v.every((r) => Array.isArray(r) && r.length === 2 && r.every((x) => typeof x === 'string'));
/** Values a field's meaning tells how to say whole (not a record to open). */
const WHOLE = new Set(['by', 'difference']);

/** The weekly hours' change, a day at a time: "Wednesday closes 21:00 (was 18:00)"; null when not two sets of hours. */
function hoursChange(text: ConsoleText, before: unknown, after: unknown): string[] | null {
  if (!isRecord(before) || !isRecord(after)) return null;
  const { t } = text;
  const lines: string[] = [];
  for (const d of DAYS) {
    const b = before[d] ?? [];
    const a = after[d] ?? [];
    if (!isRanges(b) || !isRanges(a)) return null;
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    const day = t(`schedule.day.${d}`);
    if (a.length === 1 && b.length === 1) {
      if (a[0][0] !== b[0][0]) lines.push(t('staff.activity.hours.opens', { day, time: a[0][0], was: b[0][0] }));
      if (a[0][1] !== b[0][1]) lines.push(t('staff.activity.hours.closes', { day, time: a[0][1], was: b[0][1] }));
    } else lines.push(t('staff.activity.hours.ranges', { day, ranges: rangesText(text, a), was: rangesText(text, b) }));
  }
  return lines;
}

function fieldLines(text: ConsoleText, key: string, name: string, b: unknown, a: unknown, style: ChangeStyle): string[] {
  const hours = key === 'weeklyHours' || key === 'weekly_hours' ? hoursChange(text, b, a) : null;
  if (hours) return hours.map((line) => `${name}: ${line}`);
  if (isRecord(b) && isRecord(a) && !WHOLE.has(key)) return recordLines(text, b, a, style, name);
  const shown = (v: unknown) => (key === 'hours' ? rangesText(text, v, style) : valueText(text, v, key, style));
  return [style.line(text, name, shown(b), shown(a))];
}

function recordLines(text: ConsoleText, b: Record<string, unknown>, a: Record<string, unknown>, style: ChangeStyle, path = ''): string[] {
  // a teacher is shown by name; their id says nothing more to a person
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])].filter(
    (k) => !(k === 'teacher_id' && ('teacher_name' in b || 'teacher_name' in a)),
  );
  return keys
    .filter((k) => JSON.stringify(b[k] ?? null) !== JSON.stringify(a[k] ?? null))
    .flatMap((k) => {
      const name = path ? `${path} › ${auditFieldWords(text, k)}` : style.field(text, k);
      return fieldLines(text, k, name, b[k], a[k], style);
    });
}

/** One line per changed field; a value that is not a record is one line "before → after". */
export function changeLines(text: ConsoleText, before: unknown, after: unknown, style: ChangeStyle = LOG_CHANGES): string[] {
  if (isRecord(before) || isRecord(after)) return recordLines(text, isRecord(before) ? before : {}, isRecord(after) ? after : {}, style);
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  return [`${valueText(text, before, '', style)} → ${valueText(text, after, '', style)}`];
}
