import type { Message } from './mailTexts.js';

// The words of the emails about a move's difference after the fact, four languages side by side (see
// mailTexts.ts and bookingTexts.ts, whose differenceLinkTexts asks for the payment).

/**
 * A card payment of a difference that was no longer owed when it arrived (taken in cash at the desk meanwhile,
 * the booking canceled or changed): refunded whole, and the customer told. Their booking is not affected.
 */
export const lateDifferenceRefundedTexts: Message<{ date: string; code: string; amount: string }> = {
  en: ({ date, code, amount }) => ({
    subject: `Your payment of ${amount} is being refunded (${code})`,
    before: [
      `Your card payment of ${amount} for the difference on your trial class on ${date} arrived when it was no longer owed.`,
      'The full amount is being refunded to your card; it may take a few days to show on your statement.',
    ],
    after: [],
    link: 'View your booking',
  }),
  ja: ({ date, code, amount }) => ({
    subject: `【GTSS語学スクール】差額${amount}のご返金のお知らせ（予約コード ${code}）`,
    before: [
      `${date}の体験レッスンの差額${amount}をクレジットカードでお支払いいただきましたが、すでにお支払いの必要がなくなっておりました。`,
      'お支払いいただいた全額をクレジットカードへ返金いたします。ご利用明細への反映まで数日かかる場合がございます。',
    ],
    after: [],
    link: 'ご予約を確認する',
  }),
  'zh-CN': ({ date, code, amount }) => ({
    subject: `【GTSS语言学校】差额${amount}将退还给您（预约代码 ${code}）`,
    before: [
      `您为${date}体验课支付的差额${amount}到账时，该差额已无需支付。`,
      '全部金额将退还至您的银行卡，可能需要几天才会显示在账单上。',
    ],
    after: [],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, amount }) => ({
    subject: `【GTSS語言學校】差額${amount}將退還給您（預約代碼 ${code}）`,
    before: [`您為${date}體驗課程支付的差額${amount}入帳時，該差額已無需支付。`, '全額將退還至您的信用卡，可能需要幾天才會顯示在帳單上。'],
    after: [],
    link: '查看預約',
  }),
};
