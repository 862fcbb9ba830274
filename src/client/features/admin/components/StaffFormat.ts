// Issue #12: how the console writes instants: the school's wall clock (Japan time), yyyy-MM-dd HH:MM.

const tokyo = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** '2026-11-24T01:30:00Z' → '2026-11-24 10:30' (Japan time); an unreadable value is shown as it is. */
export function tokyoDateTime(instant: string): string {
  const t = new Date(instant);
  if (Number.isNaN(t.getTime())) return instant;
  const part = Object.fromEntries(tokyo.formatToParts(t).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export const ROLE_LABELS = { owner: 'Owner', staff: 'Staff' } as const;
