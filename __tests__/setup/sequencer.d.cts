import Sequencer from '@jest/test-sequencer';

declare class RecordedDurationsSequencer extends Sequencer {}
export = RecordedDurationsSequencer;
