import { createIntl } from 'react-intl';
import { ApiError } from '../../src/client/api/client';
import { problemOr, says } from '../../src/client/features/admin/i18n/consoleMessage';
import { messages as en } from '../../src/client/features/admin/i18n/messages/en/index';
import { messages as ja } from '../../src/client/features/admin/i18n/messages/ja/index';
import { messageText } from '../../src/client/features/admin/i18n/useConsoleText';
import { ALREADY_CANCELED } from '../../src/shared/admin/bookingWords';

// How the console words a refusal: the situation's own message, with the server's reason when it gave one.
const english = createIntl({ locale: 'en-GB', messages: en });
const japanese = createIntl({ locale: 'ja-JP', messages: ja });
const changed = 'This booking changed after you opened it: it is now Canceled, with ¥6,000 paid.';

test('a reason the console knows is shown in the member’s language', () => {
  const message = problemOr(new ApiError(409, ALREADY_CANCELED), 'bookings.cancel.changed');
  expect(message).toEqual({ id: 'bookings.cancel.changed', detail: ALREADY_CANCELED });
  expect(messageText(english, message)).toBe(ALREADY_CANCELED);
  expect(messageText(japanese, message)).toBe(ja['bookings.detail.alreadyCanceled']);
});

test('a reason it does not know: the server’s words in English, the situation’s own message in the others', () => {
  const message = problemOr(new ApiError(409, changed), 'bookings.cancel.changed');
  expect(messageText(english, message)).toBe(changed);
  expect(messageText(japanese, message)).toBe(ja['bookings.cancel.changed']);
});

test('a validation answer shows the refused field’s words when the console knows them', () => {
  const answer = { detail: `Invalid request: reason: ${ALREADY_CANCELED}`, errors: [{ field: 'reason', message: ALREADY_CANCELED }] };
  const message = problemOr(new ApiError(400, answer.detail, answer), 'bookings.cancel.failed');
  expect(message).toEqual({ id: 'bookings.cancel.failed', detail: ALREADY_CANCELED });
});

test('no answer at all (the network): the situation’s own message', () => {
  expect(problemOr(new TypeError('Failed to fetch'), 'bookings.cancel.failed')).toEqual(says('bookings.cancel.failed'));
  expect(messageText(japanese, says('bookings.cancel.failed'))).toBe(ja['bookings.cancel.failed']);
});
