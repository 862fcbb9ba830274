import { alreadyRegisteredMail, confirmEmailMail, lineSignupMail, resetPasswordMail } from '../../../src/server/mail/accountMails';
import * as bookingTexts from '../../../src/server/mail/bookingTexts';
import * as differenceTexts from '../../../src/server/mail/differenceTexts';
import * as mailTexts from '../../../src/server/mail/mailTexts';
import type { Mail } from '../../../src/server/mail/outbox';
import {
  bookingCanceledMail,
  bookingConfirmedMail,
  bookingRefundedMail,
  bookingReminderMail,
  differencePaidMail,
  lateDifferenceRefundedMail,
  latePaymentRefundedMail,
  paymentLinkMail,
  type BookingFacts,
} from '../../../src/server/mail/templates';
import type { LanguageCode } from '../../../src/shared/constants';
import { LANGUAGE_CODES } from '../../../src/shared/language';
import { mailFacts } from '../booking/bookingTestKit';

// Every email to a visitor in their language, subject included, with `lang` on the HTML part.

const SITE = 'http://localhost:3000';
const NOW = new Date('2026-11-20T01:00:00Z'); // Fri 20 Nov in Tokyo: the class on the 24th can still be canceled

const facts = (language: LanguageCode, time_zone: string | null = null): BookingFacts => mailFacts({ language, time_zone });
const person = (language: LanguageCode) => ({ email: 'hanako@example.com', name: 'Hanako Yamada', language });

const emails: Record<string, (l: LanguageCode) => Mail> = {
  'sign-up confirmation': (l) => confirmEmailMail(person(l), SITE, 'tok123'),
  'LINE sign-up confirmation': (l) => lineSignupMail(person(l), SITE, 'tok789'),
  'already registered': (l) => alreadyRegisteredMail(person(l), SITE),
  'password reset': (l) => resetPasswordMail(person(l), SITE, 'tok456'),
  'booking confirmation': (l) => bookingConfirmedMail(facts(l), SITE, NOW),
  'payment link': (l) => paymentLinkMail(facts(l), 'https://pay.example/cs_1', new Date('2026-11-20T01:30:00Z')),
  cancellation: (l) => bookingCanceledMail(facts(l), SITE, true, NOW),
  refund: (l) => bookingRefundedMail(facts(l), SITE, facts(l).total_amount),
  'late-payment refund': (l) => latePaymentRefundedMail(facts(l), SITE),
  'late difference refund': (l) => lateDifferenceRefundedMail(facts(l), 3000, SITE),
  'difference paid': (l) => differencePaidMail(facts(l), 3000, SITE),
  reminder: (l) => bookingReminderMail(facts(l), SITE, NOW),
};

