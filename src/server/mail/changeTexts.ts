import { formatAmount, formatDate } from './mailFormat.js';
import type { Message } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { Mail } from './outbox.js';
import { weeklyTimeText, type StudentFacts } from './enrolmentTexts.js';

// The student's mail of a change of course or weekly time (issue 41 point 7), four languages side by side: from
// which day, the new course and weekly time, the first lesson and the new monthly fee. The facts are the enrolment's
// terms as confirmed (already the new ones when this is written).

interface Changed {
  course: string;
  from: string;
  weekly: string;
  first: string;
  fee: string;
  code: string;
}

const changedTexts: Message<Changed> = {
  en: (p) => ({
    subject: `Your change to ${p.course} from ${p.from} (${p.code})`,
    before: [
      `From ${p.from} your lessons are ${p.course}, ${p.weekly}; the first is on ${p.first}. The monthly tuition from then is ${p.fee}.`,
    ],
    after: ['Your lessons until then stay as they were; all of them are on your page.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【変更を承りました】${p.from}から${p.course}（${p.code}）`,
    before: [`${p.from}から${p.course}（${p.weekly}）に変更いたします。初回レッスンは${p.first}、以降の月謝は${p.fee}です。`],
    after: ['それまでのレッスンは変わりません。すべてのレッスンはマイページでご確認いただけます。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `已受理变更：自${p.from}起${p.course}（${p.code}）`,
    before: [`自${p.from}起，您的课程为${p.course}（${p.weekly}），第一节课在${p.first}。此后每月学费为${p.fee}。`],
    after: ['在此之前的课程不变，所有课程可在“我的页面”查看。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `已受理變更：自${p.from}起${p.course}（${p.code}）`,
    before: [`自${p.from}起，您的課程為${p.course}（${p.weekly}），第一堂課在${p.first}。此後每月學費為${p.fee}。`],
    after: ['在此之前的課程不變，所有課程可在「我的頁面」查看。'],
    link: '開啟我的頁面',
  }),
};

/** The change confirmed: `s.terms` are the new terms, `from` the change's first day. */
export function changedMail(s: StudentFacts, from: string, url: string): Mail {
  const lang = s.language;
  const t = s.terms;
  const p = {
    course: t.course_name,
    from: formatDate(lang, from),
    weekly: weeklyTimeText(lang, t),
    first: formatDate(lang, t.starts_on),
    fee: formatAmount(lang, t.monthly_fee),
    code: s.code,
  };
  const text = changedTexts[lang](p);
  return {
    ...messageMail({ email: s.email, name: s.name, language: lang }, text, [], url),
    line: [text.subject, ...text.before, url].join('\n'),
    accountId: s.user_id,
  };
}
