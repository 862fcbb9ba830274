import { paths } from '../../../shared/paths.js';

// The course page's address carries the visitor's choice (?teacher=2&from_booking=7 from a trial's page; the whole
// choice when the page sends a logged-out visitor to log in first, so the login's return opens the same screen).

export interface EnrolPageParams {
  teacherId: number | null;
  fromBookingId: number | null;
  courseId: number | null;
  startsOn: string | null;
  weekday: number | null;
  start: string | null;
}

const num = (q: URLSearchParams, key: string): number | null => {
  const v = Number(q.get(key));
  return q.has(key) && Number.isInteger(v) && v >= 0 ? v : null;
};
const match = (q: URLSearchParams, key: string, re: RegExp): string | null => {
  const v = q.get(key);
  return v !== null && re.test(v) ? v : null;
};

export function parseEnrolParams(search: string): EnrolPageParams {
  const q = new URLSearchParams(search);
  const weekday = num(q, 'weekday');
  return {
    teacherId: num(q, 'teacher') || null,
    fromBookingId: num(q, 'from_booking') || null,
    courseId: num(q, 'course') || null,
    startsOn: match(q, 'from', /^\d{4}-\d{2}-\d{2}$/),
    weekday: weekday !== null && weekday <= 6 ? weekday : null,
    start: match(q, 'time', /^\d{2}:\d{2}$/),
  };
}

/** The course page's address for a choice (the keys left out when not chosen). */
export function enrolPagePath(p: Partial<EnrolPageParams>): string {
  const pairs: Array<[string, string | number | null | undefined]> = [
    ['course', p.courseId],
    ['teacher', p.teacherId],
    ['from', p.startsOn],
    ['weekday', p.weekday],
    ['time', p.start],
    ['from_booking', p.fromBookingId],
  ];
  const q = new URLSearchParams(pairs.filter((x): x is [string, string | number] => x[1] != null).map(([k, v]) => [k, String(v)]));
  const s = q.toString();
  return s ? `${paths.payForBooking}?${s}` : paths.payForBooking;
}

/** My page's ?pay=<id>:<YYYY-MM> (a failed month's email): the month to pay at once, or null. */
export function parsePayParam(search: string): { id: number; month: string } | null {
  const m = /^(\d+):(\d{4}-(?:0[1-9]|1[0-2]))$/.exec(new URLSearchParams(search).get('pay') ?? '');
  return m ? { id: Number(m[1]), month: m[2] } : null;
}
