// An audit entry's before → after, in words a person reads ("status: Confirmed → Canceled").

const show = (v: unknown): string => {
  if (v === null || v === undefined) return '(none)';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean') return String(v);
  if (Array.isArray(v))
    return v.length === 0 ? '(none)' : v.map((x) => (typeof x === 'object' && x !== null ? JSON.stringify(x) : String(x))).join(', ');
  return JSON.stringify(v);
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** One line per changed field; a value that is not an object is one line. */
export function describeChange(before: unknown, after: unknown): string[] {
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys.filter((k) => show(b[k]) !== show(a[k])).map((k) => `${k.replaceAll('_', ' ')}: ${show(b[k])} → ${show(a[k])}`);
  }
  if (before === undefined && after === undefined) return [];
  if ((before === null || before === undefined) && (after === null || after === undefined)) return [];
  return [`${show(before)} → ${show(after)}`];
}

/** 'booking.cancel' or 'staff_role' → 'booking cancel' / 'staff role'. */
export const actionWords = (action: string) => action.replace(/[._]+/g, ' ');
