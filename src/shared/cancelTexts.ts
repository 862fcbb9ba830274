import type { LanguageCode } from './constants.js';

// What the visitor's booking page says before they cancel a booking paid in cash at the
// school (a desk or phone booking): its refund is paid back at the school's desk, never to a card. One text
// per language of the site (en, zh-CN, zh-TW, ja), as the visitor chose it.

export const CASH_CANCEL_REFUND: Record<LanguageCode, string> = {
  en: "You paid for this booking in cash at the school. If you cancel it, the amount you paid is refunded in cash at the school's front desk, not to a card.",
  'zh-CN': '此预约已在学校以现金支付。如您取消预约，您支付的费用将在学校前台以现金退还，而不会退还至银行卡。',
  'zh-TW': '此預約已於學校以現金支付。如您取消預約，您支付的費用將於學校櫃台以現金退還，而不會退還至信用卡。',
  ja: 'このご予約はスクールにて現金でお支払いいただいています。キャンセルされた場合、お支払いいただいた料金はカードではなく、スクールの受付にて現金でご返金いたします。',
};
