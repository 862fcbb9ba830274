import * as bookingTexts from '../../../src/server/mail/bookingTexts';
import type { Mail } from '../../../src/server/mail/outbox';
import { canceledNotice, newBookingNotice, type NoticeFacts } from '../../../src/server/mail/staffNotices';
import * as staffNoticeTexts from '../../../src/server/mail/staffNoticeTexts';
import { bookingCanceledMail, paymentLinkMail } from '../../../src/server/mail/templates';
import type { LanguageCode } from '../../../src/shared/constants';
import { LANGUAGE_CODES } from '../../../src/shared/language';
import { mailFacts } from '../booking/bookingTestKit';

// The emails of the staff's actions in the four languages: the school's notices (to
// SCHOOL_EMAIL and staff, in their language) and the customer's cancellation wording for a partial
// refund, a refund at the desk and no refund, and the payment link staff send.

const SITE = 'http://localhost:3000';
const NOW = new Date('2026-11-20T01:00:00Z');
const facts = (language: LanguageCode): NoticeFacts => ({
  ...mailFacts({ language }),
  phone: '090-1234-5678',
  source: 'phone',
  provider: 'cash',
});

const emails: Record<string, (l: LanguageCode) => Mail> = {
  'new booking notice': (l) => newBookingNotice('desk@school.example', l, facts(l), SITE),
  'cancellation notice': (l) => canceledNotice('desk@school.example', l, facts(l), SITE, 'staff@school.example', 2500),
  'partial refund': (l) => bookingCanceledMail(facts(l), SITE, { yen: 2500, desk: false }, NOW),
  'refund at the desk': (l) => bookingCanceledMail(facts(l), SITE, { yen: null, desk: true }, NOW),
  'no refund': (l) => bookingCanceledMail(facts(l), SITE, 'none', NOW),
  'payment link from staff': (l) => paymentLinkMail(facts(l), 'https://pay.example/cs_1', new Date('2026-11-20T01:30:00Z'), true),
};

const expected: Record<string, Record<LanguageCode, [subject: string, body: string]>> = {
  'new booking notice': {
    en: [
      'New booking GT-4K29: Hanako Yamada, Tue, 24 Nov 2026',
      'Hanako Yamada (hanako@example.com, 090-1234-5678) booked a trial class by phone and paid at the school.',
    ],
    ja: [
      '【GTSS管理】新しい予約 GT-4K29：Hanako Yamada 様（2026年11月24日(火)）',
      'Hanako Yamada (hanako@example.com, 090-1234-5678) 様からお電話で体験レッスンのご予約があり、スクールでお支払い済みです。',
    ],
    'zh-CN': [
      '【GTSS管理】新预约 GT-4K29：Hanako Yamada（2026年11月24日 星期二）',
      'Hanako Yamada (hanako@example.com, 090-1234-5678)通过电话预约了体验课，已在学校付款。',
    ],
    'zh-TW': [
      '【GTSS管理】新預約 GT-4K29：Hanako Yamada（2026年11月24日（星期二））',
      'Hanako Yamada (hanako@example.com, 090-1234-5678)透過電話預約了體驗課程，已於學校付款。',
    ],
  },
  'cancellation notice': {
    en: ['Canceled GT-4K29: Hanako Yamada, Tue, 24 Nov 2026', 'was canceled by staff@school.example.\nRefund: ¥2,500.'],
    ja: ['【GTSS管理】予約キャンセル GT-4K29：Hanako Yamada 様（2026年11月24日(火)）', 'staff@school.example により'],
    'zh-CN': ['【GTSS管理】预约已取消 GT-4K29：Hanako Yamada（2026年11月24日 星期二）', '退款金额：2,500日元'],
    'zh-TW': ['【GTSS管理】預約已取消 GT-4K29：Hanako Yamada（2026年11月24日（星期二））', '退款金額：2,500日圓'],
  },
  'partial refund': {
    en: ['Your trial class on Tue, 24 Nov 2026 was canceled (GT-4K29)', '¥2,500 of your payment will be refunded to your card.'],
    ja: [
      '【GTSS語学スクール】体験レッスンのキャンセルを承りました（2026年11月24日(火)・予約コード GT-4K29）',
      'お支払いいただいた料金のうち2,500円は、ご利用のクレジットカードへ返金いたします。',
    ],
    'zh-CN': [
      '【GTSS语言学校】体验课预约已取消（2026年11月24日 星期二，预约代码 GT-4K29）',
      '您支付的费用中的2,500日元将退还至您的信用卡。',
    ],
    'zh-TW': [
      '【GTSS語言學校】體驗課程預約已取消：2026年11月24日（星期二），預約代碼 GT-4K29',
      '您支付的費用中的2,500日圓將退還至您的信用卡。',
    ],
  },
  'refund at the desk': {
    en: ['Your trial class on Tue, 24 Nov 2026 was canceled (GT-4K29)', 'The ¥6,000 you paid is refunded to you in cash at the school.'],
    ja: [
      '【GTSS語学スクール】体験レッスンのキャンセルを承りました（2026年11月24日(火)・予約コード GT-4K29）',
      'お支払いいただいた料金6,000円は、スクールの受付にて現金でご返金いたします。',
    ],
    'zh-CN': [
      '【GTSS语言学校】体验课预约已取消（2026年11月24日 星期二，预约代码 GT-4K29）',
      '您支付的费用6,000日元将在学校前台以现金退还。',
    ],
    'zh-TW': [
      '【GTSS語言學校】體驗課程預約已取消：2026年11月24日（星期二），預約代碼 GT-4K29',
      '您支付的費用6,000日圓將於學校櫃台以現金退還。',
    ],
  },
  'no refund': {
    en: ['Your trial class on Tue, 24 Nov 2026 was canceled (GT-4K29)', 'No refund is made for this cancellation.'],
    ja: [
      '【GTSS語学スクール】体験レッスンのキャンセルを承りました（2026年11月24日(火)・予約コード GT-4K29）',
      '今回のキャンセルにつきましてはご返金はございません。',
    ],
    'zh-CN': ['【GTSS语言学校】体验课预约已取消（2026年11月24日 星期二，预约代码 GT-4K29）', '本次取消不予退款。'],
    'zh-TW': ['【GTSS語言學校】體驗課程預約已取消：2026年11月24日（星期二），預約代碼 GT-4K29', '本次取消恕不退款。'],
  },
  'payment link from staff': {
    en: [
      'Complete your payment for the trial class on Tue, 24 Nov 2026 (GT-4K29)',
      'As arranged with the school, please pay from the link below until 10:30 (Japan time).',
    ],
    ja: [
      '【GTSS語学スクール】お支払い手続きのご案内（2026年11月24日(火)・予約コード GT-4K29）',
      '10:30（日本時間）までに下記のリンクからお支払いのお手続きをお願いいたします。',
    ],
    'zh-CN': [
      '【GTSS语言学校】请完成体验课付款（2026年11月24日 星期二，预约代码 GT-4K29）',
      '按照与学校的约定，请在10:30（日本时间）之前通过下方链接完成付款。',
    ],
    'zh-TW': [
      '【GTSS語言學校】請完成體驗課程付款：2026年11月24日（星期二），預約代碼 GT-4K29',
      '依照與學校的約定，請於10:30（日本時間）前透過下方連結完成付款。',
    ],
  },
};

