import { NUMBERS_RANGE_ORDER } from '../../../../../shared/admin/numbersTexts.js';
import {
  CLOSED_DATE_FORMAT,
  RANGE_ORDER,
  SCHEDULE_CONFLICT,
  STALE_SCHEDULE,
  TIME_FORMAT,
} from '../../../../../shared/admin/scheduleTexts.js';
import type { MessageId } from '../messageIds.js';

// The server's schedule refusals the console knows, each with its catalogue key: the server answers in
// English (its `detail`, from src/shared), the console shows the member's language. The schemas' field
// texts are here too: a refused field's text is shown as the detail (see problemOr).
export const scheduleDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [STALE_SCHEDULE, 'schedule.detail.stale'],
  [SCHEDULE_CONFLICT, 'schedule.detail.conflict'],
  [TIME_FORMAT, 'schedule.detail.timeFormat'],
  [RANGE_ORDER, 'schedule.detail.rangeOrder'],
  [CLOSED_DATE_FORMAT, 'schedule.detail.closedDateFormat'],
  [NUMBERS_RANGE_ORDER, 'numbers.detail.rangeOrder'],
];
