import type { LanguageCode } from '../../shared/constants.js';
import type { EnrolmentTerms } from '../../shared/enrolment.js';
import { formatAmount, formatDate } from './mailFormat.js';
import { common, type Message, type MessageText } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { Mail } from './outbox.js';

// The student's mails of an enrolment (issue 40), four languages side by side: the welcome with the weekly time, a
// month paid (its receipt), a month whose charge failed (with the link to pay it), and the end of the enrolment.

const WEEKDAYS: Record<LanguageCode, string[]> = {
  en: ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'],
  ja: ['毎週日曜日', '毎週月曜日', '毎週火曜日', '毎週水曜日', '毎週木曜日', '毎週金曜日', '毎週土曜日'],
  'zh-CN': ['每周日', '每周一', '每周二', '每周三', '每周四', '每周五', '每周六'],
  'zh-TW': ['每週日', '每週一', '每週二', '每週三', '每週四', '每週五', '每週六'],
};

/** "Tuesdays 18:00-19:00 (Japan time)" in the student's language. */
export function weeklyTimeText(lang: LanguageCode, t: Pick<EnrolmentTerms, 'weekday' | 'start' | 'end'>): string {
  return `${WEEKDAYS[lang][t.weekday]} ${common[lang].japanTime(`${t.start}-${t.end}`)}`;
}

interface Welcome {
  course: string;
  teacher: string;
  weekly: string;
  first: string;
  code: string;
}

