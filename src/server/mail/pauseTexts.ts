import { formatAmount, formatDate } from './mailFormat.js';
import type { Message, MessageText } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { Mail } from './outbox.js';
import { monthText, weeklyTimeText, type StudentFacts } from './enrolmentTexts.js';

// The student's mails of a pause and a withdrawal (issue 41, points 5 and 6; issue 40 point 7's end of an
// enrolment), four languages side by side: the pause taken, the lessons resuming (before they do), the withdrawal
// taken with its last day, and the enrolment ended.

interface Paused {
  course: string;
  from: string;
  /** The last month; null: a pause of one month (never "from August to August"). */
  to: string | null;
  fee: string | null;
  code: string;
}

const span = (p: Paused, between: string) => (p.to ? `${p.from}${between}${p.to}` : p.from);
const enSpan = (p: Paused) => (p.to ? `from ${p.from} to ${p.to}` : `in ${p.from}`);

const pausedTexts: Message<Paused> = {
  en: (p) => ({
    subject: `Your pause of ${p.course} ${enSpan(p)} (${p.code})`,
    before: [
      `Your ${p.course} lessons pause ${enSpan(p)}. ${p.fee ? `Each of those months costs the pause fee of ${p.fee}.` : 'Those months are not charged.'}`,
    ],
    after: ['Your weekly time is kept; we will write before your lessons resume.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【休会を承りました】${p.course} ${span(p, '〜')}（${p.code}）`,
    before: [
      `${p.course}の休会（${span(p, '〜')}）を承りました。${p.fee ? `休会中は毎月休会費${p.fee}を頂戴します。` : '休会中の授業料は発生しません。'}`,
    ],
    after: ['曜日と時間はそのまま確保しております。再開前に改めてご連絡いたします。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `已受理休学：${p.course} ${span(p, '至')}（${p.code}）`,
    before: [`您的${p.course}课程将于${span(p, '至')}休学。${p.fee ? `休学期间每月收取休学费${p.fee}。` : '休学期间不收取学费。'}`],
    after: ['您的每周上课时间将为您保留，复课前我们会再通知您。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `已受理休學：${p.course} ${span(p, '至')}（${p.code}）`,
    before: [`您的${p.course}課程將於${span(p, '至')}休學。${p.fee ? `休學期間每月收取休學費${p.fee}。` : '休學期間不收取學費。'}`],
    after: ['您的每週上課時間將為您保留，復課前我們會再通知您。'],
    link: '開啟我的頁面',
  }),
};

interface Resuming {
  course: string;
  weekly: string;
  first: string;
  code: string;
}

const resumingTexts: Message<Resuming> = {
  en: (p) => ({
    subject: `Your ${p.course} lessons resume on ${p.first} (${p.code})`,
    before: [`Your pause ends: your lessons resume on ${p.first}, ${p.weekly}, and the monthly tuition with them.`],
    after: ['If you cannot come to a lesson, tell the school before it.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【レッスン再開のお知らせ】${p.course} ${p.first}から（${p.code}）`,
    before: [`休会期間が終わり、${p.first}からレッスンを再開します（${p.weekly}）。月謝の請求も再開いたします。`],
    after: ['お休みされる場合は、レッスン前にスクールまでご連絡ください。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `${p.course}将于${p.first}复课（${p.code}）`,
    before: [`您的休学即将结束：课程将于${p.first}恢复（${p.weekly}），每月学费也随之恢复。`],
    after: ['如不能上课，请在上课前告知学校。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `${p.course}將於${p.first}復課（${p.code}）`,
    before: [`您的休學即將結束：課程將於${p.first}恢復（${p.weekly}），每月學費也隨之恢復。`],
    after: ['如無法上課，請於上課前告知學校。'],
    link: '開啟我的頁面',
  }),
};

interface Ending {
  course: string;
  last: string;
  code: string;
}

const withdrawnTexts: Message<Ending> = {
  en: (p) => ({
    subject: `Your withdrawal from ${p.course}: the last day is ${p.last} (${p.code})`,
    before: [`We have your withdrawal from ${p.course}. Your enrolment ends on ${p.last}; nothing is charged after it.`],
    after: ['Your remaining lessons are on your page.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【退会を承りました】${p.course} ${p.last}まで（${p.code}）`,
    before: [`${p.course}の退会を承りました。在籍は${p.last}までで、それ以降のご請求はございません。`],
    after: ['残りのレッスンはマイページでご確認いただけます。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `已受理退学：${p.course}至${p.last}（${p.code}）`,
    before: [`我们已受理您的${p.course}退学申请。您的学籍至${p.last}为止，此后不再收费。`],
    after: ['剩余课程可在“我的页面”查看。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `已受理退學：${p.course}至${p.last}（${p.code}）`,
    before: [`我們已受理您的${p.course}退學申請。您的學籍至${p.last}為止，此後不再收費。`],
    after: ['剩餘課程可在「我的頁面」查看。'],
    link: '開啟我的頁面',
  }),
};

const endedTexts: Message<Ending> = {
  en: (p) => ({
    subject: `Your enrolment in ${p.course} has ended (${p.code})`,
    before: [`Your enrolment in ${p.course} ended on ${p.last}. Thank you for learning with us.`],
    after: ['Your receipts stay on your page. You are welcome back at any time.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【退会手続き完了】${p.course}（${p.code}）`,
    before: [`${p.course}は${p.last}をもって退会となりました。これまでご受講いただき、誠にありがとうございました。`],
    after: ['領収書は引き続きマイページでご確認いただけます。またのご利用をお待ちしております。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `您的${p.course}学籍已结束（${p.code}）`,
    before: [`您的${p.course}学籍已于${p.last}结束。感谢您一直以来的学习。`],
    after: ['收据仍可在“我的页面”查看。欢迎您随时回来。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `您的${p.course}學籍已結束（${p.code}）`,
    before: [`您的${p.course}學籍已於${p.last}結束。感謝您一直以來的學習。`],
    after: ['收據仍可在「我的頁面」查看。歡迎您隨時回來。'],
    link: '開啟我的頁面',
  }),
};

const mailOf = (s: StudentFacts, t: MessageText, url: string): Mail => ({
  ...messageMail({ email: s.email, name: s.name, language: s.language }, t, [], url),
  line: [t.subject, ...t.before, url].join('\n'),
  accountId: s.user_id,
});

/** The pause taken: its months (first..last, 'YYYY-MM') and the fee a month (0: none). */
export function pausedMail(s: StudentFacts, p: { first: string; last: string; feeYen: number }, url: string): Mail {
  const fee = p.feeYen ? formatAmount(s.language, p.feeYen) : null;
  const from = monthText(s.language, p.first);
  const to = p.last === p.first ? null : monthText(s.language, p.last);
  return mailOf(s, pausedTexts[s.language]({ course: s.terms.course_name, from, to, fee, code: s.code }), url);
}

/** The lessons resume on `first` (a date), at the weekly time kept. */
export function resumingMail(s: StudentFacts, first: string, url: string): Mail {
  const p = {
    course: s.terms.course_name,
    weekly: weeklyTimeText(s.language, s.terms),
    first: formatDate(s.language, first),
    code: s.code,
  };
  return mailOf(s, resumingTexts[s.language](p), url);
}

/** The withdrawal taken (ended: false) or the enrolment ended (true), with its last day. */
export function endingMail(s: StudentFacts, last: string, ended: boolean, url: string): Mail {
  const p = { course: s.terms.course_name, last: formatDate(s.language, last), code: s.code };
  return mailOf(s, (ended ? endedTexts : withdrawnTexts)[s.language](p), url);
}
