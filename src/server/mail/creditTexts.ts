import { formatDate } from './mailFormat.js';
import type { Message } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { StudentFacts } from './enrolmentTexts.js';
import type { Mail } from './outbox.js';
import { teacherOffTexts, type LessonCancelCause } from './teacherOffTexts.js';

export type { LessonCancelCause };

// The student's notices of lesson credits (issue 41), four languages side by side: a lesson canceled by a closure the
// owner confirmed, and the make-up credit it gave (issue 40's closure notice, with the credit).

interface LessonCanceled {
  course: string;
  date: string;
  reason: string | null;
  until: string;
  code: string;
}

const lessonCanceledTexts: Message<LessonCanceled> = {
  en: (p) => ({
    subject: `The school is closed on ${p.date}: your ${p.course} lesson is canceled (${p.code})`,
    before: [
      `We are sorry: the school is closed on ${p.date}, so your ${p.course} lesson that day is canceled.`,
      ...(p.reason ? [`Reason: ${p.reason}`] : []),
      `You have a make-up credit for it, valid until ${p.until}: book a make-up lesson from your page.`,
    ],
    after: ['Your tuition is not affected.'],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【休校のお知らせ】${p.date}の${p.course}のレッスンは中止となります（${p.code}）`,
    before: [
      `誠に申し訳ございません。${p.date}は休校のため、同日の${p.course}のレッスンは中止となります。`,
      ...(p.reason ? [`理由：${p.reason}`] : []),
      `振替クレジットを1回分お付けしました（${p.until}まで有効）。マイページから振替レッスンをご予約ください。`,
    ],
    after: ['授業料への影響はございません。'],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `${p.date}停课：您的${p.course}课程取消（${p.code}）`,
    before: [
      `非常抱歉：学校于${p.date}停课，您当天的${p.course}课程取消。`,
      ...(p.reason ? [`原因：${p.reason}`] : []),
      `已为您添加一次补课次数，有效期至${p.until}，请在我的页面预约补课。`,
    ],
    after: ['学费不受影响。'],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `${p.date}停課：您的${p.course}課程取消（${p.code}）`,
    before: [
      `非常抱歉：學校於${p.date}停課，您當天的${p.course}課程取消。`,
      ...(p.reason ? [`原因：${p.reason}`] : []),
      `已為您新增一次補課次數，有效期限至${p.until}，請在我的頁面預約補課。`,
    ],
    after: ['學費不受影響。'],
    link: '開啟我的頁面',
  }),
};

/** A lesson the school canceled, with the make-up credit it gave: by email, and on LINE when the account connected it. */
export function lessonCanceledCreditMail(
  s: StudentFacts,
  c: { day: string; reason: string | null; until: string; cause?: LessonCancelCause },
  myPageUrl: string,
): Mail {
  const texts = c.cause === 'teacher' ? teacherOffTexts : lessonCanceledTexts;
  const t = texts[s.language]({
    course: s.terms.course_name,
    date: formatDate(s.language, c.day),
    reason: c.reason,
    until: formatDate(s.language, c.until),
    code: s.code,
  });
  return {
    ...messageMail({ email: s.email, name: s.name, language: s.language }, t, [], myPageUrl),
    line: [t.subject, ...t.before, myPageUrl].join('\n'),
    accountId: s.user_id,
  };
}
