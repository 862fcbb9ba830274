import {
  DIFFERENCE_LINK_CLASS_BEGUN,
  DIFFERENCE_PAID_BY_CARD,
  MOVE_BOOKING_CHANGED,
  MOVE_CLASS_BEGUN,
  MOVE_DIFFERENCE_NEEDED,
  MOVE_DIFFERENCE_OWED,
  MOVE_LINK_NEEDS_EMAIL,
  MOVE_NO_CARD_TO_REFUND,
  NO_DIFFERENCE_OWED,
  MOVE_NOT_CONFIRMED,
  MOVE_NOT_HELD,
  MOVE_PENDING_SAME_LENGTH,
  MOVE_SAME_TIME,
} from '../../../../../shared/admin/moveWords.js';
import { PAYMENT_SERVICE_DOWN } from '../../../../../shared/messages.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals of a move the console knows (moveWords.ts), each with its catalogue key.
export const moveDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [MOVE_NOT_CONFIRMED, 'move.detail.notConfirmed'],
  [MOVE_CLASS_BEGUN, 'move.detail.begun'],
  [MOVE_SAME_TIME, 'move.detail.sameTime'],
  [MOVE_NOT_HELD, 'move.detail.notHeld'],
  [MOVE_PENDING_SAME_LENGTH, 'move.detail.pendingSameLength'],
  [MOVE_DIFFERENCE_NEEDED, 'move.detail.differenceNeeded'],
  [MOVE_DIFFERENCE_OWED, 'move.detail.differenceOwed'],
  [MOVE_LINK_NEEDS_EMAIL, 'move.detail.linkNeedsEmail'],
  [MOVE_NO_CARD_TO_REFUND, 'move.detail.noCardToRefund'],
  [NO_DIFFERENCE_OWED, 'move.detail.noDifferenceOwed'],
  [DIFFERENCE_PAID_BY_CARD, 'move.detail.paidByCard'],
  [MOVE_BOOKING_CHANGED, 'move.detail.changed'],
  [DIFFERENCE_LINK_CLASS_BEGUN, 'move.detail.linkClassBegun'],
  [PAYMENT_SERVICE_DOWN, 'move.detail.paymentDown'],
];
