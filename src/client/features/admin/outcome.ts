import type { CallStatus } from '../../api/callStatus.js';
import type { ConsoleMessage } from './i18n/consoleMessage.js';

/** A call's state and the words that tell its outcome (success or the server's refusal); StaffOutcome shows it. */
export interface Outcome {
  status: CallStatus;
  message: ConsoleMessage | null;
}

export const idle: Outcome = { status: 'idle', message: null };
export const loading: Outcome = { status: 'loading', message: null };
export const done = (message: ConsoleMessage): Outcome => ({ status: 'succeeded', message });
export const failed = (message: ConsoleMessage): Outcome => ({ status: 'failed', message });
