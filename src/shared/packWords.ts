// Lesson packs' words and rules (回数券, issue 41 point 3), zod-free so a page can read them without the schemas.

/** 資金決済法: a prepaid means valid for six months or less is outside the act; the console says so. */
export const PACK_MAX_VALID_DAYS = 180;
export const PACK_DEFAULT_VALID_DAYS = 60;
/** 資金決済法's threshold: unused balances over ¥10,000,000 on a reference date must be notified and half deposited. */
export const PACK_BALANCE_THRESHOLD_YEN = 10_000_000;

export const PACK_NOT_FOUND = 'This lesson pack is not on sale.';
export const PACK_NAME_NEEDED = 'A pack needs an English name.';
export const PACK_TOO_LONG = 'A pack can be valid for at most 180 days (資金決済法: prepaid lessons valid for six months or less).';
export const PACK_STALE = 'Someone changed this pack meanwhile. Read it again.';
export const PACK_LENGTH_WRONG = 'None of your lesson packs is for a lesson of this length.';
export const NO_PACK_CREDIT = 'There is no lesson left in your packs for this date.';
/** A pack of a course: its lessons are booked with that course's teachers only. */
export const PACK_COURSE_TEACHER = "Your pack's lessons are for its course: choose one of the course's teachers.";

/** A pack's name in the reader's language, else English. */
export const packName = (names: Record<string, string | undefined>, language: string): string => names[language] || names.en || '';
