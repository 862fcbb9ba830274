import fc from 'fast-check';
import {
  addDays,
  localTimes,
  fromCompactDate,
  isCompactDate,
  isIsoDate,
  toCompactDate,
  tokyoDateTime,
  tokyoInstant,
  tokyoToday,
  weekday,
} from '../../src/shared/dates';

// Date helpers, checked as properties over wide generated ranges (seeded, so a failure replays).
const SEED = { seed: 20261123 };
const DAY_MS = 86_400_000;
const pad = (n: number, width: number) => String(n).padStart(width, '0');

const FIRST_MS = Date.parse('0000-01-01T00:00:00Z');
const LAST_MS = Date.parse('9999-12-31T00:00:00Z');
/** Any real calendar day from 0000-01-01 to 9999-12-31 (all that toISOString prints with 4 digits), as yyyy-MM-dd. */
const isoDay = fc.integer({ min: FIRST_MS / DAY_MS, max: LAST_MS / DAY_MS }).map((d) => new Date(d * DAY_MS).toISOString().slice(0, 10));

/** Whether y-m-d names a real day, by building the UTC Date and reading it back. */
function realDay(y: number, m: number, d: number): boolean {
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getUTCFullYear() === y && t.getUTCMonth() === m - 1 && t.getUTCDate() === d;
}

describe('yyyymmdd ↔ yyyy-MM-dd', () => {
  test('toCompactDate then fromCompactDate is the identity on every real day', () => {
    fc.assert(
      fc.property(isoDay, (iso) => {
        const compact = toCompactDate(iso);
        expect(compact).toMatch(/^\d{8}$/);
        expect(isCompactDate(compact)).toBe(true);
        expect(fromCompactDate(compact)).toBe(iso);
        expect(toCompactDate(fromCompactDate(compact))).toBe(compact);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('isIsoDate and isCompactDate accept exactly the real calendar days (years 0000-0099 too)', () => {
    const parts = fc.tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }));
    fc.assert(
      fc.property(parts, ([y, m, d]) => {
        const real = realDay(y, m, d);
        expect(isIsoDate(`${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`)).toBe(real);
        expect(isCompactDate(`${pad(y, 4)}${pad(m, 2)}${pad(d, 2)}`)).toBe(real);
      }),
      { ...SEED, numRuns: 5000 },
    );
  });

  test('leap days: 29 February exists exactly in Gregorian leap years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (y) => {
        const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
        expect(isIsoDate(`${pad(y, 4)}-02-29`)).toBe(leap);
        expect(isCompactDate(`${pad(y, 4)}0229`)).toBe(leap);
      }),
      { ...SEED, numRuns: 1000 },
    );
  });

  test('strings that are not exactly yyyy-MM-dd or yyyymmdd are refused', () => {
    const nearMiss = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      isoDay.map((iso) => ` ${iso}`),
      isoDay.map((iso) => `${iso}\n`),
      isoDay.map((iso) => iso.replaceAll('-', '/')),
      isoDay.map((iso) => `${iso}T00:00`),
      isoDay.map((iso) => `+${iso}`),
      isoDay.map((iso) => iso.replace(/\d/, '٣')), // an Arabic-Indic digit
    );
    fc.assert(
      fc.property(nearMiss, (s) => {
        if (isIsoDate(s)) expect(s).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        if (isCompactDate(s)) expect(s).toMatch(/^\d{8}$/);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });
});

