import type { LanguageCode } from '../../shared/constants.js';
import { formatAmount, formatDate } from './mailFormat.js';
import type { Message } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { Mail } from './outbox.js';

// The purchase mail of a lesson pack (回数券, issue 41 point 3), four languages side by side: what was bought, its
// issue date and expiry (資金決済法 asks a prepaid means to show its validity), and where its receipt is.

interface Bought {
  pack: string;
  code: string;
  lessons: number;
  minutes: number;
  amount: string;
  issued: string;
  until: string;
}

const boughtTexts: Message<Bought> = {
  en: (p) => ({
    subject: `Your lesson pack: ${p.pack} (${p.code})`,
    before: [
      `Thank you for buying ${p.pack}: ${p.lessons} lessons of ${p.minutes} minutes, ${p.amount} (tax included).`,
      `Issued on ${p.issued}, valid until ${p.until}. Lessons not booked by then expire.`,
    ],
    after: ['Book a lesson with it from the booking page. Your packs and the receipt are on your page.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【回数券のご購入ありがとうございます】${p.pack}（${p.code}）`,
    before: [
      `${p.pack}（${p.minutes}分レッスン ${p.lessons}回分、${p.amount}・税込）をご購入いただきありがとうございます。`,
      `発行日 ${p.issued}、有効期限 ${p.until}。期限までにご予約のない回数分は失効します。`,
    ],
    after: ['予約ページからこの回数券でレッスンをご予約いただけます。回数券と領収書はマイページでご確認ください。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `您的课时包：${p.pack}（${p.code}）`,
    before: [
      `感谢您购买${p.pack}：${p.minutes}分钟课程 ${p.lessons} 次，${p.amount}（含税）。`,
      `发行日 ${p.issued}，有效期至 ${p.until}。到期未预约的课时将失效。`,
    ],
    after: ['请在预约页面使用课时包预约课程。课时包和收据可在“我的页面”查看。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `您的課程套票：${p.pack}（${p.code}）`,
    before: [
      `感謝您購買${p.pack}：${p.minutes}分鐘課程 ${p.lessons} 堂，${p.amount}（含稅）。`,
      `發行日 ${p.issued}，有效期限至 ${p.until}。到期未預約的堂數將失效。`,
    ],
    after: ['請在預約頁面使用套票預約課程。套票與收據可在「我的頁面」查看。'],
    link: '開啟我的頁面',
  }),
};

export interface PackMailFacts {
  email: string;
  name: string;
  user_id: number;
  language: LanguageCode;
  pack: string;
  code: string;
  lessons: number;
  minutes: number;
  price_yen: number;
  issued_on: string;
  valid_until: string;
}

export function packBoughtMail(p: PackMailFacts, myPageUrl: string): Mail {
  const t = boughtTexts[p.language]({
    pack: p.pack,
    code: p.code,
    lessons: p.lessons,
    minutes: p.minutes,
    amount: formatAmount(p.language, p.price_yen),
    issued: formatDate(p.language, p.issued_on),
    until: formatDate(p.language, p.valid_until),
  });
  const to = { email: p.email, name: p.name, language: p.language };
  return { ...messageMail(to, t, [], myPageUrl), line: [t.subject, ...t.before, myPageUrl].join('\n'), accountId: p.user_id };
}
