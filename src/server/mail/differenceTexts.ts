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

/** The receipt of a move's difference paid by card through its link: what was received, and that nothing more is owed. */
export const differencePaidTexts: Message<{ date: string; code: string; amount: string }> = {
  en: ({ date, code, amount }) => ({
    subject: `We received your payment of ${amount} (${code})`,
    before: [
      `Thank you: we have received your card payment of ${amount} for the difference on your trial class on ${date}.`,
      'Your booking is now paid in full. Its page shows the receipt.',
    ],
    after: [],
    link: 'View your booking',
  }),
  ja: ({ date, code, amount }) => ({
    subject: `【GTSS語学スクール】差額${amount}のお支払いを確認しました（予約コード ${code}）`,
    before: [
      `${date}の体験レッスンの差額${amount}を、クレジットカードにてお支払いいただきました。誠にありがとうございます。`,
      'これでご予約の料金はすべてお支払い済みです。領収書はご予約のページからご確認いただけます。',
    ],
    after: [],
    link: 'ご予約を確認する',
  }),
  'zh-CN': ({ date, code, amount }) => ({
    subject: `【GTSS语言学校】已收到您支付的差额${amount}（预约代码 ${code}）`,
    before: [`感谢您！我们已收到您为${date}体验课用银行卡支付的差额${amount}。`, '您的预约现已全部付清，可在预约页面查看收据。'],
    after: [],
    link: '查看预约',
  }),
  'zh-TW': ({ date, code, amount }) => ({
    subject: `【GTSS語言學校】已收到您支付的差額${amount}（預約代碼 ${code}）`,
    before: [`感謝您！我們已收到您為${date}體驗課程以信用卡支付的差額${amount}。`, '您的預約現已全部付清，可於預約頁面查看收據。'],
    after: [],
    link: '查看預約',
  }),
};
