import { formatDate } from './mailFormat.js';
import type { Message } from './mailTexts.js';
import { messageMail } from './mailLayout.js';
import type { StudentFacts } from './enrolmentTexts.js';
import type { Mail } from './outbox.js';

// The student's confirmation of a make-up lesson booked with a credit (issue 41, point 2), whoever booked it (the
// student on my page, or the desk for them), four languages side by side.

interface MakeupBooked {
  course: string;
  date: string;
  time: string;
  teacher: string;
  code: string;
}

const makeupBookedTexts: Message<MakeupBooked> = {
  en: (p) => ({
    subject: `Your make-up lesson is booked: ${p.date} ${p.time} (${p.code})`,
    before: [
      `Your ${p.course} make-up lesson is booked for ${p.date}, ${p.time}, with ${p.teacher}.`,
      'One make-up credit paid for it. Cancel it from your page before the cut-off and the credit comes back.',
    ],
    after: [],
    link: 'Open my page',
  }),
  ja: (p) => ({
    subject: `【振替レッスンのご予約】${p.date} ${p.time}（${p.code}）`,
    before: [
      `${p.course}の振替レッスンを${p.date} ${p.time}、${p.teacher}講師で予約しました。`,
      '振替クレジットを1回分使用しました。締め切りまでにマイページからキャンセルすると、クレジットは戻ります。',
    ],
    after: [],
    link: 'マイページを開く',
  }),
  'zh-CN': (p) => ({
    subject: `补课已预约：${p.date} ${p.time}（${p.code}）`,
    before: [
      `您的${p.course}补课已预约在${p.date} ${p.time}，教师：${p.teacher}。`,
      '已使用一次补课次数。在截止时间前从我的页面取消，补课次数将退回。',
    ],
    after: [],
    link: '打开我的页面',
  }),
  'zh-TW': (p) => ({
    subject: `補課已預約：${p.date} ${p.time}（${p.code}）`,
    before: [
      `您的${p.course}補課已預約在${p.date} ${p.time}，老師：${p.teacher}。`,
      '已使用一次補課次數。在截止時間前從我的頁面取消，補課次數將退回。',
    ],
    after: [],
    link: '開啟我的頁面',
  }),
};

/** A make-up booked for the student (by them or the desk): by email, and on LINE when the account connected it. */
export function makeupBookedMail(
  s: StudentFacts,
  m: { day: string; timeRange: string; teacher: string; code: string },
  myPageUrl: string,
): Mail {
  const t = makeupBookedTexts[s.language]({
    course: s.terms.course_name,
    date: formatDate(s.language, m.day),
    time: m.timeRange,
    teacher: m.teacher,
    code: m.code,
  });
  return {
    ...messageMail({ email: s.email, name: s.name, language: s.language }, t, [], myPageUrl),
    line: [t.subject, ...t.before, myPageUrl].join('\n'),
    accountId: s.user_id,
  };
}
