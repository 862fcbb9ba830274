import { earliestPauseMonth, pauseMonths, pauseRefusal } from '../../../src/server/enrolment/pauses';
import { withdrawalEnd } from '../../../src/server/enrolment/withdrawals';
import { addDays } from '../../../src/shared/dates';
import type { EnrolmentRules } from '../../../src/shared/enrolmentRules';
import { chargeDay, endOfMonth, monthOf, nextMonth } from '../../../src/shared/tuition';

// The rules' arithmetic, over many random days and school rules (a seeded generator: the same cases every run): a
// pause that is accepted always starts after its request, so none of its months can have been charged before it
// was recorded (the renewal job charges a month on its charge day, and a paused month is waived or costs the fee
// from then on); a withdrawal always ends on a month's end, never before the first month is over.

function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s % n;
  };
}

test('an accepted pause never starts in a month whose charge day has come; the earliest month follows the deadline', () => {
  const r = random(41);
  let accepted = 0;
  for (let i = 0; i < 5000; i++) {
    const today = addDays('2026-01-01', r(730));
    const min = 1 + r(3);
    const rules: EnrolmentRules = {
      pause_deadline_day: 1 + r(28),
      pause_min_months: min,
      pause_max_months: min + r(3),
      pause_fee_yen: r(2) * 1000,
      withdraw_by_day: 15,
    };
    const startsOn = addDays(today, r(120) - 60);
    let first = monthOf(addDays(today, r(150) - 30));
    if (r(2)) first = earliestPauseMonth(today, rules.pause_deadline_day);
    const months = 1 + r(6);
    const refusal = pauseRefusal(rules, today, { status: 'active', starts_on: startsOn, ends_on: null }, first, months);
    if (refusal) continue;
    accepted++;
    for (const m of pauseMonths(first, months)) {
      expect([today, m, chargeDay(m) > today]).toEqual([today, m, true]);
      expect(m > monthOf(startsOn)).toBe(true);
    }
    const byDeadline = Number(today.slice(8, 10)) <= rules.pause_deadline_day;
    expect(first >= (byDeadline ? nextMonth(monthOf(today)) : nextMonth(nextMonth(monthOf(today))))).toBe(true);
    expect(months >= rules.pause_min_months && months <= rules.pause_max_months).toBe(true);
  }
  expect(accepted).toBeGreaterThan(500); // the property was tested, not refused away
});

test('a withdrawal ends at the end of this month by the withdrawal day, of the next after it, never before the first month ends', () => {
  const r = random(6);
  for (let i = 0; i < 2000; i++) {
    const today = addDays('2026-01-01', r(730));
    const by = 1 + r(28);
    const startsOn = addDays(today, r(90) - 45);
    const { ends_on, after_deadline } = withdrawalEnd(today, by, startsOn);
    expect(ends_on).toBe(endOfMonth(ends_on));
    expect(ends_on >= endOfMonth(startsOn)).toBe(true);
    expect(after_deadline).toBe(Number(today.slice(8, 10)) > by);
    const expected = after_deadline ? endOfMonth(nextMonth(monthOf(today))) : endOfMonth(today);
    expect(ends_on).toBe(expected > endOfMonth(startsOn) ? expected : endOfMonth(startsOn));
  }
});
