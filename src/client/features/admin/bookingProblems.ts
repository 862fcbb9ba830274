import { ApiError } from '../../api/client.js';
import { says, type ConsoleMessage } from './i18n/consoleMessage.js';
import type { MessageId } from './i18n/messageIds.js';
import { SERVER_DETAILS } from './i18n/serverDetails.js';

/** A refused field's message, as the server's validation answer lists it (`{ detail, errors: [{ field, message }] }`). */
const fieldMessage = (body: unknown): string | undefined => {
  const errors = (body as { errors?: Array<{ message?: unknown }> } | null)?.errors;
  const message = Array.isArray(errors) ? errors[0]?.message : undefined;
  return typeof message === 'string' ? message : undefined;
};

/**
 * The server's refusal when the console knows its words (its `detail`, or the refused field's message of
 * a validation answer), so that it shows in the member's language; else the situation's own message
 * (a detail the console does not know, with amounts or states in it, would show in English).
 */
export function knownProblemOr(error: unknown, id: MessageId, values?: Record<string, string | number>): ConsoleMessage {
  if (error instanceof ApiError) {
    if (error.detail && SERVER_DETAILS.has(error.detail)) return { detail: error.detail };
    const field = fieldMessage(error.body);
    if (field && SERVER_DETAILS.has(field)) return { detail: field };
  }
  return says(id, values);
}
