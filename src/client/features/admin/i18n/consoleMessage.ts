import { ApiError } from '../../../api/client.js';
import type { MessageId } from './messageIds.js';
import { SERVER_DETAILS } from './serverDetails.js';

type Values = Record<string, string | number>;

/**
 * Words the console shows, as state keeps them: a catalogue key with its values, rendered in the
 * member's language; with the server's own `detail` when it refused something. A detail the console
 * knows (serverDetails.ts) shows in the member's language; one it does not (with amounts or states in
 * it) shows as the server wrote it in an English console, and as the situation's own message (`id`)
 * in the others, so that no one meets English words they did not choose.
 */
export type ConsoleMessage = { id: MessageId; values?: Values; detail?: string } | { detail: string };

/** A catalogue message with its values. */
export const says = (id: MessageId, values?: Values): ConsoleMessage => (values ? { id, values } : { id });

/** A refused field's message, as the server's validation answer lists it (`{ detail, errors: [{ field, message }] }`). */
function knownFieldMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: Array<{ message?: unknown }> } | null | undefined)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' && SERVER_DETAILS.has(message) ? message : undefined;
}

/**
 * The situation's own message, with the server's reason when it gave one: its `detail`, or for a
 * validation answer ("Invalid request: field: text") the refused field's words when the console knows them.
 */
export function problemOr(error: unknown, id: MessageId, values?: Values): ConsoleMessage {
  const detail = error instanceof ApiError ? (knownFieldMessage(error.body) ?? error.detail) : undefined;
  return detail ? { ...says(id, values), detail } : says(id, values);
}