/** Each email × language: its subject and a line of its body, as the school writes it in that language. */
const expected: Record<string, Record<LanguageCode, [subject: string, body: string]>> = {
  'sign-up confirmation': {
    en: ['Confirm your email address', 'Please confirm your email address within 24 hours'],
    ja: [
      '【GTSS語学スクール】メールアドレスのご確認',
      'Hanako Yamada 様\n\nこのたびはGTSS語学スクールにご登録いただき、誠にありがとうございます。',
    ],
    'zh-CN': ['【GTSS语言学校】请验证您的邮箱地址', '请在24小时内点击下方链接，验证您的邮箱地址。'],
    'zh-TW': ['【GTSS語言學校】請驗證您的電子郵件地址', '請於24小時內點選下方連結，驗證您的電子郵件地址。'],
  },
  'LINE sign-up confirmation': {
    en: ['Confirm your email address to finish signing up with LINE', 'If it was not you, do not open the link'],
    ja: ['【GTSS語学スクール】LINEでのご登録：メールアドレスのご確認', 'お心当たりのない場合は、リンクを開かず'],
    'zh-CN': ['【GTSS语言学校】使用LINE注册：请验证您的邮箱地址', '如非本人操作，请不要打开链接'],
    'zh-TW': ['【GTSS語言學校】使用LINE註冊：請驗證您的電子郵件地址', '如非本人操作，請不要開啟連結'],
  },
  'already registered': {
    en: ['You already have an account', 'which already has an account.'],
    ja: ['【GTSS語学スクール】アカウントはすでにご登録済みです', 'すでにアカウントが登録されております。'],
    'zh-CN': ['【GTSS语言学校】您已注册过账号', '但该邮箱已有账号。'],
    'zh-TW': ['【GTSS語言學校】您已經有帳號了', '但此地址已有帳號。'],
  },
  'password reset': {
    en: ['Reset your password', 'Choose a new password within one hour'],
    ja: ['【GTSS語学スクール】パスワード再設定のご案内', '1時間以内に、下記のリンクから新しいパスワードを設定してください。'],
    'zh-CN': ['【GTSS语言学校】重置您的密码', '请在1小时内通过下方链接设置新密码。'],
    'zh-TW': ['【GTSS語言學校】重設您的密碼', '請於1小時內透過下方連結設定新密碼。'],
  },
  'booking confirmation': {
    en: [
      'Your trial class on Tue, 24 Nov 2026 is booked (GT-4K29)',
      'Date: Tue, 24 Nov 2026\nTime: 10:00-12:00 Japan time\nTotal: ¥6,000 (tax included',
    ],
    ja: [
      '【GTSS語学スクール】体験レッスンのご予約が確定しました（2026年11月24日(火)・予約コード GT-4K29）',
      '受講日：2026年11月24日(火)\n時間：10:00-12:00（日本時間）',
    ],
    'zh-CN': [
      '【GTSS语言学校】体验课预约成功（2026年11月24日 星期二，预约代码 GT-4K29）',
      '日期：2026年11月24日 星期二\n时间：10:00-12:00（日本时间）',
    ],
    'zh-TW': [
      '【GTSS語言學校】體驗課程預約成功：2026年11月24日（星期二），預約代碼 GT-4K29',
      '日期：2026年11月24日（星期二）\n時間：10:00-12:00（日本時間）',
    ],
  },
  'payment link': {
    en: [
      'Complete your payment for the trial class on Tue, 24 Nov 2026 (GT-4K29)',
      'until 10:30 (Japan time).\n\nPay by card\nhttps://pay.example/cs_1',
    ],
    ja: [
      '【GTSS語学スクール】お支払い手続きのご案内（2026年11月24日(火)・予約コード GT-4K29）',
      '10:30（日本時間）までに下記のリンクからお手続きください。',
    ],
    'zh-CN': [
      '【GTSS语言学校】请完成体验课付款（2026年11月24日 星期二，预约代码 GT-4K29）',
      '请在10:30（日本时间）之前通过下方链接完成付款。',
    ],
    'zh-TW': [
      '【GTSS語言學校】請完成體驗課程付款：2026年11月24日（星期二），預約代碼 GT-4K29',
      '請於10:30（日本時間）前透過下方連結完成付款。',
    ],
  },
  cancellation: {
    en: ['Your trial class on Tue, 24 Nov 2026 was canceled (GT-4K29)', 'The payment will be refunded to your card.'],
    ja: [
      '【GTSS語学スクール】体験レッスンのキャンセルを承りました（2026年11月24日(火)・予約コード GT-4K29）',
      'ご利用のクレジットカードへ返金いたします。',
    ],
    'zh-CN': ['【GTSS语言学校】体验课预约已取消（2026年11月24日 星期二，预约代码 GT-4K29）', '您支付的费用将退还至您的信用卡。'],
    'zh-TW': ['【GTSS語言學校】體驗課程預約已取消：2026年11月24日（星期二），預約代碼 GT-4K29', '您支付的費用將退還至您的信用卡。'],
  },
  refund: {
    en: [
      'Your refund for the trial class on Tue, 24 Nov 2026 has been issued (GT-4K29)',
      'We have refunded ¥6,000 to the card you paid with',
    ],
    ja: [
      '【GTSS語学スクール】ご返金手続き完了のお知らせ（2026年11月24日(火)・予約コード GT-4K29）',
      '料金6,000円を、お支払いいただいたクレジットカードへ返金いたしました。',
    ],
    'zh-CN': [
      '【GTSS语言学校】退款已完成（2026年11月24日 星期二的体验课，预约代码 GT-4K29）',
      '费用6,000日元已退还至您付款时使用的信用卡。',
    ],
    'zh-TW': [
      '【GTSS語言學校】2026年11月24日（星期二）體驗課程退款已完成，預約代碼 GT-4K29',
      '費用6,000日圓已退還至您付款時使用的信用卡。',
    ],
  },
  'late-payment refund': {
    en: ['Your payment was refunded: the booking had expired', 'The full amount is being refunded to your card.'],
    ja: ['【GTSS語学スクール】ご予約の有効期限切れによるご返金のお知らせ', 'お支払いいただいた全額をクレジットカードへ返金いたします。'],
    'zh-CN': ['【GTSS语言学校】预约已过期，您的付款将全额退还', '您支付的全部金额将退还至您的信用卡。'],
    'zh-TW': ['【GTSS語言學校】預約已逾期，您的款項將全額退還', '您支付的全額將退還至您的信用卡。'],
  },
  'difference paid': {
    en: [
      'We received your payment of ¥3,000 (GT-4K29)',
      'we have received your card payment of ¥3,000 for the difference on your trial class on Tue, 24 Nov 2026.',
    ],
    ja: [
      '【GTSS語学スクール】差額3,000円のお支払いを確認しました（予約コード GT-4K29）',
      '2026年11月24日(火)の体験レッスンの差額3,000円を',
    ],
    'zh-CN': ['【GTSS语言学校】已收到您支付的差额3,000日元（预约代码 GT-4K29）', '2026年11月24日 星期二体验课'],
    'zh-TW': ['【GTSS語言學校】已收到您支付的差額3,000日圓（預約代碼 GT-4K29）', '2026年11月24日（星期二）體驗課程'],
  },
  'late difference refund': {
    en: [
      'Your payment of ¥3,000 is being refunded (GT-4K29)',
      'Your card payment of ¥3,000 for the difference on your trial class on Tue, 24 Nov 2026 arrived when it was no longer owed.',
    ],
    ja: [
      '【GTSS語学スクール】差額3,000円のご返金のお知らせ（予約コード GT-4K29）',
      '2026年11月24日(火)の体験レッスンの差額3,000円をクレジットカードでお支払いいただきましたが、',
    ],
    'zh-CN': ['【GTSS语言学校】差额3,000日元将退还给您（预约代码 GT-4K29）', '您为2026年11月24日 星期二体验课支付的差额3,000日元到账时'],
    'zh-TW': [
      '【GTSS語言學校】差額3,000日圓將退還給您（預約代碼 GT-4K29）',
      '您為2026年11月24日（星期二）體驗課程支付的差額3,000日圓入帳時',
    ],
  },
  reminder: {
    en: [
      'Reminder: your trial class on Tue, 24 Nov 2026 (GT-4K29)',
      'you can cancel from the link below until Mon, 23 Nov 2026 (Japan time).',
    ],
    ja: [
      '【GTSS語学スクール】体験レッスン日時のご確認（2026年11月24日(火)・予約コード GT-4K29）',
      '2026年11月23日(月)（日本時間）までに下記のリンクからキャンセル',
    ],
    'zh-CN': [
      '【GTSS语言学校】体验课提醒（2026年11月24日 星期二，预约代码 GT-4K29）',
      '如需取消，请于2026年11月23日 星期一（日本时间）之前通过下方链接操作。',
    ],
    'zh-TW': [
      '【GTSS語言學校】體驗課程提醒：2026年11月24日（星期二），預約代碼 GT-4K29',
      '如需取消，請於日本時間2026年11月23日（星期一）前透過下方連結辦理。',
    ],
  },
};

