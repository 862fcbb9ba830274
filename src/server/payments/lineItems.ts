import type { LanguageCode } from '../../shared/constants.js';
import { formatDate } from '../../shared/localeFormat.js';
import { TEST_CHECKOUT_TEXTS } from '../routes/testCheckoutTexts.js';

// The provider's (Stripe Checkout's) line item names, in the customer's language with the date as it writes it:
// the checkout page and the card statement's receipt show them to the customer.

/** A trial's own checkout: 「体験レッスン 2026年12月1日(火) 10:00-11:00」. */
export const trialLineItem = (language: LanguageCode, date: string, timeRange: string) =>
  `${TEST_CHECKOUT_TEXTS[language].trialClass} ${formatDate(language, date)} ${timeRange}`;

/** A move's difference (a longer lesson): the trial's line item, the word for "difference" and the booking's code. */
export const differenceLineItem = (b: { language: LanguageCode; booking_date: string; time_range: string; code: string }) =>
  `${trialLineItem(b.language, b.booking_date, b.time_range)}: ${TEST_CHECKOUT_TEXTS[b.language].difference} (${b.code})`;