const welcomeTexts: Message<Welcome> = {
  en: (p) => ({
    subject: `Welcome to ${p.course} (${p.code})`,
    before: [`You are enrolled in ${p.course} with ${p.teacher}: ${p.weekly}. Your first lesson is on ${p.first}.`],
    after: ['Your lessons, each month’s tuition and its receipt are on your page.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【ご入会ありがとうございます】${p.course}（${p.code}）`,
    before: [`${p.course}へのご入会ありがとうございます。担当は${p.teacher}、${p.weekly}です。初回レッスンは${p.first}です。`],
    after: ['レッスン日程、毎月の授業料と領収書はマイページでご確認いただけます。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `欢迎报名${p.course}（${p.code}）`,
    before: [`您已报名${p.course}，授课老师：${p.teacher}，时间：${p.weekly}。第一节课在${p.first}。`],
    after: ['课程安排、每月学费及收据均可在“我的页面”查看。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `歡迎報名${p.course}（${p.code}）`,
    before: [`您已報名${p.course}，授課老師：${p.teacher}，時間：${p.weekly}。第一堂課在${p.first}。`],
    after: ['課程安排、每月學費及收據皆可在「我的頁面」查看。'],
    link: '開啟我的頁面',
  }),
};

interface MonthMoney {
  course: string;
  month: string;
  amount: string;
  code: string;
}

const paidTexts: Message<MonthMoney> = {
  en: (p) => ({
    subject: `Tuition received: ${p.course}, ${p.month} (${p.code})`,
    before: [`We received ${p.amount} for ${p.course}, ${p.month}. Thank you.`],
    after: ['Your receipt is at the link below; every month’s is also on your page.'],
    link: 'Open the receipt',
  }),
  ja: (p) => ({
    subject: `【授業料お支払いのお知らせ】${p.course} ${p.month}分（${p.code}）`,
    before: [`${p.course} ${p.month}分の授業料 ${p.amount} を受領いたしました。ありがとうございます。`],
    after: ['領収書は下記のリンクから発行できます。毎月の領収書はマイページにもございます。'],
    link: '領収書を開く',
  }),
  'zh-CN': (p) => ({
    subject: `已收到学费：${p.course} ${p.month}（${p.code}）`,
    before: [`我们已收到${p.course} ${p.month}的学费 ${p.amount}，谢谢。`],
    after: ['收据请点击下方链接；每月的收据也可在“我的页面”查看。'],
    link: '打开收据',
  }),
  'zh-TW': (p) => ({
    subject: `已收到學費：${p.course} ${p.month}（${p.code}）`,
    before: [`我們已收到${p.course} ${p.month}的學費 ${p.amount}，謝謝。`],
    after: ['收據請點選下方連結；每月的收據也可在「我的頁面」查看。'],
    link: '開啟收據',
  }),
};

const failedTexts: Message<MonthMoney> = {
  en: (p) => ({
    subject: `Your tuition payment did not go through: ${p.course}, ${p.month} (${p.code})`,
    before: [`We could not charge ${p.amount} for ${p.course}, ${p.month} to your card. Your lessons continue.`],
    after: ['Please pay it from the link below (you can use another card). We will also try your card again.'],
    link: 'Pay this month',
  }),
  ja: (p) => ({
    subject: `【授業料のお支払いができませんでした】${p.course} ${p.month}分（${p.code}）`,
    before: [`${p.course} ${p.month}分の授業料 ${p.amount} をご登録のカードで決済できませんでした。レッスンは引き続きご受講いただけます。`],
    after: ['下記のリンクからお支払いください（別のカードもご利用いただけます）。ご登録のカードでも再度決済を試みます。'],
    link: '今月分を支払う',
  }),
  'zh-CN': (p) => ({
    subject: `学费扣款未成功：${p.course} ${p.month}（${p.code}）`,
    before: [`您的银行卡未能支付${p.course} ${p.month}的学费 ${p.amount}。您的课程照常进行。`],
    after: ['请通过下方链接付款（可使用其他银行卡）。我们也会再次尝试从您的卡扣款。'],
    link: '支付本月学费',
  }),
  'zh-TW': (p) => ({
    subject: `學費扣款未成功：${p.course} ${p.month}（${p.code}）`,
    before: [`您的信用卡未能支付${p.course} ${p.month}的學費 ${p.amount}。您的課程照常進行。`],
    after: ['請透過下方連結付款（可使用其他信用卡）。我們也會再次嘗試從您的卡扣款。'],
    link: '支付本月學費',
  }),
};

export interface StudentFacts {
  email: string | null;
  /** The student's account (their LINE, when connected, gets the message too); null: enrolled at the desk without one. */
  user_id: number | null;
  name: string;
  language: LanguageCode;
  code: string;
  terms: EnrolmentTerms;
}

const to = (s: StudentFacts) => ({ email: s.email, name: s.name, language: s.language });
/** "December 2026", "2026年12月". */
export const monthText = (lang: LanguageCode, month: string): string =>
  new Intl.DateTimeFormat(lang, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`));

export function welcomeMail(s: StudentFacts, myPageUrl: string): Mail {
  const t: MessageText = welcomeTexts[s.language]({
    course: s.terms.course_name,
    teacher: s.terms.teacher_name,
    weekly: weeklyTimeText(s.language, s.terms),
    first: formatDate(s.language, s.terms.starts_on),
    code: s.code,
  });
  return { ...messageMail(to(s), t, [], myPageUrl), line: [t.subject, ...t.before, myPageUrl].join('\n'), accountId: s.user_id };
}

/** A month paid (paid: true) or a month whose charge failed, with where to go (its receipt, or the link to pay it). */
export function tuitionMail(s: StudentFacts, m: { month: string; yen: number; paid: boolean }, url: string): Mail {
  const texts = m.paid ? paidTexts : failedTexts;
  const t = texts[s.language]({
    course: s.terms.course_name,
    month: monthText(s.language, m.month),
    amount: formatAmount(s.language, m.yen),
    code: s.code,
  });
  return { ...messageMail(to(s), t, [], url), line: [t.subject, ...t.before, url].join('\n'), accountId: s.user_id };
}

interface NextMonth {
  course: string;
  month: string;
  weekly: string;
  code: string;
}

const nextMonthTexts: Message<NextMonth> = {
  en: (p) => ({
    subject: `Your ${p.course} lessons in ${p.month} (${p.code})`,
    before: [`Your lessons in ${p.month}, ${p.weekly}:`],
    after: ['If you cannot come to a lesson, tell the school before it.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【${p.month}のレッスン日程】${p.course}（${p.code}）`,
    before: [`${p.month}のレッスン日程（${p.weekly}）をお知らせいたします。`],
    after: ['お休みされる場合は、レッスン前にスクールまでご連絡ください。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `${p.month}的${p.course}课程安排（${p.code}）`,
    before: [`您${p.month}的课程（${p.weekly}）：`],
    after: ['如不能上课，请在上课前告知学校。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `${p.month}的${p.course}課程安排（${p.code}）`,
    before: [`您${p.month}的課程（${p.weekly}）：`],
    after: ['如無法上課，請於上課前告知學校。'],
    link: '開啟我的頁面',
  }),
};

/** Next month's lessons, a short list of dates. */
export function nextMonthMail(s: StudentFacts, month: string, days: string[], myPageUrl: string): Mail {
  const t = nextMonthTexts[s.language]({
    course: s.terms.course_name,
    month: monthText(s.language, month),
    weekly: weeklyTimeText(s.language, s.terms),
    code: s.code,
  });
  const list = days.map((d) => `・${formatDate(s.language, d)}`);
  return { ...messageMail(to(s), t, list, myPageUrl), line: [t.subject, ...list, myPageUrl].join('\n'), accountId: s.user_id };
}