const rows = Object.keys(emails).flatMap((name) => LANGUAGE_CODES.map((l) => [name, l] as const));

test.each(rows)('%s in %s: subject, body and the HTML part’s lang', (name, language) => {
  const m = emails[name](language);
  const [subject, body] = expected[name][language];
  expect(m.to).toBe('hanako@example.com');
  expect(m.subject).toBe(subject);
  expect(m.text).toContain(body);
  expect(m.html).toContain(`<html lang="${language}">`);
  expect(m.html).toContain('<meta charset="utf-8">');
});

test.each(rows.filter(([, l]) => l !== 'en'))('%s in %s has no English left over', (name, language) => {
  const m = emails[name](language);
  const words = `${m.subject}\n${m.text}`
    .replace(/https?:\/\/\S+/g, '')
    .replace(/Hanako Yamada|REF12345abc|GT-4K29|GTSS|LINE|Google|Apple|Outlook|\.ics/g, '');
  expect(words).not.toMatch(/[A-Za-z]{2,}/);
});

test('every message has a text in every language, and the English ones are not reused as another language', () => {
  const messages = { ...mailTexts, ...bookingTexts, ...differenceTexts } as Record<string, unknown>;
  const records = Object.entries(messages).filter(([, v]) => typeof v === 'object' && v !== null) as Array<[string, object]>;
  expect(records.length).toBeGreaterThanOrEqual(10); // common + 3 account + 6 booking messages
  for (const [name, record] of records) expect([name, Object.keys(record).sort()]).toEqual([name, [...LANGUAGE_CODES].sort()]);
  for (const name of Object.keys(emails)) {
    const subjects = LANGUAGE_CODES.map((l) => emails[name](l).subject);
    expect(new Set(subjects).size).toBe(LANGUAGE_CODES.length);
  }
});

