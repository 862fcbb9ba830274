import type { messages } from './messages/en/index.js';

/** A key of the console's catalogue; English is the reference every other language must match. */
export type MessageId = keyof typeof messages;

// react-intl's type hook: formatMessage({ id }) and <FormattedMessage id> accept only these keys,
// so a misspelt or missing key fails the typecheck.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- react-intl's documented augmentation point
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
