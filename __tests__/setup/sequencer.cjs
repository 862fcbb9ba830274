'use strict';
// The order Jest starts test files in: the longest first, so that no worker is left with a long file at the
// end while the others wait. Jest orders by each file's time in its last run on this machine, kept in its
// cache directory; a clean clone (CI's) has none, and Jest then orders by file size, which started the
// 90-second Japanese accessibility sweep near the end of the browser phase. Where Jest has no time of its
// own, the time recorded in durations.json is used (`node scripts/test.mjs --record-durations` rewrites it
// after a run); a file in neither (a new one) starts before the others, as Jest does.
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;
const recorded = require('./durations.json');

const ROOT = path.resolve(__dirname, '../..');

class RecordedDurationsSequencer extends Sequencer {
  /** The file of recorded times: seconds by test file. */
  static DURATIONS = path.join(__dirname, 'durations.json');

  /** A test file's key in durations.json: its path from the repository's root, with forward slashes. */
  static durationKey(file) {
    return path.relative(ROOT, file).split(path.sep).join('/');
  }

  time(test) {
    const seconds = recorded[RecordedDurationsSequencer.durationKey(test.path)];
    return super.time(test) ?? (seconds === undefined ? undefined : seconds * 1000);
  }
}

module.exports = RecordedDurationsSequencer;
