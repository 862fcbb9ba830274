import { ENROLMENT_LIST_STATUSES } from '../../../../../shared/enrolmentWords.js';
import type { MessageId } from '../../i18n/messageIds.js';

/** The list's statuses with their words. */
export const ENROLMENT_LIST_STATUSES_WORDS: ReadonlyArray<readonly [(typeof ENROLMENT_LIST_STATUSES)[number], MessageId]> =
  ENROLMENT_LIST_STATUSES.map((s) => [s, `enrolments.list.show.${s}`] as const);
