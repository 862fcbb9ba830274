import type { Message } from './mailTexts.js';

// The school's own notices (SCHOOL_EMAIL, in SCHOOL_EMAIL_LANGUAGE, and each staff member who switched
// them on, in their console's language, else their account's), four languages side by side as in bookingTexts.ts. Dates and amounts
// arrive formatted; `customer` is "name (email, phone)"; `code` is the booking's code (GT-4821), in the subject.

export type NoticeSource = 'web' | 'phone' | 'desk';

/** How a new booking was paid: in cash at the school, by card, or not yet (to be paid at the lesson). */
export type NoticePaid = 'cash' | 'card' | 'lesson';

/** A new booking (paid, or to be paid at the lesson): who, how it came in and how it was paid. */
export const newBookingNoticeTexts: Message<{
  customer: string;
  code: string;
  name: string;
  date: string;
  source: NoticeSource;
  paid: NoticePaid;
}> = {
  en: ({ customer, code, name, date, source, paid }) => ({
    subject: `New booking ${code}: ${name}, ${date}`,
    before: [
      `${customer} booked a trial class ${{ web: 'on the website', phone: 'by phone', desk: 'at the front desk' }[source]}` +
        ` and ${{ cash: 'paid at the school', card: 'paid by card', lesson: 'will pay at the lesson (not paid yet)' }[paid]}.`,
    ],
    after: [],
    link: 'Open the booking in the console',
  }),
  ja: ({ customer, code, name, date, source, paid }) => ({
    subject: `【GTSS管理】新しい予約 ${code}：${name} 様（${date}）`,
    before: [
      `${customer} 様から${{ web: 'ウェブサイトで', phone: 'お電話で', desk: '受付で' }[source]}体験レッスンのご予約があり、` +
        `${{ cash: 'スクールでお支払い済み', card: 'カードでお支払い済み', lesson: 'レッスン当日にお支払い（未払い）' }[paid]}です。`,
    ],
    after: [],
    link: '管理画面で予約を開く',
  }),
  'zh-CN': ({ customer, code, name, date, source, paid }) => ({
    subject: `【GTSS管理】新预约 ${code}：${name}（${date}）`,
    before: [
      `${customer}${{ web: '通过网站', phone: '通过电话', desk: '在前台' }[source]}预约了体验课，` +
        `${{ cash: '已在学校付款', card: '已用信用卡付款', lesson: '将在上课当天付款（尚未付款）' }[paid]}。`,
    ],
    after: [],
    link: '在管理后台打开预约',
  }),
  'zh-TW': ({ customer, code, name, date, source, paid }) => ({
    subject: `【GTSS管理】新預約 ${code}：${name}（${date}）`,
    before: [
      `${customer}${{ web: '透過網站', phone: '透過電話', desk: '於櫃台' }[source]}預約了體驗課程，` +
        `${{ cash: '已於學校付款', card: '已以信用卡付款', lesson: '將於上課當天付款（尚未付款）' }[paid]}。`,
    ],
    after: [],
    link: '在管理後台開啟預約',
  }),
};

/**
 * A cancellation: by the customer (`by` null) or by a staff member (their email), and what is refunded
 * (`refund`: the formatted amount, or null for none).
 */
export const canceledNoticeTexts: Message<{
  customer: string;
  code: string;
  name: string;
  date: string;
  by: string | null;
  refund: string | null;
}> = {
  en: ({ customer, code, name, date, by, refund }) => ({
    subject: `Canceled ${code}: ${name}, ${date}`,
    before: [
      `The trial class booking of ${customer} was canceled ${by ? `by ${by}` : 'by the customer'}.`,
      refund ? `Refund: ${refund}.` : 'No refund.',
    ],
    after: [],
    link: 'Open the booking in the console',
  }),
  ja: ({ customer, code, name, date, by, refund }) => ({
    subject: `【GTSS管理】予約キャンセル ${code}：${name} 様（${date}）`,
    before: [
      `${customer} 様の体験レッスンのご予約が${by ? `${by} により` : 'お客様により'}キャンセルされました。`,
      refund ? `返金額：${refund}` : '返金はありません。',
    ],
    after: [],
    link: '管理画面で予約を開く',
  }),
  'zh-CN': ({ customer, code, name, date, by, refund }) => ({
    subject: `【GTSS管理】预约已取消 ${code}：${name}（${date}）`,
    before: [`${customer}的体验课预约已被${by ?? '客户本人'}取消。`, refund ? `退款金额：${refund}` : '不退款。'],
    after: [],
    link: '在管理后台打开预约',
  }),
  'zh-TW': ({ customer, code, name, date, by, refund }) => ({
    subject: `【GTSS管理】預約已取消 ${code}：${name}（${date}）`,
    before: [`${customer}的體驗課程預約已被${by ?? '客戶本人'}取消。`, refund ? `退款金額：${refund}` : '不退款。'],
    after: [],
    link: '在管理後台開啟預約',
  }),
};

/** A booking moved to another time, by the customer (`by` null) or a staff member; `from` is the earlier date and time. */
export const movedNoticeTexts: Message<{ customer: string; code: string; name: string; date: string; by: string | null; from: string }> = {
  en: ({ customer, code, name, date, by, from }) => ({
    subject: `Moved ${code}: ${name}, now ${date}`,
    before: [`The trial class booking of ${customer} was moved ${by ? `by ${by}` : 'by the customer'}.`, `It was: ${from}.`],
    after: [],
    link: 'Open the booking in the console',
  }),
  ja: ({ customer, code, name, date, by, from }) => ({
    subject: `【GTSS管理】予約の日時変更 ${code}：${name} 様（変更後 ${date}）`,
    before: [`${customer} 様の体験レッスンのご予約の日時が${by ? `${by} により` : 'お客様により'}変更されました。`, `変更前：${from}`],
    after: [],
    link: '管理画面で予約を開く',
  }),
  'zh-CN': ({ customer, code, name, date, by, from }) => ({
    subject: `【GTSS管理】预约已改期 ${code}：${name}（改至 ${date}）`,
    before: [`${customer}的体验课预约已被${by ?? '客户本人'}改期。`, `原时间：${from}`],
    after: [],
    link: '在管理后台打开预约',
  }),
  'zh-TW': ({ customer, code, name, date, by, from }) => ({
    subject: `【GTSS管理】預約已改期 ${code}：${name}（改至 ${date}）`,
    before: [`${customer}的體驗課程預約已被${by ?? '客戶本人'}改期。`, `原時間：${from}`],
    after: [],
    link: '在管理後台開啟預約',
  }),
};
