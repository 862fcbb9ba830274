import { LINK_CAMPAIGN_RULE, LINK_NAME_NEEDED, LINK_NOT_FOUND, LINK_TAKEN } from '../../../../../shared/sourceWords.js';
import type { MessageId } from '../messageIds.js';

// The server's refusals about tracked links the console knows, each with its catalogue key.
export const sourcesDetails: ReadonlyArray<readonly [string, MessageId]> = [
  [LINK_NAME_NEEDED, 'sources.links.detail.nameNeeded'],
  [LINK_CAMPAIGN_RULE, 'sources.links.detail.campaignRule'],
  [LINK_TAKEN, 'sources.links.detail.taken'],
  [LINK_NOT_FOUND, 'sources.links.detail.notFound'],
];
