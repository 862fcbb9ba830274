import type { WeeklyHours, Weekday } from '../../../../shared/admin/schedule.js';
import type { Teacher, TeacherInput } from '../../../../shared/admin/teachers.js';
import type { LanguageCode } from '../../../../shared/constants.js';
import { isIsoDate } from '../../../../shared/dates.js';
import { LANGUAGE_CODES } from '../../../../shared/language.js';
import type { TeachingLanguage } from '../../../../shared/teachers.js';
import { says } from '../i18n/consoleMessage.js';
import { DAYS, type DraftErrors } from '../scheduleDraft.js';

// The teacher form's draft (text as typed) and the checks the shared schema makes, so the owner sees
// a clear message next to the field before the server checks again.

type Ranges = Array<[string, string]>;

/** A dated exception as edited: a day off, or other hours that day. */
export interface ExceptionDraft {
  date: string;
  off: boolean;
  hours: Ranges;
}

export interface TeacherDraft {
  name: string;
  /** The name's reading in Latin letters ('' for none). */
  nameLatin: string;
  profile: Record<LanguageCode, string>;
  languages: TeachingLanguage[];
  photoUrl: string;
  bookableOnline: boolean;
  /** The linked staff member's id as the select holds it; '' for none. */
  userId: string;
  /** false: the teacher works whenever the school is open. */
  ownHours: boolean;
  weeklyHours: Record<Weekday, Ranges>;
  exceptions: ExceptionDraft[];
}

const noHours = (): Record<Weekday, Ranges> => Object.fromEntries(DAYS.map((d) => [d.key, []])) as unknown as Record<Weekday, Ranges>;

/** Weekly hours as the form edits them (a copy: the draft's ranges are replaced as the owner types). */
export const copyHours = (hours: WeeklyHours): Record<Weekday, Ranges> =>
  Object.fromEntries(DAYS.map((d) => [d.key, hours[d.key].map(([a, b]) => [a, b])])) as Record<Weekday, Ranges>;

export function toDraft(t: Teacher | null): TeacherDraft {
  return {
    name: t?.name ?? '',
    nameLatin: t?.name_latin ?? '',
    profile: Object.fromEntries(LANGUAGE_CODES.map((code) => [code, t?.profile[code] ?? ''])) as Record<LanguageCode, string>,
    languages: t ? [...t.languages] : [],
    photoUrl: t?.photo_url ?? '',
    bookableOnline: t?.bookable_online ?? true,
    userId: t?.user_id == null ? '' : String(t.user_id),
    ownHours: Boolean(t?.weekly_hours),
    weeklyHours: t?.weekly_hours ? copyHours(t.weekly_hours) : noHours(),
    exceptions: (t?.exceptions ?? []).map((x) => ({ date: x.date, off: x.hours.length === 0, hours: x.hours.map(([a, b]) => [a, b]) })),
  };
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HTTPS = /^https:\/\/\S+$/;
/** The server's rule for a name in Latin letters (shared/admin/teachers.ts), at most 80 characters. */
const LATIN = /^[\p{Script=Latin}\s.'’-]{0,80}$/u;

function checkRanges(ranges: Ranges, prefix: string, errors: DraftErrors) {
  ranges.forEach(([start, end], i) => {
    if (!HHMM.test(start)) errors[`${prefix}.${i}.start`] = says('schedule.error.time', { example: '09:00' });
    if (!HHMM.test(end)) errors[`${prefix}.${i}.end`] = says('schedule.error.time', { example: '18:00' });
    else if (HHMM.test(start) && end <= start) errors[`${prefix}.${i}.end`] = says('schedule.error.endAfterStart');
  });
}

/**
 * Field errors by key: 'name', 'languages', 'photoUrl', `mon.0.start` for a weekly range's time,
 * `exception.2.date` / `exception.2.hours` / `exception.2.0.start` for an exception's.
 */
export function validateDraft(d: TeacherDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (d.name.trim() === '') errors.name = says('teachers.detail.nameRequired');
  else if (d.name.trim().length > 80) errors.name = says('teachers.error.nameLong');
  if (!LATIN.test(d.nameLatin.trim())) errors.nameLatin = says('teachers.error.nameLatin');
  if (d.languages.length === 0) errors.languages = says('teachers.detail.languagesRequired');
  if (d.photoUrl.trim() !== '' && !HTTPS.test(d.photoUrl.trim())) errors.photoUrl = says('teachers.detail.photoUrl');
  for (const code of LANGUAGE_CODES)
    if (d.profile[code].trim().length > 600) errors[`profile.${code}`] = says('teachers.error.profileLong');
  if (d.ownHours) for (const { key } of DAYS) checkRanges(d.weeklyHours[key], key, errors);
  d.exceptions.forEach((x, i) => {
    if (!isIsoDate(x.date)) errors[`exception.${i}.date`] = says('schedule.error.chooseDate');
    else if (d.exceptions.findIndex((y) => y.date === x.date) !== i) errors[`exception.${i}.date`] = says('teachers.detail.dayTwice');
    if (!x.off && x.hours.length === 0) errors[`exception.${i}.hours`] = says('teachers.error.exceptionHours');
    if (!x.off) checkRanges(x.hours, `exception.${i}`, errors);
  });
  return errors;
}

export function toInput(d: TeacherDraft): TeacherInput {
  const profile = Object.fromEntries(LANGUAGE_CODES.flatMap((code) => (d.profile[code].trim() ? [[code, d.profile[code].trim()]] : [])));
  return {
    name: d.name.trim(),
    name_latin: d.nameLatin.trim() || null,
    profile,
    languages: d.languages,
    photo_url: d.photoUrl.trim() || null,
    bookable_online: d.bookableOnline,
    user_id: d.userId === '' ? null : Number(d.userId),
    weekly_hours: d.ownHours ? d.weeklyHours : null,
    exceptions: [...d.exceptions].sort((a, b) => a.date.localeCompare(b.date)).map((x) => ({ date: x.date, hours: x.off ? [] : x.hours })),
  };
}
