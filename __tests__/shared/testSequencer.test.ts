import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sequencer from '../setup/sequencer.cjs';
import recorded from '../setup/durations.json';

// The order a clean clone's `npm test` starts its files in (jest.config.cjs's testSequencer): with no times of
// Jest's own, the longest recorded file first, so that no worker is left with a long one at the end.
const ROOT = path.resolve(__dirname, '../..');
const times = recorded as Record<string, number>;
const byTime = Object.entries(times).sort(([, a], [, b]) => a - b);
const [quickest, slowest] = [byTime[0][0], byTime.at(-1)![0]];
type Test = Parameters<Sequencer['sort']>[0][number];

/** A test file as Jest's runner hands it to the sequencer, with Jest's cache in `cacheDirectory`. */
const testFile = (file: string, cacheDirectory: string) =>
  ({
    path: path.join(ROOT, file),
    context: { config: { cache: true, cacheDirectory, id: 'sequencer-test', rootDir: ROOT, haste: {} }, hasteFS: { getSize: () => 1 } },
  }) as unknown as Test;
const order = (tests: Test[]) => (new Sequencer({} as never).sort(tests) as Test[]).map((t) => Sequencer.durationKey(t.path));

let cacheDirectory: string;
beforeEach(() => (cacheDirectory = fs.mkdtempSync(path.join(os.tmpdir(), 'gtss-sequencer-'))));
afterEach(() => fs.rmSync(cacheDirectory, { recursive: true, force: true }));

test('every recorded file exists, and the record has the longest browser files', () => {
  const files = Object.keys(times);
  expect(files.filter((file) => !fs.existsSync(path.join(ROOT, file)))).toEqual([]);
  expect(files).toEqual(expect.arrayContaining(['__tests__/e2e/a11yJapanese.e2e.test.ts', '__tests__/e2e/backOffice.e2e.test.ts']));
});

test('with no times of its own, Jest starts the longest recorded file first, and a file not yet recorded before both', () => {
  const unrecorded = '__tests__/shared/notYetRecorded.test.ts';
  expect(order([quickest, unrecorded, slowest].map((file) => testFile(file, cacheDirectory)))).toEqual([unrecorded, slowest, quickest]);
});

test("Jest's own time of a file from its last run here wins over the recorded one", () => {
  const tests = () => [slowest, quickest].map((file) => testFile(file, cacheDirectory));
  // the quickest recorded file took a million seconds in Jest's last run here
  const lastRun = {
    testResults: [{ testFilePath: path.join(ROOT, quickest), numFailingTests: 0, skipped: false, perfStats: { runtime: 1e9 } }],
  };
  new Sequencer({} as never).cacheResults(tests(), lastRun as never);
  expect(order(tests())).toEqual([quickest, slowest]);
});
