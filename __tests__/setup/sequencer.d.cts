import Sequencer from '@jest/test-sequencer';

declare class RecordedDurationsSequencer extends Sequencer {
  /** The file of recorded times: seconds by test file. */
  static DURATIONS: string;
  /** A test file's key in durations.json: its path from the repository's root, with forward slashes. */
  static durationKey(file: string): string;
}
export = RecordedDurationsSequencer;
