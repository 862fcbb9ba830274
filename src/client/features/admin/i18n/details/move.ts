import {
  MOVE_CLASS_BEGUN,
  MOVE_NOT_CONFIRMED,
  MOVE_NOT_HELD,
  MOVE_PENDING_SAME_LENGTH,
  MOVE_SAME_TIME,
} from '../../../../../shared/admin/moveWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals of a move the console knows (moveWords.ts), each with its catalogue key.
export const moveDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [MOVE_NOT_CONFIRMED, 'move.detail.notConfirmed'],
  [MOVE_CLASS_BEGUN, 'move.detail.begun'],
  [MOVE_SAME_TIME, 'move.detail.sameTime'],
  [MOVE_NOT_HELD, 'move.detail.notHeld'],
  [MOVE_PENDING_SAME_LENGTH, 'move.detail.pendingSameLength'],
];