describe('the class time: Japan time, and the visitor’s own beside it when their zone differs', () => {
  const timeLine = (m: Mail) => m.text.split('\n').find((l) => /^(Time|時間|时间)[:：]/.test(l));

  test.each([
    ['en', 'Europe/Paris', 'Time: 10:00-12:00 Japan time (02:00-04:00 your time)'],
    ['ja', 'Europe/Paris', '時間：10:00-12:00（日本時間）（現地時間 02:00-04:00）'],
    ['zh-CN', 'Europe/Paris', '时间：10:00-12:00（日本时间）（当地时间 02:00-04:00）'],
    ['zh-TW', 'Europe/Paris', '時間：10:00-12:00（日本時間）（當地時間 02:00-04:00）'],
    ['en', 'America/Los_Angeles', 'Time: 10:00-12:00 Japan time (Mon, 23 Nov 2026, 17:00-19:00 your time)'],
    ['ja', 'America/Los_Angeles', '時間：10:00-12:00（日本時間）（現地時間 2026年11月23日(月) 17:00-19:00）'],
    ['en', 'Asia/Tokyo', 'Time: 10:00-12:00 Japan time'],
    ['en', null, 'Time: 10:00-12:00 Japan time'],
    ['zh-TW', null, '時間：10:00-12:00（日本時間）'],
  ] as const)('%s, visitor in %s', (language, zone, line) => {
    for (const m of [bookingConfirmedMail(facts(language, zone), SITE, NOW), bookingReminderMail(facts(language, zone), SITE, NOW)]) {
      expect(timeLine(m)).toBe(line);
    }
  });

  test('a split booking shows both runs, on both clocks', () => {
    const m = bookingConfirmedMail({ ...facts('en', 'Europe/Paris'), time_range: '10:00-11:00, 14:00-15:00' }, SITE, NOW);
    expect(timeLine(m)).toBe('Time: 10:00-11:00, 14:00-15:00 Japan time (02:00-03:00, 06:00-07:00 your time)');
  });
});

test('the reminder on the class’s eve says the booking can no longer be canceled', () => {
  const eve = new Date('2026-11-23T15:30:00Z'); // 00:30 on the 24th in Tokyo
  expect(bookingReminderMail(facts('en'), SITE, eve).text).toContain('The booking can no longer be canceled.');
  expect(bookingReminderMail(facts('ja'), SITE, eve).text).toContain('このご予約はキャンセルいただけません。');
  const lastDay = new Date('2026-11-23T14:59:00Z'); // 23:59 on the 23rd in Tokyo
  expect(bookingReminderMail(facts('en'), SITE, lastDay).text).toContain('until Mon, 23 Nov 2026 (Japan time)');
});

test('the confirmation offers Google Calendar and the .ics; the links stay in the HTML, escaped', () => {
  const m = bookingConfirmedMail(facts('ja'), SITE, NOW);
  expect(m.text).toContain('Googleカレンダーに追加する\nhttps://calendar.google.com/calendar/render?action=TEMPLATE&');
  expect(m.text).toContain(`${SITE}/view-booking/REF12345abc/7`);
  expect(m.html).toContain(`<a href="${SITE}/view-booking/REF12345abc/7">ご予約内容を確認する</a>`);
  expect(m.html).toMatch(/<a href="https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&#38;text=/);
  expect(m.ics).toContain('METHOD:PUBLISH');
  expect(bookingCanceledMail(facts('ja'), SITE, false, NOW).text).toContain('料金は発生しておりません。');
});

test('a name with markup is text in the HTML part', () => {
  const m = confirmEmailMail({ ...person('en'), name: '<b>Eve</b>' }, SITE, 't');
  expect(m.html).toContain('Dear &#60;b&#62;Eve&#60;/b&#62;,');
  expect(m.text).toContain('Dear <b>Eve</b>,');
});
