import type { CanceledMoney } from './bookingTexts.js';
import type { Message } from './mailTexts.js';

// The closure notice (issue 39, point 8): the school closed the day of a booking (a typhoon, a teacher ill), so the
// booking is canceled by the school's decision, said as such, with the reason the owner typed (as written), what
// happens to the money, and how to book another day. Four languages side by side, as bookingTexts.ts.

type Closure = { date: string; code: string; reason: string | null; money: CanceledMoney };

const en = (m: CanceledMoney) =>
  m.kind !== 'refund'
    ? 'Nothing was paid, so nothing is to be refunded.'
    : m.desk
      ? `The ${m.amount} you paid is refunded to you in cash at the school.`
      : `The ${m.amount} you paid is refunded in full to your card.`;
const ja = (m: CanceledMoney) =>
  m.kind !== 'refund'
    ? 'お支払いはいただいておりませんので、返金はございません。'
    : m.desk
      ? `お支払いいただいた${m.amount}は、スクールの受付にて現金で全額返金いたします。`
      : `お支払いいただいた${m.amount}は、ご利用のカードへ全額返金いたします。`;
const zhCN = (m: CanceledMoney) =>
  m.kind !== 'refund'
    ? '您尚未付款，因此无需退款。'
    : m.desk
      ? `您支付的${m.amount}将在学校前台以现金全额退还。`
      : `您支付的${m.amount}将全额退还至您的银行卡。`;
const zhTW = (m: CanceledMoney) =>
  m.kind !== 'refund'
    ? '您尚未付款，因此無需退款。'
    : m.desk
      ? `您支付的${m.amount}將於學校櫃台以現金全額退還。`
      : `您支付的${m.amount}將全額退還至您的信用卡。`;

export const closureNoticeTexts: Message<Closure> = {
  en: ({ date, code, reason, money }) => ({
    subject: `The school is closed on ${date}: your trial class is canceled (${code})`,
    before: [
      `We are sorry: the school is closed on ${date}, the day of your trial class, so we have had to cancel your booking.`,
      ...(reason ? [`Reason: ${reason}`] : []),
    ],
    after: [en(money), 'We would be glad to see you another day: you can book a new time from the link below.'],
    link: 'Book another day',
  }),
  ja: ({ date, code, reason, money }) => ({
    subject: `【GTSS語学スクール】休校のため体験レッスンを中止いたします（${date}・予約コード ${code}）`,
    before: [
      `誠に申し訳ございません。${date}は休校となったため、ご予約の体験レッスンを中止させていただきます。`,
      ...(reason ? [`理由：${reason}`] : []),
    ],
    after: [ja(money), '改めてのご予約をお待ちしております。下記のリンクから別の日時をお選びいただけます。'],
    link: '別の日に予約する',
  }),
  'zh-CN': ({ date, code, reason, money }) => ({
    subject: `【GTSS语言学校】${date}停课，您的体验课已取消（预约代码 ${code}）`,
    before: [`非常抱歉：学校于${date}停课，因此我们不得不取消您当天的体验课预约。`, ...(reason ? [`原因：${reason}`] : [])],
    after: [zhCN(money), '欢迎您改天再来：可通过下方链接重新预约其他时间。'],
    link: '预约其他日期',
  }),
  'zh-TW': ({ date, code, reason, money }) => ({
    subject: `【GTSS語言學校】${date}停課，您的體驗課程已取消（預約代碼 ${code}）`,
    before: [`非常抱歉：學校於${date}停課，因此我們不得不取消您當天的體驗課程預約。`, ...(reason ? [`原因：${reason}`] : [])],
    after: [zhTW(money), '歡迎您改天再來：可透過下方連結重新預約其他時間。'],
    link: '預約其他日期',
  }),
};