const rows = Object.keys(emails).flatMap((name) => LANGUAGE_CODES.map((l) => [name, l] as const));

test.each(rows)('%s in %s: subject, body and the HTML part’s lang', (name, language) => {
  const m = emails[name](language);
  const [subject, body] = expected[name][language];
  expect(m.subject).toBe(subject);
  expect(m.text).toContain(body);
  expect(m.html).toContain(`<html lang="${language}">`);
});

test.each(rows.filter(([, l]) => l !== 'en'))('%s in %s has no English left over', (name, language) => {
  const m = emails[name](language);
  const words = `${m.subject}\n${m.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/[\w.+-]+@[\w-]+(\.[a-z]+)+/g, '')
    .replace(/Hanako Yamada|REF12345abc|GT-4K29|GTSS|Google|Apple|Outlook|\.ics/g, '');
  expect(words).not.toMatch(/[A-Za-z]{2,}/);
});

test("the notices say the class in Japan time and the amount, and link to the booking in the console, never with its reference (with the id, the customer's cancel link)", () => {
  for (const language of LANGUAGE_CODES) {
    for (const m of [emails['new booking notice'](language), emails['cancellation notice'](language)]) {
      expect(m.to).toBe('desk@school.example');
      expect(m.text).toContain('10:00-12:00');
      expect(m.text).not.toContain('REF12345abc');
      expect(m.html).not.toContain('REF12345abc');
      expect(m.text).toContain(`${SITE}/admin/bookings/7`);
      expect(m.html).toContain(`<a href="${SITE}/admin/bookings/7">`);
    }
  }
  expect(emails['new booking notice']('en').text).toContain('Time: 10:00-12:00 Japan time\nTotal: ¥6,000');
  // the staff's clock is Japan's, whatever the customer's zone
  const abroad = newBookingNotice('desk@school.example', 'en', { ...facts('en'), time_zone: 'Europe/Paris' }, SITE);
  expect(abroad.text).not.toContain('your time');
});

test('every notice has a text in every language, each its own', () => {
  const records = Object.entries({ ...staffNoticeTexts, ...bookingTexts }).filter(([, v]) => typeof v === 'object' && v !== null);
  expect(records.length).toBeGreaterThanOrEqual(8);
  for (const [name, record] of records) expect([name, Object.keys(record as object).sort()]).toEqual([name, [...LANGUAGE_CODES].sort()]);
  for (const name of Object.keys(emails)) {
    expect(new Set(LANGUAGE_CODES.map((l) => emails[name](l).text)).size).toBe(LANGUAGE_CODES.length);
  }
});
