import type { LanguageCode } from '../../shared/constants.js';
import type { CardRefusal } from '../payments/testCheckout.js';

// The built-in test checkout's texts, side by side per language:
// a missing one fails the type check and __tests__/server/receiptTexts.test.ts.

export interface TestCheckoutTexts {
  site: string;
  payTitle: string;
  trialClass: string;
  /** A move's difference, after the trial's line item (its Checkout line item's name). */
  difference: string;
  japanTime: string;
  yourTime(timeZone: string): string;
  taxIncluded: string;
  cardNumber: string;
  pay: string;
  cancel: string;
  testHint: string;
  card: Record<CardRefusal, string>;
  notFoundTitle: string;
  notFound: string;
  expiredTitle: string;
  expired: string;
  notOpenBookAgain: string;
  notOpen: string;
  backToBooking: string;
  receiptNotFoundTitle: string;
  receiptNotFound: string;
}

export const TEST_CHECKOUT_TEXTS: Record<LanguageCode, TestCheckoutTexts> = {
  en: {
    site: 'GTSS test checkout',
    payTitle: 'Pay',
    trialClass: 'Trial class',
    difference: 'difference',
    japanTime: 'Japan time',
    yourTime: (tz) => `your time, ${tz}`,
    taxIncluded: 'tax included',
    cardNumber: 'Card number',
    pay: 'Pay',
    cancel: 'Cancel',
    testHint: 'Test mode: no real card is charged. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.',
    card: {
      invalid: 'Your card number is invalid.',
      declined: 'Your card was declined.',
      insufficient: 'Your card has insufficient funds.',
    },
    notFoundTitle: 'Checkout not found',
    notFound: 'This checkout session does not exist.',
    expiredTitle: 'Checkout expired',
    expired: 'This checkout session has expired. Please book again.',
    notOpenBookAgain: 'This checkout session is no longer open. Please book again.',
    notOpen: 'This checkout session is no longer open.',
    backToBooking: 'Back to booking',
    receiptNotFoundTitle: 'Receipt not found',
    receiptNotFound: 'There is no receipt for this session.',
  },
  'zh-CN': {
    site: 'GTSS 测试结账',
    payTitle: '付款',
    trialClass: '体验课',
    difference: '差额',
    japanTime: '日本时间',
    yourTime: (tz) => `您的当地时间，${tz}`,
    taxIncluded: '含税',
    cardNumber: '卡号',
    pay: '付款',
    cancel: '取消',
    testHint: '测试模式：不会从真实银行卡扣款。4242 4242 4242 4242 付款成功；4000 0000 0000 0002 会被拒绝。',
    card: { invalid: '卡号无效。', declined: '您的卡被拒绝。', insufficient: '您的卡余额不足。' },
    notFoundTitle: '未找到结账',
    notFound: '此结账会话不存在。',
    expiredTitle: '结账已过期',
    expired: '此结账会话已过期。请重新预约。',
    notOpenBookAgain: '此结账会话已关闭。请重新预约。',
    notOpen: '此结账会话已关闭。',
    backToBooking: '返回预约',
    receiptNotFoundTitle: '未找到收据',
    receiptNotFound: '此会话没有收据。',
  },
  'zh-TW': {
    site: 'GTSS 測試結帳',
    payTitle: '付款',
    trialClass: '體驗課',
    difference: '差額',
    japanTime: '日本時間',
    yourTime: (tz) => `您的當地時間，${tz}`,
    taxIncluded: '含稅',
    cardNumber: '卡號',
    pay: '付款',
    cancel: '取消',
    testHint: '測試模式：不會從真實信用卡扣款。4242 4242 4242 4242 付款成功；4000 0000 0000 0002 會被拒絕。',
    card: { invalid: '卡號無效。', declined: '您的卡遭到拒絕。', insufficient: '您的卡餘額不足。' },
    notFoundTitle: '找不到結帳',
    notFound: '此結帳工作階段不存在。',
    expiredTitle: '結帳已逾期',
    expired: '此結帳工作階段已逾期。請重新預約。',
    notOpenBookAgain: '此結帳工作階段已關閉。請重新預約。',
    notOpen: '此結帳工作階段已關閉。',
    backToBooking: '返回預約',
    receiptNotFoundTitle: '找不到收據',
    receiptNotFound: '此工作階段沒有收據。',
  },
  ja: {
    site: 'GTSS テスト決済',
    payTitle: 'お支払い',
    trialClass: '体験レッスン',
    difference: '差額',
    japanTime: '日本時間',
    yourTime: (tz) => `現地時間、${tz}`,
    taxIncluded: '税込',
    cardNumber: 'カード番号',
    pay: '支払う',
    cancel: 'キャンセル',
    testHint: 'テストモード：実際のカードには請求されません。4242 4242 4242 4242 は成功、4000 0000 0000 0002 は拒否されます。',
    card: {
      invalid: 'カード番号が正しくありません。',
      declined: 'カードが拒否されました。',
      insufficient: 'カードの残高が不足しています。',
    },
    notFoundTitle: '決済が見つかりません',
    notFound: 'この決済セッションは存在しません。',
    expiredTitle: '決済の期限切れ',
    expired: 'この決済セッションは期限切れです。もう一度予約してください。',
    notOpenBookAgain: 'この決済セッションは終了しています。もう一度予約してください。',
    notOpen: 'この決済セッションは終了しています。',
    backToBooking: '予約ページに戻る',
    receiptNotFoundTitle: '領収書が見つかりません',
    receiptNotFound: 'このセッションの領収書はありません。',
  },
};
