import type { MessageId } from '../messageIds.js';

// The server's bookings refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language.
export const bookingsDetails: ReadonlyArray<readonly [string, MessageId]> = [];
