import type { TeachingLanguageCode } from '../../shared/teachingLanguages.js';
import type { LanguageCode } from '../../shared/constants.js';

// Every email's words, its four languages side by side. Each message is a record keyed by
// LanguageCode, so a fifth language is one more entry per message, and a missing one is a type error
// (and a failing test, __tests__/server/mailTemplates.test.ts). Written as the school writes to a customer
// in each language, not translated word by word. Dates and amounts arrive formatted (mailFormat.ts).

/** What one email says: its subject, the lines before and after the booking's summary, the main link's label. */
export interface MessageText {
  subject: string;
  before: string[];
  after: string[];
  link: string;
}

export type Message<P = Record<string, never>> = Record<LanguageCode, (p: P) => MessageText>;

/** Words every email shares: greeting, signature, the summary's labels, Japan time and the visitor's own time. */
export interface CommonText {
  greeting(name: string): string;
  signature: string;
  /** Between a label and its value (a full-width colon in Chinese and Japanese). */
  sep: string;
  date: string;
  time: string;
  /** The class's teacher (a school with teachers). */
  teacher: string;
  /** The lesson's language (what the student learns), and each teaching language's name. */
  lessonLanguage: string;
  teachingLanguages: Record<TeachingLanguageCode, string>;
  total: string;
  /** The label of the booking's short code in a summary (the number people read; the reference stays in links). */
  reference: string;
  amount(total: string, rate: number, tax: string): string;
  japanTime(range: string): string;
  /** The class on the visitor's clock, right after japanTime; `date` is set when their local date is another day. */
  yourTime(range: string, date: string | null): string;
  addToGoogle: string;
  icsAttached: string;
  icsCancel: string;
  /** The calendar event's title and description. */
  eventTitle: string;
  /** The event's description: the booking's code (GT-4821) and its view-booking link. */
  eventDetails(url: string, code: string): string;
}

export const common: Record<LanguageCode, CommonText> = {
  en: {
    greeting: (name) => `Dear ${name},`,
    signature: 'GTSS Language School',
    sep: ': ',
    date: 'Date',
    teacher: 'Teacher',
    lessonLanguage: 'Language to learn',
    teachingLanguages: { en: 'English', ja: 'Japanese', zh: 'Chinese', ko: 'Korean', fr: 'French', de: 'German', es: 'Spanish' },
    time: 'Time',
    total: 'Total',
    reference: 'Booking code',
    amount: (total, rate, tax) => `${total} (tax included; consumption tax ${rate}%: ${tax})`,
    japanTime: (range) => `${range} Japan time`,
    yourTime: (range, date) => ` (${date ? `${date}, ` : ''}${range} your time)`,
    addToGoogle: 'Add to Google Calendar',
    icsAttached: 'The attached calendar file (.ics) adds the class to Apple Calendar, Outlook and other calendars.',
    icsCancel: 'Opening the attached calendar file (.ics) removes the class from your calendar.',
    eventTitle: 'GTSS trial class',
    eventDetails: (url, code) => `Your booking ${code}: ${url}`,
  },
  ja: {
    greeting: (name) => `${name} 様`,
    signature: 'GTSS語学スクール',
    sep: '：',
    date: '受講日',
    teacher: '講師',
    lessonLanguage: '受講言語',
    teachingLanguages: { en: '英語', ja: '日本語', zh: '中国語', ko: '韓国語', fr: 'フランス語', de: 'ドイツ語', es: 'スペイン語' },
    time: '時間',
    total: 'お支払い金額',
    reference: '予約コード',
    amount: (total, rate, tax) => `${total}（税込、うち消費税${rate}%：${tax}）`,
    japanTime: (range) => `${range}（日本時間）`,
    yourTime: (range, date) => `（現地時間 ${date ? `${date} ` : ''}${range}）`,
    addToGoogle: 'Googleカレンダーに追加する',
    icsAttached: '添付のカレンダーファイル（.ics）を開くと、AppleカレンダーやOutlookなどにも予定を追加できます。',
    icsCancel: '添付のカレンダーファイル（.ics）を開くと、カレンダーからレッスンの予定が削除されます。',
    eventTitle: 'GTSS語学スクール 体験レッスン',
    eventDetails: (url, code) => `ご予約内容（予約コード ${code}）：${url}`,
  },
  'zh-CN': {
    greeting: (name) => `${name}，您好：`,
    signature: 'GTSS语言学校',
    sep: '：',
    date: '日期',
    teacher: '教师',
    lessonLanguage: '学习语言',
    teachingLanguages: { en: '英语', ja: '日语', zh: '中文', ko: '韩语', fr: '法语', de: '德语', es: '西班牙语' },
    time: '时间',
    total: '总金额',
    reference: '预约代码',
    amount: (total, rate, tax) => `${total}（含税，其中消费税${rate}%：${tax}）`,
    japanTime: (range) => `${range}（日本时间）`,
    yourTime: (range, date) => `（当地时间 ${date ? `${date} ` : ''}${range}）`,
    addToGoogle: '添加到Google日历',
    icsAttached: '打开附件中的日历文件（.ics），即可将课程添加到Apple日历、Outlook等日历中。',
    icsCancel: '打开附件中的日历文件（.ics），即可从日历中删除该课程。',
    eventTitle: 'GTSS语言学校 体验课',
    eventDetails: (url, code) => `您的预约（预约代码 ${code}）：${url}`,
  },
  'zh-TW': {
    greeting: (name) => `${name} 您好：`,
    signature: 'GTSS語言學校',
    sep: '：',
    date: '日期',
    teacher: '教師',
    lessonLanguage: '學習語言',
    teachingLanguages: { en: '英語', ja: '日語', zh: '中文', ko: '韓語', fr: '法語', de: '德語', es: '西班牙語' },
    time: '時間',
    total: '總金額',
    reference: '預約代碼',
    amount: (total, rate, tax) => `${total}（含稅，其中消費稅${rate}%：${tax}）`,
    japanTime: (range) => `${range}（日本時間）`,
    yourTime: (range, date) => `（當地時間 ${date ? `${date} ` : ''}${range}）`,
    addToGoogle: '加入Google日曆',
    icsAttached: '開啟附件中的行事曆檔案（.ics），即可將課程加入Apple行事曆、Outlook等行事曆。',
    icsCancel: '開啟附件中的行事曆檔案（.ics），即可從行事曆中刪除這堂課程。',
    eventTitle: 'GTSS語言學校 體驗課程',
    eventDetails: (url, code) => `您的預約（預約代碼 ${code}）：${url}`,
  },
};

