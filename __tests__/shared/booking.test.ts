import fc from 'fast-check';
import { salesTaxOf, timeRangeOf } from '../../src/shared/booking';

// Properties of the booking summary arithmetic: merged time ranges and the tax included in a total.
const SEED = { seed: 20261123 };
const SLOT = 30;
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const slotAt = (i: number) => ({ start: hhmm(i * SLOT), end: hhmm((i + 1) * SLOT) });
const minutesOf = (time: string) => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

/** A non-empty set of a day's 30-minute slots (00:00-00:30 … 23:30-24:00), by index. */
const slotSet = fc.uniqueArray(fc.integer({ min: 0, max: 47 }), { minLength: 1, maxLength: 48 });

/** The maximal runs of consecutive indices, in order, written the way the summary shows them. */
function expectedRanges(indices: number[]): string {
  const sorted = [...indices].sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const i of sorted) {
    const last = runs.at(-1);
    if (last && last[1] === i) last[1] = i + 1;
    else runs.push([i, i + 1]);
  }
  return runs.map(([a, b]) => `${hhmm(a * SLOT)}-${hhmm(b * SLOT)}`).join(', ');
}

describe('timeRangeOf', () => {
  test('lists the maximal runs of adjacent slots, sorted, joined by ", "', () => {
    fc.assert(
      fc.property(slotSet, (indices) => {
        expect(timeRangeOf(indices.map(slotAt))).toBe(expectedRanges(indices));
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('the runs cover 30 minutes per slot, are sorted, and never touch or overlap', () => {
    fc.assert(
      fc.property(slotSet, (indices) => {
        const runs = timeRangeOf(indices.map(slotAt))
          .split(', ')
          .map((r) => r.split('-').map(minutesOf));
        expect(runs.reduce((sum, [a, b]) => sum + (b - a), 0)).toBe(SLOT * indices.length);
        for (const [a, b] of runs) expect(b).toBeGreaterThan(a);
        for (let k = 1; k < runs.length; k++) expect(runs[k][0]).toBeGreaterThan(runs[k - 1][1]); // a gap between runs
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('the order of the input does not matter, and the input is left alone', () => {
    fc.assert(
      fc.property(
        slotSet.chain((indices) =>
          fc.tuple(fc.constant(indices), fc.shuffledSubarray(indices, { minLength: indices.length, maxLength: indices.length })),
        ),
        ([indices, shuffled]) => {
          const input = shuffled.map(slotAt);
          const copy = structuredClone(input);
          expect(timeRangeOf(input)).toBe(timeRangeOf(indices.map(slotAt)));
          expect(input).toEqual(copy);
        },
      ),
      { ...SEED, numRuns: 1000 },
    );
  });

  test('one slot is its own range; a full run is one range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 47 }), fc.integer({ min: 1, max: 48 }), (first, length) => {
        fc.pre(first + length <= 48);
        expect(timeRangeOf([slotAt(first)])).toBe(`${slotAt(first).start}-${slotAt(first).end}`);
        const run = Array.from({ length }, (_, k) => slotAt(first + k));
        expect(timeRangeOf(run)).toBe(`${hhmm(first * SLOT)}-${hhmm((first + length) * SLOT)}`);
      }),
      { ...SEED, numRuns: 500 },
    );
  });
});

describe('salesTaxOf (the tax included in a tax-inclusive total)', () => {
  // Totals up to 2^53 / 100, so total × rate stays an exact integer for the floating-point code under test.
  const total = fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 100) });
  const rate = fc.integer({ min: 0, max: 100 });

  test('equals floor(total × rate / (100 + rate)) computed in integers', () => {
    fc.assert(
      fc.property(total, rate, (t, r) => {
        const exact = (BigInt(t) * BigInt(r)) / BigInt(100 + r); // BigInt division truncates: floor for non-negatives
        expect(salesTaxOf(t, r)).toBe(Number(exact));
      }),
      { ...SEED, numRuns: 5000 },
    );
  });

  test('realistic bookings: 1500 yen × 1-48 slots at 0-100 %, tax + net = total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 48 }), rate, (slots, r) => {
        const t = 1500 * slots;
        const tax = salesTaxOf(t, r);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax).toBe(Math.floor((t * r) / (100 + r)));
        // the net price (total − tax) taxed at r% is the total, give or take the rounding of the tax
        expect((t - tax) * (100 + r)).toBeGreaterThanOrEqual(t * 100);
        expect((t - tax - 1) * (100 + r)).toBeLessThan(t * 100);
      }),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('0 ≤ tax < total for any positive total and rate 0..100, and 0 at rate 0', () => {
    fc.assert(
      fc.property(
        total.filter((t) => t > 0),
        rate,
        (t, r) => {
          const tax = salesTaxOf(t, r);
          expect(tax).toBeGreaterThanOrEqual(0);
          expect(tax).toBeLessThan(t);
          expect(salesTaxOf(t, 0)).toBe(0);
        },
      ),
      { ...SEED, numRuns: 2000 },
    );
  });

  test('is monotonic in the total and in the rate', () => {
    fc.assert(
      fc.property(total, total, rate, rate, (a, b, r, s) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(salesTaxOf(lo, r)).toBeLessThanOrEqual(salesTaxOf(hi, r));
        const [rlo, rhi] = r <= s ? [r, s] : [s, r];
        expect(salesTaxOf(a, rlo)).toBeLessThanOrEqual(salesTaxOf(a, rhi));
      }),
      { ...SEED, numRuns: 2000 },
    );
  });
});
