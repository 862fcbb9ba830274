import type { MessageId } from '../messageIds.js';

// The server's staff refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language.
export const staffDetails: ReadonlyArray<readonly [string, MessageId]> = [];