export const confirmEmailTexts: Message = {
  en: () => ({
    subject: 'Confirm your email address',
    before: ['Thank you for signing up at GTSS Language School.', 'Please confirm your email address within 24 hours with the link below.'],
    after: [],
    link: 'Confirm your email address',
  }),
  ja: () => ({
    subject: '【GTSS語学スクール】メールアドレスのご確認',
    before: [
      'このたびはGTSS語学スクールにご登録いただき、誠にありがとうございます。',
      'お手数ですが、24時間以内に下記のリンクからメールアドレスのご確認をお願いいたします。',
    ],
    after: [],
    link: 'メールアドレスを確認する',
  }),
  'zh-CN': () => ({
    subject: '【GTSS语言学校】请验证您的邮箱地址',
    before: ['感谢您注册GTSS语言学校！', '请在24小时内点击下方链接，验证您的邮箱地址。'],
    after: [],
    link: '验证邮箱地址',
  }),
  'zh-TW': () => ({
    subject: '【GTSS語言學校】請驗證您的電子郵件地址',
    before: ['感謝您註冊GTSS語言學校！', '請於24小時內點選下方連結，驗證您的電子郵件地址。'],
    after: [],
    link: '驗證電子郵件地址',
  }),
};

export const alreadyRegisteredTexts: Message = {
  en: () => ({
    subject: 'You already have an account',
    before: [
      'Someone (probably you) tried to sign up with this email address, which already has an account.',
      'You can log in, or reset your password if you have forgotten it. If it was not you, you can ignore this email.',
    ],
    after: [],
    link: 'Reset your password',
  }),
  ja: () => ({
    subject: '【GTSS語学スクール】アカウントはすでにご登録済みです',
    before: [
      'このメールアドレスで新規登録のお手続きがありましたが、すでにアカウントが登録されております。',
      'そのままログインしてご利用ください。パスワードをお忘れの場合は、下記のリンクから再設定いただけます。お心当たりのない場合は、このメールを破棄してください。',
    ],
    after: [],
    link: 'パスワードを再設定する',
  }),
  'zh-CN': () => ({
    subject: '【GTSS语言学校】您已注册过账号',
    before: [
      '有人（可能是您本人）尝试使用此邮箱地址注册，但该邮箱已有账号。',
      '您可以直接登录；如果忘记了密码，可以通过下方链接重置。如非本人操作，请忽略此邮件。',
    ],
    after: [],
    link: '重置密码',
  }),
  'zh-TW': () => ({
    subject: '【GTSS語言學校】您已經有帳號了',
    before: [
      '有人（可能是您本人）嘗試使用這個電子郵件地址註冊，但此地址已有帳號。',
      '您可以直接登入；若忘記密碼，可透過下方連結重設。如非本人操作，請忽略這封郵件。',
    ],
    after: [],
    link: '重設密碼',
  }),
};

export const resetPasswordTexts: Message = {
  en: () => ({
    subject: 'Reset your password',
    before: [
      'We received a request to reset the password of your GTSS account.',
      'Choose a new password within one hour with the link below. If you did not ask for this, you can ignore this email.',
    ],
    after: [],
    link: 'Choose a new password',
  }),
  ja: () => ({
    subject: '【GTSS語学スクール】パスワード再設定のご案内',
    before: [
      'GTSSアカウントのパスワード再設定のご依頼を承りました。',
      '1時間以内に、下記のリンクから新しいパスワードを設定してください。お心当たりのない場合は、このメールを破棄してください。',
    ],
    after: [],
    link: '新しいパスワードを設定する',
  }),
  'zh-CN': () => ({
    subject: '【GTSS语言学校】重置您的密码',
    before: ['我们收到了重置您GTSS账号密码的请求。', '请在1小时内通过下方链接设置新密码。如非本人操作，请忽略此邮件。'],
    after: [],
    link: '设置新密码',
  }),
  'zh-TW': () => ({
    subject: '【GTSS語言學校】重設您的密碼',
    before: ['我們收到了重設您GTSS帳號密碼的要求。', '請於1小時內透過下方連結設定新密碼。如非本人操作，請忽略這封郵件。'],
    after: [],
    link: '設定新密碼',
  }),
};