describe('the Tokyo day (+09:00, no daylight saving)', () => {
  test('tokyoToday flips at exactly 15:00:00.000Z', () => {
    fc.assert(
      fc.property(
        isoDay.filter((d) => d < '9999-12-31'),
        fc.integer({ min: 1, max: 15 * 3_600_000 }),
        (utcDay, ms) => {
          const midnight = Date.parse(`${utcDay}T15:00:00.000Z`); // 00:00 of the next day in Tokyo
          const nextDay = addDays(utcDay, 1);
          expect(tokyoToday(new Date(midnight - 1))).toBe(utcDay);
          expect(tokyoToday(new Date(midnight))).toBe(nextDay);
          expect(tokyoToday(new Date(midnight - ms))).toBe(utcDay);
          expect(tokyoToday(new Date(midnight + ms - 1))).toBe(nextDay);
        },
      ),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('tokyoToday of any instant is the UTC date nine hours later', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T14:59:59.999Z'), noInvalidDate: true }),
        (t) => {
          const shifted = new Date(t.getTime() + 9 * 3_600_000);
          expect(tokyoToday(t)).toBe(
            `${pad(shifted.getUTCFullYear(), 4)}-${pad(shifted.getUTCMonth() + 1, 2)}-${pad(shifted.getUTCDate(), 2)}`,
          );
        },
      ),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('tokyoInstant(date, HH:MM) minus 9 hours is that wall-clock time in UTC', () => {
    const hhmm = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`);
    fc.assert(
      fc.property(isoDay, hhmm, (iso, time) => {
        const [y, mo, d] = iso.split('-').map(Number);
        const [h, mi] = time.split(':').map(Number);
        const utc = new Date(0);
        utc.setUTCFullYear(y, mo - 1, d);
        utc.setUTCHours(h, mi, 0, 0);
        const instant = tokyoInstant(iso, time);
        expect(instant.getTime()).toBe(utc.getTime() - 9 * 3_600_000);
        expect(tokyoToday(instant)).toBe(iso);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });
});

describe('addDays and weekday', () => {
  const span = fc.integer({ min: -100_000, max: 100_000 });
  const inRange = (iso: string, n: number) => {
    const t = Date.parse(`${iso}T00:00:00Z`) + n * DAY_MS;
    return t >= FIRST_MS && t <= LAST_MS;
  };

  test('addDays(d, n) then addDays(-n) is the identity', () => {
    fc.assert(
      fc.property(isoDay, span, (iso, n) => {
        fc.pre(inRange(iso, n));
        const there = addDays(iso, n);
        expect(isIsoDate(there)).toBe(true);
        expect(addDays(there, -n)).toBe(iso);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('addDays moves exactly n × 24 h and the weekday by n mod 7', () => {
    fc.assert(
      fc.property(isoDay, span, (iso, n) => {
        fc.pre(inRange(iso, n));
        const there = addDays(iso, n);
        expect(Date.parse(`${there}T00:00:00Z`) - Date.parse(`${iso}T00:00:00Z`)).toBe(n * DAY_MS);
        expect(weekday(there)).toBe((((weekday(iso) + n) % 7) + 7) % 7);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('addDays composes: (d + a) + b = d + (a + b)', () => {
    const small = fc.integer({ min: -5000, max: 5000 });
    fc.assert(
      fc.property(isoDay, small, small, (iso, a, b) => {
        fc.pre(inRange(iso, a) && inRange(iso, a + b));
        expect(addDays(addDays(iso, a), b)).toBe(addDays(iso, a + b));
      }),
      { ...SEED, numRuns: 1000 },
    );
  });

  test('string order of yyyy-MM-dd agrees with date order', () => {
    fc.assert(
      fc.property(isoDay, isoDay, (a, b) => {
        expect(Math.sign(a.localeCompare(b))).toBe(Math.sign(Date.parse(a) - Date.parse(b)));
        expect(a < b).toBe(Date.parse(a) < Date.parse(b));
      }),
      { ...SEED, numRuns: 2000 },
    );
  });
});

describe("localTimes: a Tokyo class time on the visitor's clock", () => {
  test('a zone behind Tokyo, across midnight: the local range and the local date', () => {
    expect(localTimes('2026-11-24', '10:00-12:00', 'Europe/Paris')).toEqual({ range: '02:00-04:00', date: '2026-11-24' });
    expect(localTimes('2026-11-24', '10:00-12:00', 'America/New_York')).toEqual({ range: '20:00-22:00', date: '2026-11-23' });
  });
  test('each run of a split booking is converted; summer time is taken into account', () => {
    expect(localTimes('2026-07-01', '10:00-11:00, 14:00-15:30', 'Europe/London')).toEqual({
      range: '02:00-03:00, 06:00-07:30',
      date: '2026-07-01',
    });
  });
  test('a zone with Tokyo’s times, no zone, or an unknown one: nothing to add', () => {
    expect(localTimes('2026-11-24', '10:00-12:00', 'Asia/Tokyo')).toBeNull();
    expect(localTimes('2026-11-24', '10:00-12:00', 'Asia/Seoul')).toBeNull(); // also +09:00
    expect(localTimes('2026-11-24', '10:00-12:00', null)).toBeNull();
    expect(localTimes('2026-11-24', '10:00-12:00', 'Mars/Olympus')).toBeNull();
  });
  test('half-hour zones', () => {
    expect(localTimes('2026-11-24', '10:00-12:00', 'Asia/Kolkata')).toEqual({ range: '06:30-08:30', date: '2026-11-24' });
  });
});

test("an instant on the school's clock (the console's times): Japan's date and time, whatever the machine's zone", () => {
  expect(tokyoDateTime('2026-11-24T01:30:00Z')).toBe('2026-11-24 10:30');
  expect(tokyoDateTime('2026-11-24T15:05:59Z')).toBe('2026-11-25 00:05');
  expect(tokyoDateTime('not a time')).toBe('not a time');
  fc.assert(
    fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (d) => {
      const [date, time] = tokyoDateTime(d.toISOString()).split(' ');
      expect(tokyoInstant(date, time).getTime()).toBe(Math.floor(d.getTime() / 60_000) * 60_000);
    }),
    SEED,
  );
});
