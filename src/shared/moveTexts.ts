import type { LanguageCode } from './constants.js';

// The visitor's words for moving their own booking, without zod so the browser can use them (moveBooking.ts
// re-exports them). The page's own words are English as the rest of it; the rule a visitor must know before
// choosing is in the visitor's language too, as the cash refund's rule is (cancelTexts.ts).

/** The answer to a move that went through (the page reloads the booking). */
export const BOOKING_MOVED = 'Booking moved! We have emailed you the new time.';
export const MOVE_FAILED = 'Failed to move booking.';

/** How a move works: until the cancel deadline, to as many timeslots as the booking has (so the price stays). */
export const MOVE_RULE: Record<LanguageCode, (count: number) => string> = {
  en: (count) =>
    `You can move this booking to another date and time until the day before the class (Japan time). Choose ${count} free timeslots: the same number as your booking has, so the price stays the same.`,
  'zh-CN': (count) =>
    `课程前一天（日本时间）之前，您可以将此预约改到其他日期和时间。请选择 ${count} 个空闲时段：与您的预约时段数量相同，因此价格不变。`,
  'zh-TW': (count) =>
    `課程前一天（日本時間）之前，您可以將此預約改到其他日期和時間。請選擇 ${count} 個空閒時段：與您的預約時段數量相同，因此價格不變。`,
  ja: (count) =>
    `レッスン前日（日本時間）まで、このご予約を別の日時に変更できます。空いている時間枠を ${count} 枠お選びください。ご予約と同じ枠数のため、料金は変わりません。`,
};

/** The visitor's move refused by its rate limits (per address and per booking, the longest an hour): 429. */
export const MOVE_TOO_OFTEN: Record<LanguageCode, string> = {
  en: 'Too many attempts to move this booking. Please wait a while (at most an hour) and try again.',
  'zh-CN': '更改此预约的尝试次数过多。请稍候（最多一小时）再试。',
  'zh-TW': '變更此預約的嘗試次數過多。請稍候（最多一小時）再試。',
  ja: 'ご予約の変更のお試しが多すぎます。しばらく（最長1時間）お待ちになってから、もう一度お試しください。',
};
