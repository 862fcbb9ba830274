import { ApiError } from '../../../api/client.js';
import type { MessageId } from './messageIds.js';

/**
 * Words the console shows, as state keeps them: a catalogue key with its values (rendered in the
 * member's language), or the server's own `detail` (shown in their language when the console knows it,
 * see serverDetails.ts, else as the server wrote it).
 */
export type ConsoleMessage = { id: MessageId; values?: Record<string, string | number> } | { detail: string };

/** A catalogue message with its values. */
export const says = (id: MessageId, values?: Record<string, string | number>): ConsoleMessage => (values ? { id, values } : { id });

/** The server's refusal when it gave a reason, else the situation's own message. */
export function problemOr(error: unknown, id: MessageId, values?: Record<string, string | number>): ConsoleMessage {
  return error instanceof ApiError && error.detail ? { detail: error.detail } : says(id, values);
}
