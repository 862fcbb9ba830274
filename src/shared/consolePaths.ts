// Console pages added after the visitors' entry reached its budget: their paths live here, not in paths.ts, which the
// visitors' entry loads (a byte more there is a byte every visitor pays). Only the console's chunks and the server
// (spa.ts: a real route, its page chunk) import this file.

export const consolePaths = {
  /** The teachers' timetable: a day or a week, a column per teacher. */
  adminTimetable: '/admin/timetable',
  /** Day & week for the desk (staff), whose /admin opens on Today; the same page as an owner's /admin. */
  adminCalendar: '/admin/calendar',
  /** Lesson packs (回数券, issue 41 point 3; owners). */
  adminPacks: '/admin/packs',
} as const;

const chunks: Record<keyof typeof consolePaths, string> = {
  adminTimetable: 'admin_timetable',
  adminCalendar: 'admin_calendar',
  adminPacks: 'admin_packs',
};

/** The page chunk of one of these paths (no query string); null for any other path. */
export function consolePageChunkOf(pathname: string): string | null {
  const key = (Object.keys(consolePaths) as Array<keyof typeof consolePaths>).find((k) =>
    new RegExp(`^${consolePaths[k]}/?$`).test(pathname),
  );
  return key ? chunks[key] : null;
}
